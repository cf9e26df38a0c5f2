import { useLayoutEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router';
import { keepsScrollPosition, type RoutePlace } from './scroll-policy';

/** Scrolls to the top when the path changes; a new query string alone keeps the place. */
export function useScrollToTop(): void {
  const { pathname } = useLocation();
  const matches = useMatches();
  const leaf = matches.at(-1);
  const previous = useRef<RoutePlace | undefined>(undefined);

  useLayoutEffect(() => {
    if (!leaf) return;
    const place = { routeId: leaf.id, params: leaf.params };
    if (previous.current && !keepsScrollPosition(previous.current, place)) window.scrollTo(0, 0);
    previous.current = place;
    // Only a new path is a navigation here; `leaf` follows it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
}
