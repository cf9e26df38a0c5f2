import type { Locator, Page } from 'playwright-core';
import { expectAccessible } from './accessibility.js';

// The functions below run inside the page. This project type-checks against Node, not the DOM,
// so the few browser globals they touch are declared here, in this module only.
declare const document: {
  title: string;
  body: { innerText: string } | null;
  activeElement: { textContent: string | null; closest(selector: string): unknown } | null;
  querySelectorAll(selector: 'button'): Iterable<{ textContent: string | null; disabled: boolean }>;
};
declare const localStorage: { getItem(key: string): string | null };
declare function requestAnimationFrame(callback: () => void): number;

/**
 * Waits for a disabled button reading `label`, found and checked in one frame: for a state that
 * lasts only as long as quick work (Running while a check runs), which a find-then-ask wait
 * could miss between its two steps.
 */
export async function waitForDisabledButton(page: Page, label: string): Promise<void> {
  await page.waitForFunction(
    (text) =>
      [...document.querySelectorAll('button')].some(
        (button) => button.textContent?.trim() === text && button.disabled,
      ),
    label,
    { polling: 'raf' },
  );
}

/** Waits until the keyboard focus is inside `selector` (e.g. an opened menu). */
export async function waitForFocusInside(page: Page, selector: string): Promise<void> {
  await page.waitForFunction(
    (inside) => Boolean(document.activeElement?.closest(inside)),
    selector,
  );
}

/**
 * Waits until `locator` holds the keyboard focus: after an arrow key in a menu, or when a dialog
 * gives the focus back to its opener (a moment after the dialog leaves the page, not in the same
 * frame).
 */
export async function waitForFocusOn(locator: Locator, timeout = 5000): Promise<void> {
  const element = await locator.elementHandle();
  try {
    await locator
      .page()
      .waitForFunction((target) => target === (document.activeElement as unknown), element, {
        timeout,
      });
  } catch {
    throw new Error(`${String(locator)} did not get the focus within ${timeout} ms`);
  } finally {
    await element?.dispose();
  }
}

/** Waits for the next frame and the page's pending zero-delay tasks: what settles after a UI change. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
  );
}

export async function waitForTitle(page: Page, title: string): Promise<void> {
  await page.waitForFunction((expected) => document.title === expected, title);
}

export function storedItem(page: Page, key: string): Promise<string | null> {
  return page.evaluate((name) => localStorage.getItem(name), key);
}

/**
 * Waits until `locator` is visible, then audits the view with axe-core (once per route, language
 * and open dialog; see expectAccessible), so every page and dialog a journey waits for is
 * checked for accessibility in the language and role that journey uses. Playwright re-checks a locator on a backing-off schedule (up
 * to every 500 ms, which would dominate these journeys); waiting first, frame by frame, for its
 * `text` to be on the page wakes us as soon as the page shows it.
 */
export async function shows(locator: Locator, text: string): Promise<Locator> {
  await showsTransient(locator, text);
  await expectAccessible(locator.page());
  return locator;
}

/**
 * Waits like `shows` but does not audit: for a state that lasts only a moment (Running while a
 * quick check runs), which an audit's second would outlast. The settled view is audited by the
 * next `shows`.
 */
export async function showsTransient(locator: Locator, text: string): Promise<Locator> {
  await locator
    .page()
    .waitForFunction((expected) => document.body?.innerText.includes(expected) ?? false, text, {
      polling: 'raf',
    });
  await locator.waitFor();
  return locator;
}

export function findHeading(page: Page, name: string, level = 1): Promise<Locator> {
  return shows(page.getByRole('heading', { level, name }), name);
}

export function findText(page: Page, text: string): Promise<Locator> {
  return shows(page.getByText(text), text);
}

declare const window: {
  document: {
    querySelector(selector: string): unknown;
    querySelectorAll(selector: string): { length: number };
  };
};

/** Waits until `selector` matches exactly `count` elements. */
export async function waitForCount(page: Page, selector: string, count: number): Promise<void> {
  await page.waitForFunction(
    ([css, expected]) => window.document.querySelectorAll(css as string).length === expected,
    [selector, count] as const,
    { polling: 'raf' },
  );
}
