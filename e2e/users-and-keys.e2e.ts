import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { locales, type Locale } from '../contract/locales.js';
import { startSampleCatalogue, type SampleCatalogue } from '../sample-catalogue/index.js';
import { datasets, events, mailOutbox, workspaceMembers } from '../server/db/schema/index.js';
import { buildUser } from '../server/test-support/accounts.js';
import { buildHarvestedInstance, waitForHarvest } from '../server/test-support/catalogue.js';
import { callFunction } from '../server/test-support/call-function.js';
import { openPage } from './support/browser.js';
import { useJourneyApp } from './support/journey-app.js';
import { findHeading, findText, shows } from './support/page-state.js';
import { recordTextChanges, shownFor } from './support/text-changes.js';
import { logIn } from './support/sign-in.js';
import { textsOf } from './support/texts.js';

const journey = useJourneyApp();
const run = promisify(execFile);
let catalogue: SampleCatalogue;

beforeAll(async () => {
  catalogue = await startSampleCatalogue();
});
afterAll(() => catalogue?.close());

/** A workspace of `owner` with instance A (midori-city) and instance B (riverside-council). */
async function twoInstances(owner: Awaited<ReturnType<typeof buildUser>>, name: string) {
  const { workspaceId, instanceId: instanceA } = await buildHarvestedInstance(
    journey.app,
    owner,
    catalogue.url,
    { organizationIds: 'midori-city', workspaceName: name },
  );
  await callFunction(
    journey.app,
    'instances.update',
    { instanceId: instanceA, name: 'Midori' },
    { cookie: owner.cookie },
  );
  const created = await callFunction<{ id: string }>(
    journey.app,
    'instances.create',
    {
      workspaceId,
      name: 'Riverside',
      url: catalogue.url,
      limitScope: true,
      organizationIds: 'riverside-council',
    },
    { cookie: owner.cookie },
  );
  await waitForHarvest(journey.app, created.result.id);
  return { workspaceId, instanceA, instanceB: created.result.id };
}

const invitationLink = (email: string) =>
  vi.waitFor(
    async () => {
      const [mail] = await journey.app.runtime.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, email));
      const link = mail?.text.match(/https?:\/\/\S+\/invitations\/\S+/)?.[0];
      if (!link) throw new Error(`No invitation mail to ${email} yet`);
      return link;
    },
    { timeout: 20_000, interval: 100 },
  );

const people: Record<Locale, { admin: string; colleague: string; email: string }> = {
  en: { admin: 'Alice Admin', colleague: 'Ben Editor', email: 'ben.editor@example.org' },
  ja: { admin: '管理 花子', colleague: '編集 太郎', email: 'taro.henshu@example.jp' },
};

