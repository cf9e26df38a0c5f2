// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StatusAnnouncer } from './status-announcer';

describe('the status announcer', () => {
  afterEach(cleanup);

  it('is a polite live region present before any message, so the change is announced', () => {
    const { rerender } = render(<StatusAnnouncer message="" />);
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');
    rerender(<StatusAnnouncer message="Running" />);
    expect(screen.getByRole('status')).toBe(region);
    expect(region.textContent).toBe('Running');
    rerender(<StatusAnnouncer message="Check finished" />);
    expect(region.textContent).toBe('Check finished');
  });
});
