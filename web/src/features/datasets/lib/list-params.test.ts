import { describe, expect, it } from 'vitest';
import { readListParams, writeListParams } from './list-params';

describe('dataset list parameters in the URL', () => {
  it('reads defaults from a plain address and leaves them out when writing', () => {
    const list = readListParams(new URLSearchParams(''));
    expect(list).toEqual({ q: '', sort: 'default', page: 1, pageSize: 25 });
    expect(writeListParams(list).toString()).toBe('');
  });

  it('keeps a search, a sort, a page and a page size, and ignores values it does not offer', () => {
    const list = readListParams(
      new URLSearchParams('q=%E9%81%BF%E9%9B%A3%E6%89%80&sort=resources_desc&page=3&rows=50'),
    );
    expect(list).toEqual({ q: '避難所', sort: 'resources_desc', page: 3, pageSize: 50 });
    expect(readListParams(writeListParams(list))).toEqual(list);
    expect(readListParams(new URLSearchParams('sort=drop&page=-2&rows=7'))).toEqual({
      q: '',
      sort: 'default',
      page: 1,
      pageSize: 25,
    });
  });

  it('keeps the sync-status and organization filters, and drops a sync status it does not offer', () => {
    const list = readListParams(
      new URLSearchParams('sync=unsynced&organization=sakura-pref-bosai'),
    );
    expect(list).toMatchObject({ syncStatus: 'unsynced', organization: 'sakura-pref-bosai' });
    expect(writeListParams(list).toString()).toBe('sync=unsynced&organization=sakura-pref-bosai');
    expect(readListParams(writeListParams(list))).toEqual(list);
    expect(readListParams(new URLSearchParams('sync=everything')).syncStatus).toBeUndefined();
    expect(readListParams(new URLSearchParams('organization=')).organization).toBeUndefined();
  });
});