describe.each(locales)('users and keys (%s)', (locale) => {
  const users = textsOf(locale, 'members');
  const invitation = textsOf(locale, 'invitations');
  const apiKeys = textsOf(locale, 'apiKeys');
  const datasetTexts = textsOf(locale, 'datasets');
  const person = people[locale];

  it('an admin invites a colleague as editor of one instance; the colleague signs up from the mail; the admin makes them viewer', async () => {
    const admin = await buildUser(journey.app, { name: person.admin });
    const { workspaceId, instanceA, instanceB } = await twoInstances(admin, `Team ${locale}`);
    const page = await openPage(journey.browser, { locale, baseUrl: journey.baseUrl });
    await logIn(page, locale, admin);
    await page.goto(`/workspaces/${workspaceId}/users`);
    await findHeading(page, users('title'));
    // The roles are documented on the page.
    await findText(page, users('guide.editor'));

    await page.getByRole('button', { name: users('invite') }).click();
    const dialog = page.getByRole('dialog', { name: users('inviteDialog.title') });
    await shows(dialog, users('inviteDialog.description'));
    await dialog.getByLabel(users('inviteDialog.email')).fill(person.email);
    await dialog.getByLabel(users('inviteDialog.role')).selectOption('editor');
    await dialog.getByRole('checkbox', { name: 'Midori' }).check();
    await page.screenshot({ path: `e2e/artifacts/invite-${locale}.png` });
    await dialog.getByRole('button', { name: users('inviteDialog.submit') }).click();
    await findText(page, users('inviteDialog.sent', { email: person.email }));
    await shows(page.getByRole('rowheader', { name: person.email }), person.email);

    // The colleague, in a browser of their own, opens the link from the mail.
    const link = await invitationLink(person.email);
    const theirs = await openPage(journey.browser, { locale, baseUrl: journey.baseUrl });
    await theirs.goto(link);
    await findHeading(theirs, invitation('title', { workspace: `Team ${locale}` }));
    await findHeading(theirs, invitation('signupHeading'), 2);
    await theirs.getByLabel(invitation('displayName')).fill(person.colleague);
    await theirs.getByLabel(invitation('password'), { exact: true }).fill('a long enough password');
    await theirs.getByRole('button', { name: invitation('signupSubmit') }).click();
    await theirs.waitForURL(`${journey.baseUrl}/workspaces/${workspaceId}`);
    await shows(
      theirs.getByRole('banner').getByRole('button', { name: person.colleague }),
      person.colleague,
    );
    const colleagueCookie = (await theirs.context().cookies())
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join('; ');
    const mayEdit = async (instanceId: string) =>
      (
        await callFunction<{ permissions: { edit: boolean } }>(
          journey.app,
          'instances.get',
          { instanceId },
          { cookie: colleagueCookie },
        )
      ).result.permissions.edit;
    expect([await mayEdit(instanceA), await mayEdit(instanceB)]).toEqual([true, false]);

    // On screen: Midori's datasets offer Edit, Riverside's are read-only.
    const [inA] = await journey.app.runtime.db
      .select()
      .from(datasets)
      .where(eq(datasets.instanceId, instanceA));
    const [inB] = await journey.app.runtime.db
      .select()
      .from(datasets)
      .where(eq(datasets.instanceId, instanceB));
    const editButton = theirs.getByRole('link', {
      name: datasetTexts('detail.edit'),
      exact: true,
    });
    await theirs.goto(`/workspaces/${workspaceId}/${instanceB}/${inB!.id}`);
    await findHeading(theirs, inB!.title || inB!.name);
    expect(await editButton.count()).toBe(0);
    await theirs.goto(`/workspaces/${workspaceId}/${instanceA}/${inA!.id}`);
    await findHeading(theirs, inA!.title || inA!.name);
    await editButton.waitFor();

    // The admin sees them as a member, editor of Midori, and makes them a viewer.
    await page.reload();
    const row = page.getByRole('row', { name: new RegExp(person.colleague) });
    await shows(row, users('members.destinationWholeInstance', { instance: 'Midori' }));
    await row
      .getByRole('button', { name: users('members.editOf', { name: person.colleague }) })
      .click();
    const edit = page.getByRole('dialog');
    await edit.getByLabel(users('editDialog.role')).selectOption('viewer');
    await edit.getByRole('button', { name: users('editDialog.save') }).click();
    await findText(page, users('editDialog.saved', { name: person.colleague }));
    await shows(row, users('members.destinationNone'));
    await page.screenshot({ path: `e2e/artifacts/users-${locale}.png`, fullPage: true });
    expect([await mayEdit(instanceA), await mayEdit(instanceB)]).toEqual([false, false]);

    // The colleague's next action (back to the instance, then the same dataset) shows no Edit.
    await theirs.getByRole('navigation').getByRole('link', { name: 'Midori', exact: true }).click();
    await theirs.getByRole('link', { name: inA!.name, exact: true }).click();
    await findHeading(theirs, inA!.title || inA!.name);
    // The page may first show what it had cached; the claims read on arrival take Edit away.
    await editButton.waitFor({ state: 'detached' });
    await theirs.screenshot({ path: `e2e/artifacts/viewer-dataset-${locale}.png` });
    const [membership] = await journey.app.runtime.db
      .select()
      .from(workspaceMembers)
      .where(
        and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.role, 'viewer')),
      );
    expect(membership).toBeDefined();
    const kinds = (
      await journey.app.runtime.db.select().from(events).where(eq(events.workspaceId, workspaceId))
    ).map((event) => event.kind);
    expect(kinds).toEqual(
      expect.arrayContaining(['invitation.created', 'member.joined', 'member.updated']),
    );
  });

  it('the API-key page masks, reveals, copies, replaces and removes a key; a personal key works with curl until revoked', async () => {
    const owner = await buildUser(journey.app, { name: `Key keeper ${locale}` });
    const { workspaceId, instanceA } = await twoInstances(owner, `Keys ${locale}`);
    const page = await openPage(journey.browser, { locale, baseUrl: journey.baseUrl });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: journey.baseUrl,
    });
    await logIn(page, locale, owner);
    await page.goto(`/workspaces/${workspaceId}/${instanceA}/api-key`);
    await findHeading(page, apiKeys('title'));
    await findText(page, apiKeys('catalogue.none'));

    const editorKey = catalogue.editorToken('midori-city');
    await page.getByLabel(apiKeys('catalogue.newKey')).fill(editorKey);
    await page.getByRole('button', { name: apiKeys('catalogue.save') }).click();
    await findText(page, apiKeys('catalogue.saved'));
    await findText(page, apiKeys('catalogue.canWriteAll'));
    // The owner lets harvests read with this key (private datasets included), and says so.
    await findText(page, apiKeys('catalogue.harvest.none'));
    await page.getByLabel(apiKeys('catalogue.harvest.use')).click();
    await findText(page, apiKeys('catalogue.harvest.used'));
    await page.screenshot({ path: `e2e/artifacts/api-key-harvest-${locale}.png` });
    // Masked: only the last four characters show.
    const value = page.locator('[data-key-state]');
    await shows(value, editorKey.slice(-4));
    expect(await value.innerText()).not.toContain(editorKey.slice(0, -4));

    await page.getByRole('button', { name: apiKeys('catalogue.reveal') }).click();
    await shows(value, editorKey);
    await page.getByRole('button', { name: apiKeys('catalogue.hide') }).click();
    await page.locator('[data-key-state=masked]').waitFor();

    const copyButton = page.getByRole('button', { name: apiKeys('catalogue.copy') });
    await recordTextChanges(copyButton);
    await copyButton.click();
    const copied = page.getByRole('button', { name: apiKeys('catalogue.copied') });
    await shows(copied, apiKeys('catalogue.copied'));
    expect(await page.evaluate('navigator.clipboard.readText()')).toBe(editorKey);
    await copied.waitFor({ state: 'detached', timeout: 5000 });
    // The flag lasts 1500 ms (spec §9): a timer never fires early, and a busy machine may run it
    // a little late.
    const flag = await shownFor(page, apiKeys('catalogue.copied'), apiKeys('catalogue.copy'));
    expect(flag).toBeGreaterThanOrEqual(1500 - 20);
    expect(flag).toBeLessThanOrEqual(1500 + 250);
    await page.getByRole('button', { name: apiKeys('catalogue.copy') }).waitFor();

    await page.getByRole('button', { name: apiKeys('catalogue.replace') }).click();
    await page.getByLabel(apiKeys('catalogue.newKey')).fill(catalogue.readonlyToken);
    await page.getByRole('button', { name: apiKeys('catalogue.save') }).click();
    await findText(page, apiKeys('catalogue.canWriteNone'));
    await shows(value, catalogue.readonlyToken.slice(-4));

    await page.getByRole('button', { name: apiKeys('catalogue.remove') }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: apiKeys('catalogue.remove') })
      .click();
    await findText(page, apiKeys('catalogue.removed'));
    await findText(page, apiKeys('catalogue.none'));

    // A personal key, shown once, calls a function from a script.
    await page.getByLabel(apiKeys('personal.name')).fill('nightly export');
    await page.getByRole('button', { name: apiKeys('personal.create') }).click();
    const shown = page.locator('[data-personal-key]');
    await shows(shown, 'csk_');
    const token = (await shown.innerText()).trim();
    await page.screenshot({ path: `e2e/artifacts/api-key-${locale}.png`, fullPage: true });
    const curl = (key: string) =>
      run('curl', [
        '-s',
        '-w',
        '\n%{http_code}',
        '-X',
        'POST',
        `${journey.baseUrl}/api/functions/workspaces.list`,
        '-H',
        `Authorization: Bearer ${key}`,
        '-H',
        'Content-Type: application/json',
        '-d',
        '{"data":{}}',
      ]).then(({ stdout }) => {
        const [body, status] = [
          stdout.slice(0, stdout.lastIndexOf('\n')),
          stdout.split('\n').at(-1),
        ];
        return { status: Number(status), body: JSON.parse(body) as Record<string, unknown> };
      });
    const allowed = await curl(token);
    expect(allowed.status).toBe(200);
    expect(JSON.stringify(allowed.body)).toContain(`Keys ${locale}`);
    await page.getByRole('button', { name: apiKeys('personal.done') }).click();
    await shown.waitFor({ state: 'detached' });
    expect(await page.locator('body').innerText()).not.toContain(token);

    await page
      .getByRole('button', { name: apiKeys('personal.revokeOf', { name: 'nightly export' }) })
      .click();
    await findText(page, apiKeys('personal.revokedNotice', { name: 'nightly export' }));
    await shows(page.getByRole('row', { name: /nightly export/ }), apiKeys('personal.revoked'));
    expect((await curl(token)).status).toBe(401);
  });
});
