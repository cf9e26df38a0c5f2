import { describe, expect, it } from 'vitest';
import { defaultRowsPerPage } from '@contract/enums';
import {
  choiceParam,
  choiceWithDefaultParam,
  pageParam,
  readUrlListState,
  rowsParam,
  textParam,
  writeUrlListState,
} from './use-url-list-state';

const schema = {
  q: textParam('q'),
  level: choiceParam('level', ['info', 'error'] as const),
  sort: choiceWithDefaultParam('sort', ['newest', 'oldest'] as const, 'newest'),
  page: pageParam,
  pageSize: rowsParam,
};

describe('list state in the address bar', () => {
  it('reads defaults from an empty address and writes them back as nothing', () => {
    const state = readUrlListState(schema, new URLSearchParams(''));
    expect(state).toEqual({
      q: '',
      level: undefined,
      sort: 'newest',
      page: 1,
      pageSize: defaultRowsPerPage,
    });
    expect(writeUrlListState(schema, state).toString()).toBe('');
  });

  it('ignores values it does not know and round-trips the ones it does', () => {
    const odd = readUrlListState(schema, new URLSearchParams('level=loud&sort=x&page=-3&rows=7'));
    expect(odd).toMatchObject({
      level: undefined,
      sort: 'newest',
      page: 1,
      pageSize: defaultRowsPerPage,
    });
    const state = readUrlListState(
      schema,
      new URLSearchParams('q=parks&level=error&sort=oldest&page=3&rows=100'),
    );
    expect(readUrlListState(schema, writeUrlListState(schema, state))).toEqual(state);
  });

  it('keeps the parameters another part of the page owns, and drops cleared ones', () => {
    const current = new URLSearchParams('view=links&q=old&page=4');
    const next = writeUrlListState(
      schema,
      { ...readUrlListState(schema, current), q: '', page: 1 },
      current,
    );
    expect(next.toString()).toBe('view=links');
  });
});
