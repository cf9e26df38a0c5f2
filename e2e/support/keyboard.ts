import type { Page } from 'playwright-core';

// Runs inside the page (this project type-checks against Node, not the DOM).
interface FocusedElement {
  getAttribute(name: string): string | null;
  innerText?: string;
  labels?: ArrayLike<{ innerText: string }> | null;
}
declare const document: { activeElement: FocusedElement | null };

/** What a screen reader would call the focused element, near enough: its label or its text. */
function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element) return '';
    const label = element.getAttribute('aria-label') ?? element.labels?.[0]?.innerText ?? '';
    return (label || element.innerText || '').trim();
  });
}

/**
 * Presses Tab (only the keyboard, as a person without a mouse would) until the focused element
 * is called `name`; fails when it is not reached within `maxPresses`, which is the finding: that
 * control is not reachable by keyboard.
 */
export async function tabTo(page: Page, name: string, maxPresses = 60): Promise<void> {
  for (let press = 0; press < maxPresses; press++) {
    await page.keyboard.press('Tab');
    if ((await focusedName(page)) === name) return;
  }
  throw new Error(`"${name}" was not reached with ${maxPresses} presses of Tab`);
}
