import type { Locator, Page } from 'playwright-core';

// The functions below run inside the page; this project type-checks against Node, not the DOM, so
// the browser globals they touch are declared here, in this module only.
interface TextChange {
  text: string;
  at: number;
}
declare const window: { textChanges: TextChange[] };
declare class MutationObserver {
  constructor(callback: () => void);
  observe(target: unknown, options: Record<string, boolean>): void;
}

/**
 * From now on the page notes each change of `locator`'s text with the browser's own clock, so a
 * duration on screen is measured where it happens (the test's round trips to the browser would
 * add their own delays).
 */
export async function recordTextChanges(locator: Locator): Promise<void> {
  await locator.evaluate((element: { textContent: string | null }) => {
    window.textChanges = [];
    new MutationObserver(() =>
      window.textChanges.push({
        text: (element.textContent ?? '').trim(),
        at: performance.now(),
      }),
    ).observe(element, { childList: true, subtree: true, characterData: true });
  });
}

/** How long `text` showed: from its first appearance to the last change to `after`, in ms. */
export async function shownFor(page: Page, text: string, after: string): Promise<number> {
  const changes = await page.evaluate(() => window.textChanges);
  const shown = changes.find((change) => change.text === text);
  const gone = changes.findLast((change) => change.text === after);
  if (!shown || !gone)
    throw new Error(`"${text}" then "${after}" not seen: ${JSON.stringify(changes)}`);
  return gone.at - shown.at;
}
