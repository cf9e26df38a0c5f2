import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import styles from './button.module.css';
import spinnerStyles from './spinner.module.css';

/** The class names of the one button in `html`. */
function classesOf(html: string): string[] {
  const match = /^<button[^>]* class="([^"]*)"/.exec(html);
  return match?.[1]?.split(' ') ?? [];
}

const render = renderToStaticMarkup;

describe('Button options (spec §9)', () => {
  it('is secondary unless asked to be primary, and each look has its own style', () => {
    const looks = ['primary', 'secondary', 'small', 'border', 'warning'] as const;
    for (const look of looks) expect(styles[look], look).toBeTruthy();
    expect(new Set(looks.map((look) => styles[look])).size).toBe(looks.length);

    expect(classesOf(render(<Button>Save</Button>))).toContain(styles.secondary);
    expect(classesOf(render(<Button>Save</Button>))).not.toContain(styles.primary);
    const primary = classesOf(render(<Button variant="primary">Save</Button>));
    expect(primary).toContain(styles.primary);
    expect(primary).not.toContain(styles.secondary);
  });

  it('adds small, border and warning to either look, alone or together', () => {
    expect(classesOf(render(<Button small>Save</Button>))).toContain(styles.small);
    expect(classesOf(render(<Button border>Save</Button>))).toContain(styles.border);
    const risky = classesOf(
      render(
        <Button variant="primary" warning small border>
          Delete
        </Button>,
      ),
    );
    expect(risky).toEqual(
      expect.arrayContaining([styles.primary, styles.warning, styles.small, styles.border]),
    );
    expect(classesOf(render(<Button>Save</Button>))).not.toEqual(
      expect.arrayContaining([styles.small]),
    );
  });

  it('shows an optional icon before its text, hidden from screen readers', () => {
    const html = render(<Button icon={<svg data-icon="plus" />}>Create New</Button>);
    expect(html).toMatch(
      /<span class="[^"]+" aria-hidden="true"><svg data-icon="plus"><\/svg><\/span>Create New/,
    );
    expect(render(<Button>Create New</Button>)).not.toContain('aria-hidden');
  });

  it('can be disabled', () => {
    expect(render(<Button disabled>Sync</Button>)).toMatch(/^<button [^>]*disabled=""/);
    expect(render(<Button>Sync</Button>)).not.toContain('disabled');
  });

  it('while processing is disabled, busy and shows a spinner in place of its icon', () => {
    const html = render(
      <Button processing icon={<svg data-icon="play" />}>
        Running
      </Button>,
    );
    expect(html).toMatch(/^<button [^>]*disabled=""/);
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain(`class="${spinnerStyles.spinner}"`);
    expect(html).not.toContain('data-icon="play"');
    expect(html).toMatch(/Running<\/button>$/);
    const idle = render(<Button icon={<svg data-icon="play" />}>Check</Button>);
    expect(idle).not.toContain(spinnerStyles.spinner);
    expect(idle).not.toContain('aria-busy');
  });
});
