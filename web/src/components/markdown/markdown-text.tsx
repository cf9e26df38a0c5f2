import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { ExternalLink } from '@web/components/ui/external-link';
import styles from './markdown-text.module.css';

/** Links in a description go elsewhere: opened in a new tab, and only http(s) ones are links. */
const components: Components = {
  a: ({ href, children }) => <ExternalLink href={href}>{children}</ExternalLink>,
};

/**
 * A description as CKAN shows it (Markdown), in the form's preview and on the dataset and resource
 * pages. Safe by construction: react-markdown builds React elements, never HTML strings; raw HTML
 * in the text is dropped (skipHtml), unsafe link protocols (javascript:, data:) are removed by its
 * URL transform, and a link that is not http(s) is shown as text.
 */
export default function MarkdownText({
  text,
  testId = 'markdown-preview',
}: {
  text: string;
  testId?: string;
}) {
  return (
    <div className={styles.rendered} data-testid={testId}>
      <Markdown remarkPlugins={[remarkGfm]} skipHtml components={components}>
        {text}
      </Markdown>
    </div>
  );
}
