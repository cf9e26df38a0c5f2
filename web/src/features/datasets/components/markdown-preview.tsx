import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import styles from './dataset-form.module.css';

/**
 * Renders a description as CKAN will (Markdown). Safe by construction: react-markdown builds React
 * elements, never HTML strings; raw HTML in the text is dropped (skipHtml) and unsafe link
 * protocols (javascript:) are removed by its default URL transform.
 */
export default function MarkdownPreview({ text }: { text: string }) {
  return (
    <div className={styles.rendered} data-testid="markdown-preview">
      <Markdown remarkPlugins={[remarkGfm]} skipHtml>
        {text}
      </Markdown>
    </div>
  );
}
