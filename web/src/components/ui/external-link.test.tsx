import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ExternalLink } from './external-link';

describe('ExternalLink with a catalogue-provided address', () => {
  it('links a web address, opened apart from our tab', () => {
    expect(renderToStaticMarkup(<ExternalLink href="https://data.example.jp/a.csv" />)).toBe(
      '<a href="https://data.example.jp/a.csv" target="_blank" rel="noreferrer">https://data.example.jp/a.csv</a>',
    );
  });

  it('shows a script address as escaped text, not a link', () => {
    const html = renderToStaticMarkup(<ExternalLink href={'javascript:alert("<b>x</b>")'} />);
    expect(html).toBe('<span>javascript:alert(&quot;&lt;b&gt;x&lt;/b&gt;&quot;)</span>');
  });
});
