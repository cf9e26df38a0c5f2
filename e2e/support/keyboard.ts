import type { Locator, Page } from 'playwright-core';

// Runs inside the page (this project type-checks against Node, not the DOM).
interface FocusedElement {
  getAttribute(name: string): string | null;
  innerText?: string;
  labels?: ArrayLike<{ innerText: string }> | null;
  matches(selector: string): boolean;
}
declare const document: { activeElement: FocusedElement | null };
declare function getComputedStyle(element: FocusedElement): {
  outlineStyle: string;
  outlineWidth: string;
  boxShadow: string;
};

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

/**
 * Presses Tab until the focused element matches `selector` (e.g. the first tab of a tab list,
 * whose name carries a count); fails like tabTo when it is not reached.
 */
export async function tabToMatching(page: Page, selector: string, maxPresses = 60): Promise<void> {
  for (let press = 0; press < maxPresses; press++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((css) => document.activeElement?.matches(css) ?? false, selector))
      return;
  }
  throw new Error(`nothing matching ${selector} was reached with ${maxPresses} presses of Tab`);
}

/**
 * Presses Tab until `locator` has the focus: for a control whose accessible name differs from
 * its text (a sort header's arrow is hidden from screen readers but not from innerText).
 */
export async function tabToControl(page: Page, locator: Locator, maxPresses = 60): Promise<void> {
  for (let press = 0; press < maxPresses; press++) {
    await page.keyboard.press('Tab');
    if (await hasFocus(locator)) return;
  }
  throw new Error(`${String(locator)} was not reached with ${maxPresses} presses of Tab`);
}

/** Whether `locator` holds the keyboard focus now. */
function hasFocus(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === (document.activeElement as unknown));
}

/**
 * Whether the focused element shows that it has the focus, as a keyboard user needs to see:
 * it matches :focus-visible and draws an outline or a ring (box-shadow) there.
 */
export function focusIsVisible(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || !element.matches(':focus-visible')) return false;
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return outline || (style.boxShadow !== 'none' && style.boxShadow !== '');
  });
}

/** Presses Tab until `name` has the focus (see tabTo) and checks that the focus can be seen. */
export async function tabToVisibly(page: Page, name: string, maxPresses = 60): Promise<void> {
  await tabTo(page, name, maxPresses);
  if (!(await focusIsVisible(page)))
    throw new Error(`"${name}" has the focus but does not show it`);
}
