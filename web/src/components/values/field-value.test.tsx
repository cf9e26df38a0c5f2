import { createInstance } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import jaCommon from '@web/i18n/ja/common.json';
import { FieldValue } from './field-value';

const i18n = createInstance();

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'ja',
    resources: { ja: { common: jaCommon } },
    interpolation: { escapeValue: false },
  });
});

const render = (value: unknown, titles?: Record<string, string>) =>
  renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <FieldValue value={value} titles={titles} />
    </I18nextProvider>,
  );

describe('FieldValue with the catalogue’s titles', () => {
  it('shows a licence by its title, its id in the tooltip', () => {
    const html = render('uk-ogl', { 'uk-ogl': 'UK Open Government Licence (OGL)' });
    expect(html).toContain('>UK Open Government Licence (OGL)</span>');
    expect(html).toContain('title="カタログ上のID：uk-ogl"');
  });

  it('shows each group by its title, and a name without one as it is', () => {
    const html = render(['kenko-fukushi', 'gone'], { 'kenko-fukushi': '健康・福祉' });
    expect(html).toContain('title="カタログ上のID：kenko-fukushi">健康・福祉</span>');
    expect(html).toContain('<span>gone</span>');
    expect(html).not.toContain('>kenko-fukushi<');
  });

  it('shows plain values unchanged without titles', () => {
    expect(render('uk-ogl')).not.toContain('title=');
    expect(render('uk-ogl')).toContain('>uk-ogl</span>');
  });
});
