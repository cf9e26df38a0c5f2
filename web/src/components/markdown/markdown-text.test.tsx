import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import MarkdownText from './markdown-text';

/** Descriptions a hostile catalogue could hold, each trying to run script in our origin. */
const payloads = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)></svg>',
  '<a href="javascript:alert(1)">x</a>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '[click me](javascript:alert(1))',
  '[click me](JaVaScRiPt:alert(1))',
  '[click me](  javascript:alert(1))',
  '[click me](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[click me](vbscript:msgbox(1))',
  '![image](javascript:alert(1))',
  '[ref]\n\n[ref]: javascript:alert(1)',
  '<javascript:alert(1)>',
  '**bold** <b onmouseover=alert(1)>hover</b>',
  '| a |\n|---|\n| <img src=x onerror=alert(1)> |',
];

describe('MarkdownText renders hostile descriptions inert', () => {
  it.each(payloads)('%s', (text) => {
    const html = renderToStaticMarkup(<MarkdownText text={text} />);
    expect(html).not.toMatch(/<(script|iframe|svg|img[^>]*onerror|object|embed)\b/i);
    expect(html).not.toMatch(/\son[a-z]+=/i);
    for (const [, url] of html.matchAll(/\s(?:href|src)="([^"]*)"/gi)) {
      expect(url!.trim()).not.toMatch(/^(javascript|vbscript|data):/i);
    }
  });

  it('still renders the Markdown a description needs', () => {
    const html = renderToStaticMarkup(
      <MarkdownText text={'**Parks** of [Chiyoda](https://www.city.chiyoda.lg.jp/)'} />,
    );
    expect(html).toContain('<strong>Parks</strong>');
    expect(html).toContain('href="https://www.city.chiyoda.lg.jp/"');
  });

  it('opens links in a new tab without a referrer, and shows a non-web address as text', () => {
    const html = renderToStaticMarkup(
      <MarkdownText
        text={'[site](https://example.org/) and [mail](mailto:opendata@example.org)'}
      />,
    );
    expect(html).toContain(
      '<a href="https://example.org/" target="_blank" rel="noreferrer">site</a>',
    );
    expect(html).not.toContain('mailto:');
    expect(html).toContain('<span>mail</span>');
  });
});
