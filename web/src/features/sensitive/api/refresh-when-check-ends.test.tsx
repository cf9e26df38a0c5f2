// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useRefreshWhenCheckEnds } from './refresh-when-check-ends';

type Ids = { active: string | undefined; finished: string | undefined };

/** The hook on a query client holding a fresh datasets.get; tells whether it went stale. */
function watch(initialProps: Ids) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(['datasets.get', { datasetId: 'd' }], { title: 'Rainfall' });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(
    ({ active, finished }: Ids) => useRefreshWhenCheckEnds(active, finished),
    { initialProps, wrapper },
  );
  const stale = () =>
    queryClient.getQueryState(['datasets.get', { datasetId: 'd' }])!.isInvalidated;
  return { rerender: hook.rerender, stale };
}

describe('reading again what a check changed, when it ends', () => {
  it('refreshes when the running check the page saw has ended', () => {
    const page = watch({ active: 'c2', finished: 'c1' });
    page.rerender({ active: 'c2', finished: 'c1' });
    expect(page.stale()).toBe(false);
    page.rerender({ active: undefined, finished: 'c2' });
    expect(page.stale()).toBe(true);
  });

  it('refreshes when a new check has finished that the page never saw running', () => {
    const page = watch({ active: undefined, finished: 'c1' });
    page.rerender({ active: undefined, finished: 'c2' });
    expect(page.stale()).toBe(true);
  });

  it('does not refresh while the report loads, or when nothing ended', () => {
    const page = watch({ active: undefined, finished: undefined });
    page.rerender({ active: undefined, finished: 'c1' });
    page.rerender({ active: undefined, finished: 'c1' });
    // A reload of the report (no answer for a moment) is no new check either.
    page.rerender({ active: undefined, finished: undefined });
    page.rerender({ active: undefined, finished: 'c1' });
    expect(page.stale()).toBe(false);
  });
});
