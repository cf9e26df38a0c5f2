// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CopyButton, copiedFlagMs } from './copy-button';

describe('CopyButton', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: vi.fn(async () => {}) },
      configurable: true,
    });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('copies the text and reads "Copied" for exactly 1,500 ms (spec §9)', async () => {
    expect(copiedFlagMs).toBe(1500);
    render(<CopyButton text="secret-key" label="Copy" copiedLabel="Copied" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    });
    expect(navigator.clipboard.writeText).toHaveBeenCalledWith('secret-key');
    expect(screen.getByRole('button').textContent).toBe('Copied');

    act(() => vi.advanceTimersByTime(1499));
    expect(screen.getByRole('button').textContent).toBe('Copied');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button').textContent).toBe('Copy');
  });

  it('starts the 1,500 ms again on a second press while the flag shows', async () => {
    render(<CopyButton text="k" label="Copy" copiedLabel="Copied" />);
    await act(async () => fireEvent.click(screen.getByRole('button')));
    act(() => vi.advanceTimersByTime(1000));
    await act(async () => fireEvent.click(screen.getByRole('button')));
    act(() => vi.advanceTimersByTime(1499));
    expect(screen.getByRole('button').textContent).toBe('Copied');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button').textContent).toBe('Copy');
  });
});
