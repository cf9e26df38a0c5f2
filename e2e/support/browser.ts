import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { onTestFinished } from 'vitest';
import { projectRoot } from '#server/lib/project-root.js';
import type { Locale } from '#contract/locales.js';

export const artifactsDir = path.join(projectRoot, 'e2e/artifacts');

/** Debian's chromium (installed by .ci/run); never a downloaded browser. */
export function chromiumPath(): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return fromEnv;
  try {
    return execFileSync('sh', ['-c', 'command -v chromium'], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error('Chromium is missing: apt-get install -y chromium (or set CHROMIUM_PATH)');
  }
}

let netLogs = 0;

/** `extraArgs`: e.g. `--host-resolver-rules=…` to reach a proxy's name at a chosen address. */
export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
      // E2E_NET_LOG_DIR set: Chromium's own log of every connection and request, to read after
      // a journey failed on a network error (chrome://net-export's format).
      ...(process.env.E2E_NET_LOG_DIR
        ? [`--log-net-log=${process.env.E2E_NET_LOG_DIR}/net-log-${process.pid}-${++netLogs}.json`]
        : []),
      ...extraArgs,
    ],
  });
}

const browserLocales: Record<Locale, string> = { en: 'en-GB', ja: 'ja-JP' };

/**
 * A fresh browser context (no cookies, no localStorage) whose language is `locale`, for the test
 * that calls it: a failure leaves a full-page screenshot in e2e/artifacts, an uncaught error in
 * the page fails the test, and the context closes when the test ends.
 */
export async function openPage(
  browser: Browser,
  options: {
    locale: Locale;
    baseUrl: string;
    ignoreHTTPSErrors?: boolean;
    /** The browser's own language tag when it is neither of ours (e.g. fr-FR); `locale` otherwise. */
    browserLocale?: string;
  },
): Promise<Page> {
  const context: BrowserContext = await browser.newContext({
    baseURL: options.baseUrl,
    // A proxy's certificate made for the test run is trusted by no authority.
    ignoreHTTPSErrors: options.ignoreHTTPSErrors ?? false,
    locale: options.browserLocale ?? browserLocales[options.locale],
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  // How long a step may wait for the page before the journey fails. Only a journey that fails
  // waits it out; CI runs two journeys beside unit files on two cores, where a check or a page
  // behind the proxy took more than 15 s under a load of 8 to 10.
  page.setDefaultTimeout(30_000);
  const uncaught: Error[] = [];
  page.on('pageerror', (error) => uncaught.push(error));
  // Requests the server refused or that never got an answer, for a failed journey's log.
  const troubles: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 500)
      troubles.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  page.on('requestfailed', (request) =>
    troubles.push(
      `${request.failure()?.errorText ?? 'failed'} ${request.method()} ${request.url()}`,
    ),
  );
  // One handler, as vitest runs onTestFinished before onTestFailed: shoot first, then close.
  onTestFinished(async ({ task }) => {
    if (task.result?.state === 'fail') {
      mkdirSync(artifactsDir, { recursive: true });
      const name = task.fullName.replace(/[^\w\u3040-\u30ff\u4e00-\u9fff-]+/g, '_');
      await page.screenshot({
        path: path.join(artifactsDir, `failed-${name}.png`),
        fullPage: true,
      });
      // CI keeps only the log: say there what the page showed when the journey gave up.
      console.error(await pageAtFailure(page));
      if (troubles.length) console.error(`Requests that failed: ${troubles.join('; ')}`);
    }
    await context.close();
    // A journey that passes while the page threw has not passed.
    if (uncaught.length)
      throw new Error(`The page threw: ${uncaught.map((error) => error.message).join('; ')}`);
  });
  return page;
}

/** The page's address and visible text (cut), for a failed journey's log. */
async function pageAtFailure(page: Page): Promise<string> {
  const text = await page
    .locator('body')
    .innerText({ timeout: 5_000 })
    .catch((error: Error) => `(the page could not be read: ${error.message})`);
  const shown = text.replace(/\s+/g, ' ').trim();
  return `The page at ${page.url()} showed: ${shown.length > 2_000 ? `${shown.slice(0, 2_000)}…` : shown}`;
}
