import type { Locator, Page } from 'playwright-core';

/** The value (`<dd>`) a definition list gives for `term` (`<dt>`), inside `scope`. */
export function definitionOf(scope: Page | Locator, term: string): Locator {
  return scope.locator(`xpath=.//dt[normalize-space()="${term}"]/following-sibling::dd[1]`).first();
}
