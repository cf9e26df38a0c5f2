import { QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { avatarHashQuery } from '@web/lib/avatar-hash-query';
import { createQueryClient } from '@web/lib/query-client';
import { Avatar } from './avatar';

const email = 'hanako@example.jp';

afterEach(() => {
  vi.useRealTimers();
});

describe('Avatar', () => {
  it('is drawn at the spec sizes: small 16, medium 24, large 48, xl 80, and 44 in the header', () => {
    const queryClient = createQueryClient();
    const sizes = { small: 16, medium: 24, large: 48, xl: 80, header: 44 } as const;
    for (const [size, pixels] of Object.entries(sizes)) {
      const html = renderToStaticMarkup(
        <QueryClientProvider client={queryClient}>
          <Avatar email={email} size={size as keyof typeof sizes} source="local" />
        </QueryClientProvider>,
      );
      expect(html, size).toContain(`style="width:${pixels}px;height:${pixels}px"`);
    }
  });

  it('keeps its avatar URL cached indefinitely: a year on it is still fresh and still drawn', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const queryClient = createQueryClient();
    const hash = await queryClient.fetchQuery(avatarHashQuery(email));

    vi.advanceTimersByTime(365 * 24 * 60 * 60 * 1000);

    const cached = queryClient.getQueryCache().find({ queryKey: avatarHashQuery(email).queryKey });
    expect(cached?.state.data).toBe(hash);
    expect(cached?.isStale()).toBe(false);
    const html = renderToStaticMarkup(
      <QueryClientProvider client={queryClient}>
        <Avatar email={email} size="header" source="external" />
      </QueryClientProvider>,
    );
    expect(html).toContain(`data-avatar-hash="${hash}"`);
    expect(html).toContain(`src="https://www.gravatar.com/avatar/${hash}?s=88&amp;d=identicon"`);
  });
});
