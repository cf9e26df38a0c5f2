import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { desc, eq } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locales } from '../contract/locales.js';
import { datasets, instances, resources, sensitiveChecks } from '../server/db/schema/index.js';
import {
  buildResourceAt,
  checkResource,
  findResource,
} from '../server/functions/sensitive/test-support/sensitive-checks.js';
import { buildUser, type TestUser } from '../server/test-support/accounts.js';
import { buildHarvestedInstance } from '../server/test-support/catalogue.js';
import { startSampleCatalogue, type SampleCatalogue } from '../sample-catalogue/index.js';
import { cellUnder } from './support/cell-under.js';
import { dateTimeText } from './support/date-time-text.js';
import { definitionOf } from './support/definition-of.js';
import { useJourneyApp } from './support/journey-app.js';
import { findHeading, findText, shows, waitForDisabledButton } from './support/page-state.js';
import { specWords, spoken } from './support/spec-words.js';
import { openSignedInPage } from './support/signed-in.js';
import { textsOf } from './support/texts.js';

const journey = useJourneyApp();
/** Invented tables whose rows the detector reads as people, and as businesses. */
const readingTables: Record<string, string> = {
  'people.csv': [
    'name,age,gender,streetaddress,city,state,county_id,agency,share_white,county_income,urate',
    'Abraham Quill,34,Male,Clearview Ln,Springfield,IL,17167,Springfield Police Department,0.71,51234,0.08',
    'Martha Brennan,51,Female,Oak Hollow Dr,Dayton,OH,39113,Dayton Police Department,0.52,43120,0.09',
    'Daniel Okafor,28,Male,Birchwood Ave,Eugene,OR,41039,Eugene Police Department,0.83,46007,0.07',
    'Sara Lindqvist,45,Female,Pine Ridge Rd,Boise,ID,16001,Ada County Sheriff,0.88,55870,0.05',
    'Peter Havel,39,Male,Cedar Court,Reno,NV,32031,Reno Police Department,0.66,52011,0.06',
  ].join('\n'),
  'businesses.csv': [
    'Business Name,Address,City,Zip,Phone,Fax',
    'SUNRISE MART,118 ORCHARD AVE,GREEN BAY,54301,(920) 555-0143,(920) 555-0144',
    'Riverside Grill & Bar,42 Water St,SAINT LOUIS,63101,(314) 555-0111,(314) 555-0112',
    'QUONSET HARDWARE,9 Mill Rd,SAN ELIZARIO,79849,(915) 555-0170,(915) 555-0171',
    'Tarvel Dry Cleaning,77 Elm Ave,GREEN BAY,54302,(920) 555-0188,(920) 555-0189',
    'PELLOW BAKERY,301 Main St,SAINT LOUIS,63102,(314) 555-0123,(314) 555-0124',
  ].join('\n'),
};
let catalogue: SampleCatalogue;
/** Serves members.csv: more e-mail addresses than a report shows (10,000). */
let membersServer: Server;
const memberRows = 10_050;
beforeAll(async () => {
  catalogue = await startSampleCatalogue();
  const members = [
    'id,email',
    ...Array.from({ length: memberRows }, (_, i) => `${i + 1},member${i}@example.jp`),
  ].join('\n');
  membersServer = createServer((request, response) => {
    const table = readingTables[request.url!.slice(1)] ?? members;
    response.writeHead(200, { 'content-type': 'text/csv' }).end(table);
  });
  await new Promise<void>((resolve) => membersServer.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await catalogue?.close();
  await new Promise((resolve) => membersServer?.close(resolve));
});

describe.each(locales)('checking resources for sensitive information (%s)', (locale) => {
  const sensitive = textsOf(locale, 'sensitive');
  const datasetsT = textsOf(locale, 'datasets');
  const common = textsOf(locale, 'common');
  let user: TestUser;
  let workspaceId: string;
  let instanceId: string;

  beforeAll(async () => {
    user = await buildUser(journey.app, { name: `Checker ${locale}` });
    ({ workspaceId, instanceId } = await buildHarvestedInstance(journey.app, user, catalogue.url, {
      workspaceName: `Checks ${locale}`,
    }));
  });

  const signedInPage = async () => (await openSignedInPage(journey, { locale, user })).page;

  const reportPath = (resource: { id: string; datasetId: string }) =>
    `/workspaces/${workspaceId}/${instanceId}/${resource.datasetId}/${resource.id}`;

  /**
   * Clicks Check (or Recheck), sees Running (disabled), and waits for Recheck to come back. A check
   * that fails at once (a 404) may end before Running is drawn, now that a queued job starts at
   * once: `seesRunning: false` waits for the end only.
   */
  async function runCheck(
    page: Page,
    label: 'check' | 'recheck',
    within: Page | Locator = page,
    { seesRunning = true }: { seesRunning?: boolean } = {},
  ) {
    await within.getByRole('button', { name: sensitive(`actions.${label}`), exact: true }).click();
    if (seesRunning) await waitForDisabledButton(page, sensitive('actions.running'));
    await shows(
      within.getByRole('button', { name: sensitive('actions.recheck'), exact: true }),
      sensitive('actions.recheck'),
    );
  }

  const tab = (page: Page, type: string) =>
    page.getByRole('tab', { name: new RegExp(`^${sensitive(`types.${type}`)}`) });

  it('checks a CSV with personal data from the resource list: Running, the count, then the report', async () => {
    const resource = await findResource(
      journey.app,
      instanceId,
      'parking-fines-2024',
      'parking-fines.csv',
    );
    const page = await signedInPage();
    await page.goto(`/workspaces/${workspaceId}/${instanceId}/${resource.datasetId}`);
    const row = page.locator('#resources tbody tr', { hasText: 'Parking fines' });
    // The sensitive info count (sixth column) before any check.
    const count = row.getByRole('cell').nth(5);
    await shows(count, datasetsT('list.noValue'));
    expect(await count.textContent()).toBe(datasetsT('list.noValue'));
    // Never checked: the check's state says so once, beside its button.
    await shows(row.getByText(sensitive('status.notExecuted')), sensitive('status.notExecuted'));
    expect(await row.getByText(sensitive('status.notExecuted')).count()).toBe(1);
    await runCheck(page, 'check', row);
    // The resource's latest check date, on its row; the dataset's check date, on its page and in
    // the list.
    const [checkedResource] = await journey.app.runtime.db
      .select()
      .from(resources)
      .where(eq(resources.id, resource.id));
    const resourceChecked = dateTimeText(locale, checkedResource!.lastCheckedAt!);
    const resourceCheckDate = await cellUnder(
      page.locator('#resources table'),
      row,
      datasetsT('resources.lastChecked'),
    );
    await shows(resourceCheckDate, resourceChecked);
    expect(await resourceCheckDate.innerText()).toBe(resourceChecked);
    const [checkedDataset] = await journey.app.runtime.db
      .select()
      .from(datasets)
      .where(eq(datasets.id, resource.datasetId));
    const datasetChecked = dateTimeText(locale, checkedDataset!.lastCheckedAt!);
    await page.reload();
    const checkDate = definitionOf(page.locator('#status'), datasetsT('fields.checkDate'));
    await shows(checkDate, datasetChecked);
    expect(await checkDate.innerText()).toBe(datasetChecked);
    await page.goto(`/workspaces/${workspaceId}/${instanceId}?q=parking-fines-2024`);
    const listRow = page.getByRole('row').filter({ hasText: 'parking-fines-2024' });
    await shows(listRow, 'parking-fines-2024');
    const listCheckDate = await cellUnder(
      page.getByRole('table'),
      listRow,
      datasetsT('columns.lastChecked'),
    );
    expect(await listCheckDate.innerText()).toBe(datasetChecked);
    await page.goBack();
    // The count links to the report.
    await row.getByRole('link', { name: '48' }).click();
    await findHeading(page, sensitive('report.title'), 2);

    await shows(tab(page, 'PERSON_NAME'), sensitive('types.PERSON_NAME'));
    expect(await tab(page, 'PERSON_NAME').textContent()).toBe(
      `${sensitive('types.PERSON_NAME')}12`,
    );
    expect(await tab(page, 'EMAIL_ADDRESS').textContent()).toBe(
      `${sensitive('types.EMAIL_ADDRESS')}12`,
    );
    expect(await tab(page, 'PHONE_NUMBER').textContent()).toBe(
      `${sensitive('types.PHONE_NUMBER')}0`,
    );
    const rows = page.getByRole('table').first().getByRole('row');
    expect(await rows.count()).toBe(13);
    const header = await rows.first().getByRole('columnheader').allTextContents();
    expect(header).toEqual(
      ['row', 'likelihood', 'score', 'quote', 'column', 'type'].map((key) =>
        sensitive(`columns.${key}`),
      ),
    );

    await tab(page, 'OTHER').click();
    await findText(page, '5180 4227 3909 1723');
    await shows(
      page.getByRole('cell', { name: sensitive('subTypes.CREDIT_CARD_NUMBER') }).first(),
      sensitive('subTypes.CREDIT_CARD_NUMBER'),
    );
    expect(new URL(page.url()).searchParams.get('type')).toBe('OTHER');

    await page.getByLabel(sensitive('filter.minLikelihood')).selectOption('VERY_LIKELY');
    await page.waitForURL((url) => url.searchParams.get('min') === 'VERY_LIKELY');
    await page.screenshot({ path: `e2e/artifacts/sensitive-report-${locale}.png`, fullPage: true });

    await runCheck(page, 'recheck');
    const checks = await journey.app.runtime.db
      .select()
      .from(sensitiveChecks)
      .where(eq(sensitiveChecks.resourceId, resource.id))
      .orderBy(desc(sensitiveChecks.queuedAt));
    expect(checks.map((check) => check.status)).toEqual(['succeeded', 'succeeded']);
    expect(checks[0]!.requestedBy).toBe(user.id);
    await shows(
      page.getByRole('cell', { name: sensitive('history.findings', { count: '48' }) }).nth(1),
      sensitive('history.findings', { count: '48' }),
    );
  });

  it('says the check could not start, and why, when starting it fails', async () => {
    const resource = await findResource(
      journey.app,
      instanceId,
      'library-branches',
      'library-branches.csv',
    );
    const page = await signedInPage();
    await page.goto(`/workspaces/${workspaceId}/${instanceId}/${resource.datasetId}`);
    const row = page.locator('#resources tbody tr').filter({
      has: page.getByRole('button', { name: sensitive('actions.check'), exact: true }),
    });
    const check = row
      .first()
      .getByRole('button', { name: sensitive('actions.check'), exact: true });
    // The check states have loaded (the button is enabled) before the resource goes away.
    await check.and(page.locator(':enabled')).waitFor();
    // The resource goes away behind the page's back (another person deleted it).
    const [rowResource] = await journey.app.runtime.db
      .select({ id: resources.id })
      .from(resources)
      .where(eq(resources.datasetId, resource.datasetId));
    await journey.app.runtime.db.delete(resources).where(eq(resources.id, rowResource!.id));
    await check.click();
    const said = spoken(
      locale,
      specWords.checkStartFailed,
      sensitive('actions.startFailed', { reason: '' }).trim(),
    );
    const alert = page.getByRole('alert').filter({ hasText: said });
    await alert.waitFor();
    // The spec's text, then the reason in plain words.
    expect((await alert.innerText()).length).toBeGreaterThan(said.length);
    await page.screenshot({ path: `e2e/artifacts/sensitive-start-failed-${locale}.png` });
  });

  it('says when a report shows only its first 10,000 results, and when it cannot be loaded', async () => {
    const { port } = membersServer.address() as AddressInfo;
    const members = await buildResourceAt(
      journey.app,
      user,
      `http://127.0.0.1:${port}/members.csv`,
      {
        format: 'CSV',
      },
    );
    expect(await checkResource(journey.app, user, members.id)).toMatchObject({
      status: 'succeeded',
      findingCount: memberRows,
    });
    const [instance] = await journey.app.runtime.db
      .select()
      .from(instances)
      .where(eq(instances.id, members.instanceId));
    const page = await signedInPage();
    // The network drops the report's call: the spec's message, and a way to try again.
    const reportCall = '**/api/functions/sensitive.report';
    await page.route(reportCall, (route) => route.abort('failed'));
    await page.goto(
      `/workspaces/${instance!.workspaceId}/${members.instanceId}/${members.datasetId}/${members.id}`,
    );
    await findText(
      page,
      spoken(locale, specWords.reportLoadFailed, sensitive('report.loadFailed')),
    );
    await page.unroute(reportCall);
    await page.getByRole('button', { name: common('actions.retry') }).click();
    await findText(page, sensitive('report.limitMessage', { limit: '10,000', total: '10,050' }));
    expect(await page.getByRole('table').first().locator('tbody tr').count()).toBe(10_000);
  });

  it('says how it read a list of people and a list of businesses, and why', async () => {
    const { port } = membersServer.address() as AddressInfo;
    const columns = (...names: string[]) =>
      new Intl.ListFormat(locale === 'ja' ? 'ja-JP' : 'en-GB', { type: 'conjunction' }).format(
        names.map((name) => sensitive('tableKind.column', { name })),
      );
    const linesOf = (text: string) =>
      text
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
    const readingOf = async (file: string) => {
      const resource = await buildResourceAt(
        journey.app,
        user,
        `http://127.0.0.1:${port}/${file}`,
        { format: 'CSV' },
      );
      expect(await checkResource(journey.app, user, resource.id)).toMatchObject({
        status: 'succeeded',
      });
      const [instance] = await journey.app.runtime.db
        .select()
        .from(instances)
        .where(eq(instances.id, resource.instanceId));
      const page = await signedInPage();
      await page.goto(
        `/workspaces/${instance!.workspaceId}/${resource.instanceId}/${resource.datasetId}/${resource.id}`,
      );
      await findHeading(page, sensitive('report.title'), 2);
      const reading = page.getByTestId('table-judgements');
      await shows(
        reading,
        sensitive(`tableKind.verdict.${file === 'people.csv' ? 'people' : 'things'}`),
      );
      return { page, text: await reading.innerText() };
    };

    const people = await readingOf('people.csv');
    expect(people.text.startsWith(sensitive('tableKind.verdict.people'))).toBe(true);
    expect(people.text).toContain(
      sensitive('tableKind.evidence.personAttributes', { columns: columns('age', 'gender') }),
    );
    await people.page.screenshot({
      path: `e2e/artifacts/sensitive-reading-people-${locale}.png`,
      fullPage: true,
    });

    const businesses = await readingOf('businesses.csv');
    const tableReading = sensitive('tableKind.withConsequence', {
      reading: sensitive('tableKind.because', {
        verdict: sensitive('tableKind.verdict.things'),
        // The business's name column, a different one on each row, then the place column.
        evidence: [
          sensitive('tableKind.evidence.organisationNames', { columns: columns('Business Name') }),
          sensitive('tableKind.evidence.thingHeaders', { columns: columns('City') }),
        ].join(sensitive('tableKind.separator')),
      }),
      consequence: sensitive('tableKind.consequence.things'),
    });
    // Under the table's reading, what each judged column holds and why.
    const zipColumn = sensitive('columnKind.sentence', {
      column: sensitive('tableKind.column', { name: 'Zip' }),
      kind: sensitive('columnKind.kind.places'),
      evidence: sensitive('columnKind.evidence.placeValues', { share: '100%' }),
    });
    expect(linesOf(businesses.text)).toEqual([tableReading, zipColumn]);
    await businesses.page.screenshot({
      path: `e2e/artifacts/sensitive-reading-businesses-${locale}.png`,
      fullPage: true,
    });
    // The check's log says the same.
    await businesses.page.getByRole('link', { name: sensitive('report.viewLog') }).click();
    const logReading = definitionOf(businesses.page, sensitive('log.tableKind'));
    await shows(logReading, sensitive('tableKind.verdict.things'));
    expect(linesOf(await logReading.innerText())[0]).toBe(tableReading);
  });

  it('reads a Shift_JIS CSV and an XLSX file', async () => {
    const roster = await findResource(
      journey.app,
      instanceId,
      'shobodan-meibo',
      'shobodan-meibo.csv',
    );
    const page = await signedInPage();
    await page.goto(reportPath(roster));
    await runCheck(page, 'check');
    await shows(page.getByRole('cell', { name: '氏名' }).first(), '氏名');

    const host = await findResource(
      journey.app,
      instanceId,
      'business-licences',
      'business-licences.xlsx',
    );
    const [workbook] = await journey.app.runtime.db
      .insert(resources)
      .values({
        datasetId: host.datasetId,
        instanceId,
        name: '参加者名簿',
        url: `${catalogue.url}/files/event-sankasha.xlsx`,
        format: 'XLSX',
        position: 9,
      })
      .returning();
    await page.goto(reportPath(workbook!));
    await runCheck(page, 'check');
    await shows(tab(page, 'EMAIL_ADDRESS'), sensitive('types.EMAIL_ADDRESS'));
    expect(await tab(page, 'EMAIL_ADDRESS').textContent()).toBe(
      `${sensitive('types.EMAIL_ADDRESS')}25`,
    );
  });

  it('shows a download that fails, and its log', async () => {
    const dead = await findResource(journey.app, instanceId, 'iryo-kikan-ichiran', 'not-found.csv');
    const page = await signedInPage();
    await page.goto(reportPath(dead));
    await runCheck(page, 'check', page, { seesRunning: false });
    const reason = sensitive('errors.download.httpStatus', { status: '404' });
    await findText(page, sensitive('report.latestFailed', { reason }));
    await page.getByRole('link', { name: sensitive('report.viewLog') }).click();
    await findHeading(page, sensitive('log.title'));
    await shows(page.getByRole('alert'), reason);
    // The log's facts: its status and who started it.
    await shows(
      page.locator('dd', { hasText: sensitive('status.failed') }),
      sensitive('status.failed'),
    );
    await shows(page.locator('dd', { hasText: user.name }), user.name);
    expect(new URL(page.url()).pathname).toMatch(new RegExp(`^${reportPath(dead)}/[0-9a-f-]{36}$`));
  });

  it('lets the owner delete a check log, asking first, and says it was deleted', async () => {
    const dead = await findResource(journey.app, instanceId, 'iryo-kikan-ichiran', 'not-found.csv');
    const page = await signedInPage();
    await page.goto(reportPath(dead));
    await runCheck(page, 'recheck', page, { seesRunning: false });
    await page.getByRole('link', { name: sensitive('report.viewLog') }).click();
    await findHeading(page, sensitive('log.title'));
    await page.getByRole('button', { name: sensitive('log.remove.button') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(sensitive('log.remove.body')).waitFor();
    await page.screenshot({ path: `e2e/artifacts/remove-log-confirm-${locale}.png` });
    await dialog.getByRole('button', { name: sensitive('log.remove.button') }).click();
    await findText(page, sensitive('log.remove.done'));
    expect(new URL(page.url()).pathname).toBe(reportPath(dead));
  });

  it('checks every resource of a dataset in one action, with progress', async () => {
    const page = await signedInPage();
    const census = await findResource(
      journey.app,
      instanceId,
      'jinko-tokei-shikuchoson',
      'jinko-tokei.csv',
    );
    await page.goto(`/workspaces/${workspaceId}/${instanceId}/${census.datasetId}`);
    await page.getByRole('button', { name: sensitive('actions.checkAllDataset') }).click();
    await shows(
      page.getByRole('button', { name: sensitive('actions.checkingAll') }),
      sensitive('actions.checkingAll'),
    );
    const finished = sensitive('progress.finished', { total: '3' });
    await findText(page, finished);
    const rows = page.locator('#resources tbody tr');
    expect(await rows.count()).toBe(3);
    await page.screenshot({ path: `e2e/artifacts/dataset-checked-${locale}.png`, fullPage: true });
    for (let index = 0; index < 3; index += 1) {
      await shows(
        rows.nth(index).getByRole('button', { name: sensitive('actions.recheck'), exact: true }),
        sensitive('actions.recheck'),
      );
    }
  });
});
