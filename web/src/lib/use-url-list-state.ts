import { useSearchParams } from 'react-router';
import { defaultRowsPerPage, rowsPerPageOptions } from '@contract/enums';

/** How one piece of a list's state reads from, and writes to, its address-bar parameter. */
export interface UrlParam<T> {
  name: string;
  read(raw: string | null): T;
  /** The parameter's text, or undefined to leave it out (it holds its default). */
  write(value: T): string | undefined;
}

type UrlListSchema = Record<string, UrlParam<unknown>>;
export type UrlListState<S extends UrlListSchema> = {
  [K in keyof S]: S[K] extends UrlParam<infer T> ? T : never;
};

/** Free text (a search); empty is left out. */
export const textParam = (name: string): UrlParam<string> => ({
  name,
  read: (raw) => raw ?? '',
  write: (value) => value || undefined,
});

/** An optional value (e.g. an id to filter by); empty reads as undefined. */
export const optionalParam = (name: string): UrlParam<string | undefined> => ({
  name,
  read: (raw) => raw || undefined,
  write: (value) => value,
});

/** One of `options`, or undefined (no filter) for anything else. */
export function choiceParam<T extends string>(
  name: string,
  options: readonly T[],
): UrlParam<T | undefined> {
  return {
    name,
    read: (raw) => ((options as readonly string[]).includes(raw ?? '') ? (raw as T) : undefined),
    write: (value) => value,
  };
}

/** One of `options`, falling back to `fallback`, which is left out of the address. */
export function choiceWithDefaultParam<T extends string>(
  name: string,
  options: readonly T[],
  fallback: T,
): UrlParam<T> {
  return {
    name,
    read: (raw) => ((options as readonly string[]).includes(raw ?? '') ? (raw as T) : fallback),
    write: (value) => (value === fallback ? undefined : value),
  };
}

/** A parameter that always holds one value while this list shows (e.g. `view=links`). */
export const fixedParam = (name: string, value: string): UrlParam<string> => ({
  name,
  read: () => value,
  write: () => value,
});

/** The page number, from 1; page 1 is left out. */
export const pageParam: UrlParam<number> = {
  name: 'page',
  read: (raw) => Math.max(1, Math.floor(Number(raw)) || 1),
  write: (value) => (value > 1 ? String(value) : undefined),
};

/** Rows per page, one of the pager's choices; the default is left out. */
export const rowsParam: UrlParam<number> = {
  name: 'rows',
  read: (raw) =>
    (rowsPerPageOptions as readonly number[]).includes(Number(raw))
      ? Number(raw)
      : defaultRowsPerPage,
  write: (value) => (value === defaultRowsPerPage ? undefined : String(value)),
};

export function readUrlListState<S extends UrlListSchema>(
  schema: S,
  search: URLSearchParams,
): UrlListState<S> {
  return Object.fromEntries(
    Object.entries(schema).map(([key, param]) => [key, param.read(search.get(param.name))]),
  ) as UrlListState<S>;
}

/** The address form of a list: defaults are left out, so a plain list has a plain address. */
export function writeUrlListState<S extends UrlListSchema>(
  schema: S,
  state: UrlListState<S>,
  keep: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const search = new URLSearchParams(keep);
  for (const [key, param] of Object.entries(schema)) {
    const text = param.write(state[key as keyof S]);
    if (text) search.set(param.name, text);
    else search.delete(param.name);
  }
  return search;
}

/**
 * A list's search, sort, filters and page in the address bar, so it can be bookmarked, shared
 * and gone back to. Each change is built from the address bar as it is when the change lands —
 * react-router hands a functional update the parameters of the last render, which loses the
 * first of two quick changes (clear the search, then pick a sort). Any change other than the
 * page itself starts again at page 1; parameters the list does not own are kept.
 */
export function useUrlListState<S extends UrlListSchema>(
  schema: S,
): { state: UrlListState<S>; update: (changes: Partial<UrlListState<S>>) => void } {
  const [search, setSearch] = useSearchParams();
  const update = (changes: Partial<UrlListState<S>>) => {
    const current = new URLSearchParams(window.location.search);
    const firstPage = 'page' in schema && !('page' in changes) ? { page: 1 } : {};
    setSearch(
      writeUrlListState(
        schema,
        { ...readUrlListState(schema, current), ...firstPage, ...changes },
        current,
      ),
    );
  };
  return { state: readUrlListState(schema, search), update };
}
