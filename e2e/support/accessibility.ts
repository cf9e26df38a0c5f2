import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { artifactsDir } from './browser.js';

// Runs inside the page (this project type-checks against Node, not the DOM).
declare const document: {
  documentElement: { lang: string };
  getElementById(id: string): { textContent: string | null } | null;
  getAnimations(): {
    finished: Promise<unknown>;
    effect: { getComputedTiming(): { endTime?: number | string } } | null;
  }[];
  querySelectorAll(selector: string): ArrayLike<{ getAttribute(name: string): string | null }>;
};
declare const location: { pathname: string };

/** What one audit covers: the page (ids folded away), its language and any open dialog. */
async function viewKey(page: Page): Promise<string> {
  return page.evaluate(() => {
    const dialogs = Array.from(document.querySelectorAll('[role="dialog"],[role="alertdialog"]'))
      .map((dialog) => {
        // A dialog is named by its title, so the log says which one was audited.
        const titleId = dialog.getAttribute('aria-labelledby');
        const title = titleId ? document.getElementById(titleId)?.textContent : null;
        return title ?? dialog.getAttribute('aria-label') ?? 'untitled';
      })
      .join('+');
    const route = location.pathname.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, ':id');
    return `${document.documentElement.lang} ${route}${dialogs ? ` [dialog ${dialogs}]` : ''}`;
  });
}

const audited = new WeakMap<Page, Set<string>>();

/**
 * Fails when axe-core finds a serious or critical WCAG 2.2 AA violation on what the page shows
 * now. Each view (route, language, open dialog) is audited once per browser page; every result
 * is appended to e2e/artifacts/accessibility.log so a run lists what it covered. A `label` names
 * a state of the same route worth its own audit (a preview shown under the form, a view chosen
 * by the query string), so it is audited even when the route was.
 */
export async function expectAccessible(page: Page, label = ''): Promise<void> {
  const key = `${await viewKey(page)}${label ? ` {${label}}` : ''}`;
  const seen = audited.get(page) ?? new Set<string>();
  audited.set(page, seen);
  if (seen.has(key)) return;
  seen.add(key);
  // A dialog fading in is half transparent: audit what a person sees once it has settled.
  // Spinners loop for ever and an element that goes away cancels its animation: wait only for
  // animations that end, and take a cancelled one as ended.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) =>
          Number.isFinite(Number(animation.effect?.getComputedTiming().endTime ?? Infinity)),
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page: page as never })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const blocking = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  mkdirSync(artifactsDir, { recursive: true });
  appendFileSync(
    path.join(artifactsDir, 'accessibility.log'),
    `${blocking.length === 0 ? 'pass' : 'FAIL'} ${key}` +
      ` — ${expect.getState().currentTestName ?? ''}` +
      `${results.violations.length ? ` found: ${results.violations.map((v) => `${v.id} (${v.impact})`).join(', ')}` : ''}\n`,
  );
  if (blocking.length === 0) return;
  const details = blocking
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help}\n` +
        violation.nodes
          .slice(0, 5)
          .map((node) => `    ${node.target.join(' ')} — ${node.failureSummary ?? ''}`)
          .join('\n'),
    )
    .join('\n');
  throw new Error(`Accessibility violations on ${key}:\n${details}`);
}
