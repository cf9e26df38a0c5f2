import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DataTable } from './data-table';
import { fruitColumns, type Fruit, type FruitSort } from './data-table-fruit.fixture';

function render(props: Partial<Parameters<typeof DataTable<Fruit, FruitSort>>[0]>) {
  return renderToStaticMarkup(
    <DataTable<Fruit, FruitSort>
      caption="Fruit in stock"
      columns={fruitColumns}
      rows={[
        { name: 'apple', count: 3 },
        { name: 'pear', count: 12 },
      ]}
      rowKey={(_fruit, index) => String(index)}
      empty="No fruit."
      {...props}
    />,
  );
}

describe('DataTable', () => {
  it('names the table with a caption and each row with its row header', () => {
    const html = render({});
    expect(html).toContain('<caption class="visually-hidden">Fruit in stock</caption>');
    expect(html).toMatch(/<th scope="row"[^>]*>apple<\/th>/);
    expect(html).toMatch(/<td[^>]*>2<\/td><\/tr><\/tbody>/);
  });

  it('aligns a numeric header with its figures', () => {
    const html = render({});
    const header = /<th scope="col"( class="[^"]*")?>Count<\/th>/.exec(html);
    const cell = /<td( class="[^"]*")?>12<\/td>/.exec(html);
    expect(header?.[1]).toBeTruthy();
    expect(header?.[1]).toBe(cell?.[1]);
  });

  it('says the sort direction of the sorted column and none for the others', () => {
    expect(render({ sort: { value: 'name_desc', onChange: () => {} } })).toContain(
      'aria-sort="descending"',
    );
    expect(render({ sort: { value: 'name_asc', onChange: () => {} } })).toContain(
      'aria-sort="ascending"',
    );
    expect(render({ sort: { value: 'name_asc', onChange: () => {} } })).toMatch(
      /<th scope="col"[^>]*aria-sort="none"><button type="button"[^>]*>Count/,
    );
  });

  it('sorts a one-way column in its only direction and lets its header be a button', () => {
    const html = render({ sort: { value: 'count_most', onChange: () => {} } });
    expect(html).toMatch(/aria-sort="ascending"><button type="button"[^>]*>Count/);
    expect(html).toMatch(/aria-sort="none"><button type="button"[^>]*>Name/);
  });

  it('leaves headers as plain text when the table has no sort', () => {
    expect(render({})).not.toContain('<button');
  });

  it('marks the table busy and passes data attributes to its outer element', () => {
    const html = render({ busy: true, attributes: { 'data-loaded-sort': 'name_asc' } });
    expect(html).toMatch(/^<div[^>]*aria-busy="true"[^>]*data-loaded-sort="name_asc"/);
  });

  it('shows the empty state when there are no rows, keeping the attributes', () => {
    const html = render({ rows: [], attributes: { 'data-loaded-sort': 'name_asc' } });
    expect(html).not.toContain('<table');
    expect(html).toMatch(/^<p[^>]*data-loaded-sort="name_asc"[^>]*>No fruit\.<\/p>$/);
  });

  it('shows a labelled spinner while loading and nothing when there is no answer', () => {
    expect(render({ rows: undefined, loading: 'Loading…' })).toContain('aria-label="Loading…"');
    expect(render({ rows: undefined })).toBe('');
  });
});
