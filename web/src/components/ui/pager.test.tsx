// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { rowsPerPageOptions } from '@contract/enums';
import common from '@web/i18n/en/common.json';
import { Pager } from './pager';

function renderPager(page: number, pageSize: number, total: number) {
  const onPageChange = vi.fn();
  const onPageSizeChange = vi.fn();
  render(
    <Pager
      page={page}
      pageSize={pageSize}
      total={total}
      onPageChange={onPageChange}
      onPageSizeChange={onPageSizeChange}
    />,
  );
  return { onPageChange, onPageSizeChange };
}

const previous = () => screen.getByRole('button', { name: 'Previous' });
const next = () => screen.getByRole('button', { name: 'Next' });
const pager = () => screen.getByRole('navigation', { name: 'Pages' });

describe('the pager', () => {
  beforeAll(async () => {
    await i18n.use(initReactI18next).init({
      lng: 'en',
      resources: { en: { common } },
      interpolation: { escapeValue: false },
    });
  });
  afterEach(cleanup);

  it('says which rows show and where we are, with thousands grouped', () => {
    renderPager(2, 50, 1234);
    expect(pager().textContent).toContain('51–100 of 1,234');
    expect(pager().textContent).toContain('Page 2 of 25');
  });

  it('shows the last page short and cannot go past it', () => {
    const { onPageChange } = renderPager(25, 50, 1234);
    expect(pager().textContent).toContain('1,201–1,234 of 1,234');
    expect(next()).toHaveProperty('disabled', true);
    fireEvent.click(previous());
    expect(onPageChange).toHaveBeenCalledWith(24);
  });

  it('cannot go back from the first page, and goes forward one page', () => {
    const { onPageChange } = renderPager(1, 50, 120);
    expect(previous()).toHaveProperty('disabled', true);
    fireEvent.click(next());
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('reads "0–0 of 0, page 1 of 1" for an empty list, with both buttons off', () => {
    renderPager(1, 50, 0);
    expect(pager().textContent).toContain('0–0 of 0');
    expect(pager().textContent).toContain('Page 1 of 1');
    expect(previous()).toHaveProperty('disabled', true);
    expect(next()).toHaveProperty('disabled', true);
  });

  it('offers every rows-per-page choice and reports the one picked as a number', () => {
    const { onPageSizeChange } = renderPager(1, rowsPerPageOptions[0], 500);
    const select = screen.getByRole('combobox', { name: 'Rows per page' });
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(rowsPerPageOptions.map(String));
    const other = rowsPerPageOptions[rowsPerPageOptions.length - 1];
    fireEvent.change(select, { target: { value: String(other) } });
    expect(onPageSizeChange).toHaveBeenCalledWith(other);
  });
});
