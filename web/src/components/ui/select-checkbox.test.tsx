// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SelectCheckbox } from './select-checkbox';

const box = () =>
  screen.getByRole<HTMLInputElement>('checkbox', { name: 'Select all on this page' });

describe('the selection checkbox', () => {
  afterEach(cleanup);

  it('is named for screen readers and reports a tick', () => {
    const onChange = vi.fn();
    render(<SelectCheckbox label="Select all on this page" checked={false} onChange={onChange} />);
    expect(box().checked).toBe(false);
    fireEvent.click(box());
    expect(onChange).toHaveBeenCalledOnce();
  });

  it('shows "mixed" while only some rows are ticked, and clears it when all or none are', () => {
    const onChange = vi.fn();
    const mixed = (
      <SelectCheckbox
        label="Select all on this page"
        checked={false}
        indeterminate
        onChange={onChange}
      />
    );
    const { rerender } = render(mixed);
    expect(box().indeterminate).toBe(true);
    rerender(<SelectCheckbox label="Select all on this page" checked onChange={onChange} />);
    expect(box().indeterminate).toBe(false);
    expect(box().checked).toBe(true);
    rerender(mixed);
    expect(box().indeterminate).toBe(true);
  });

  it('cannot be ticked while disabled (e.g. at the limit of ticked rows)', () => {
    const onChange = vi.fn();
    render(
      <SelectCheckbox
        label="Select all on this page"
        checked={false}
        disabled
        onChange={onChange}
      />,
    );
    expect(box().disabled).toBe(true);
  });
});
