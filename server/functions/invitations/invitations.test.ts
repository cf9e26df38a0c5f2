import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSampleCatalogue, type SampleCatalogue } from '#sample-catalogue/index.js';
import {
  editDestinations,
  events,
  invitations,
  users,
  workspaceMembers,
} from '#server/db/schema/index.js';
import { authRequest, buildUser, signIn, type TestUser } from '#server/test-support/accounts.js';
import { buildHarvestedInstance } from '#server/test-support/catalogue.js';
import { callFunction } from '#server/test-support/call-function.js';
import { linkIn, waitForMail } from '#server/test-support/outbox.js';
import { startTestApp, type TestApp } from '#server/test-support/test-app.js';

const password = 'a long enough password';

describe('invitations', () => {
  let testApp: TestApp;
  let catalogue: SampleCatalogue;
  let owner: TestUser;
  let workspaceId: string;
  let instanceId: string;

  beforeAll(async () => {
    [testApp, catalogue] = await Promise.all([
      startTestApp({
        authRateLimits: { signInPerMinute: 1000, signUpPerMinute: 1000, invitationsPerHour: 12 },
      }),
      startSampleCatalogue(),
    ]);
    owner = await buildUser(testApp, { name: 'Olivia Owner' });
    ({ workspaceId, instanceId } = await buildHarvestedInstance(testApp, owner, catalogue.url, {
      organizationIds: 'midori-city',
      workspaceName: '防災データ班',
    }));
  });
  afterAll(async () => {
    await testApp?.close();
    await catalogue?.close();
  });

  const invite = (email: string, extra: Record<string, unknown> = {}, as = owner) =>
    callFunction<{ id: string; status: string }>(
      testApp,
      'invitations.create',
      { workspaceId, email, role: 'editor', editDestinations: [{ instanceId }], ...extra },
      { cookie: as.cookie },
    );

  /** Runs `body` with public registrations closed, opening them again whatever happens. */
  async function whileRegistrationsClosed(body: () => Promise<void>) {
    const admin = await buildUser(testApp, { systemAdmin: true });
    const set = (enableRegistrations: boolean) =>
      callFunction(
        testApp,
        'system.updateSettings',
        { enableRegistrations },
        { cookie: admin.cookie },
      );
    await set(false);
    try {
      await body();
    } finally {
      await set(true);
    }
  }

  /** The link of the `count`-th invitation mail to `email` (other mails, such as sign-up ones, are skipped). */
  const tokenFromMail = (email: string, count = 1) =>
    vi.waitFor(
      async () => {
        const mails = (await waitForMail(testApp, email, { timeoutMs: 100 })).filter((mail) =>
          mail.text.includes('/invitations/'),
        );
        if (mails.length < count) throw new Error(`No invitation mail ${count} to ${email} yet`);
        const mail = mails[0]!;
        return { mail, token: linkIn(mail.text, '/invitations/').split('/invitations/')[1]! };
      },
      { timeout: 15_000, interval: 100 },
    );

  it('mails a link that lets a newcomer sign up and join while registrations are closed', () =>
    whileRegistrationsClosed(async () => {
      const email = 'Ken.Tanaka@Example.jp';
      const created = await invite(email, { locale: 'ja' });
      expect(created.status).toBe(200);
      expect(created.result).toMatchObject({ email: 'ken.tanaka@example.jp', status: 'pending' });
      const { mail, token } = await tokenFromMail('ken.tanaka@example.jp');
      expect(mail.subject).toContain('防災データ班');
      expect(mail.text).toContain('編集者');

      const view = await callFunction(testApp, 'invitations.get', { token });
      expect(view.result).toMatchObject({
        workspaceName: '防災データ班',
        inviterName: 'Olivia Owner',
        email: 'ken.tanaka@example.jp',
        role: 'editor',
        status: 'pending',
        accountExists: false,
      });
      const weak = await callFunction(testApp, 'invitations.signUp', {
        token,
        name: '田中 健',
        password: 'password123',
      });
      expect(weak.error?.details?.fields?.password).toEqual(['passwordTooCommon']);

      const signedUp = await callFunction(testApp, 'invitations.signUp', {
        token,
        name: '田中 健',
        password,
        locale: 'ja',
      });
      expect(signedUp.result).toEqual({ email: 'ken.tanaka@example.jp', workspaceId });
      const cookie = await signIn(testApp, email, password);
      const [user] = await testApp.runtime.db
        .select()
        .from(users)
        .where(eq(users.email, 'ken.tanaka@example.jp'));
      expect(user).toMatchObject({
        name: '田中 健',
        emailVerified: true,
        locale: 'ja',
        isSystemAdmin: false,
      });
      const workspace = await callFunction(testApp, 'workspaces.get', { workspaceId }, { cookie });
      expect(workspace.result).toMatchObject({ role: 'editor' });
      const destination = await testApp.runtime.db
        .select()
        .from(editDestinations)
        .where(eq(editDestinations.userId, user!.id));
      expect(destination).toMatchObject([{ instanceId, organizationNames: [] }]);
      const instance = await callFunction(testApp, 'instances.get', { instanceId }, { cookie });
      expect(instance.result).toMatchObject({ permissions: { edit: true, manage: false } });

      // One use only.
      const again = await callFunction(testApp, 'invitations.signUp', {
        token,
        name: 'x',
        password,
      });
      expect(again.error?.details?.reason).toBe('invitationUsed');
      expect((await callFunction(testApp, 'invitations.get', { token })).result).toMatchObject({
        status: 'accepted',
      });
      const kinds = (
        await testApp.runtime.db.select().from(events).where(eq(events.workspaceId, workspaceId))
      ).map((event) => event.kind);
      expect(kinds).toEqual(expect.arrayContaining(['invitation.created', 'member.joined']));
    }));

  it('lets an existing account join on sign-in, and no other account', async () => {
    const colleague = await buildUser(testApp, { name: 'Existing Colleague' });
    const other = await buildUser(testApp, { name: 'Someone Else' });
    await invite(colleague.email, { role: 'viewer', editDestinations: [] });
    const { token } = await tokenFromMail(colleague.email);
    expect((await callFunction(testApp, 'invitations.get', { token })).result).toMatchObject({
      accountExists: true,
      role: 'viewer',
    });
    const signUp = await callFunction(testApp, 'invitations.signUp', {
      token,
      name: 'x',
      password,
    });
    expect(signUp.error?.details?.reason).toBe('accountExists');
    const refused = await callFunction(
      testApp,
      'invitations.accept',
      { token },
      { cookie: other.cookie },
    );
    expect(refused.status).toBe(403);
    expect(refused.error?.details?.reason).toBe('invitationOtherAccount');
    const accepted = await callFunction(
      testApp,
      'invitations.accept',
      { token },
      { cookie: colleague.cookie },
    );
    expect(accepted.result).toEqual({ workspaceId });
    const [membership] = await testApp.runtime.db
      .select()
      .from(workspaceMembers)
      .where(
        and(
          eq(workspaceMembers.workspaceId, workspaceId),
          eq(workspaceMembers.userId, colleague.id),
        ),
      );
    expect(membership?.role).toBe('viewer');
    const twice = await callFunction(
      testApp,
      'invitations.accept',
      { token },
      { cookie: colleague.cookie },
    );
    expect(twice.error?.details?.reason).toBe('invitationUsed');
    const member = await invite(colleague.email);
    expect(member.error?.details?.reason).toBe('alreadyMember');
  });

  it('expires after seven days, and a resend gives a new link and seven more days', async () => {
    const email = 'late.reader@example.org';
    const created = await invite(email);
    const { token: first } = await tokenFromMail(email);
    expect(
      new Date((created.result as unknown as { expiresAt: string }).expiresAt).getTime() -
        Date.now(),
    ).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
    await testApp.runtime.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, created.result.id));
    expect((await callFunction(testApp, 'invitations.get', { token: first })).result).toMatchObject(
      {
        status: 'expired',
      },
    );
    const late = await callFunction(testApp, 'invitations.signUp', {
      token: first,
      name: 'Late',
      password,
    });
    expect(late.error?.details?.reason).toBe('invitationExpired');

    const listed = await callFunction<{ items: { id: string; status: string }[] }>(
      testApp,
      'invitations.list',
      { workspaceId },
      { cookie: owner.cookie },
    );
    expect(listed.result.items.find((item) => item.id === created.result.id)?.status).toBe(
      'expired',
    );

    const resent = await callFunction(
      testApp,
      'invitations.resend',
      { invitationId: created.result.id },
      { cookie: owner.cookie },
    );
    expect(resent.result).toMatchObject({ status: 'pending' });
    const { token: second } = await tokenFromMail(email, 2);
    expect(second).not.toBe(first);
    expect((await callFunction(testApp, 'invitations.get', { token: first })).status).toBe(404);
    expect(
      (await callFunction(testApp, 'invitations.get', { token: second })).result,
    ).toMatchObject({
      status: 'pending',
    });
  });

  it('revokes: the link stops working and the invitation leaves the list', async () => {
    const email = 'revoked@example.org';
    const created = await invite(email);
    const { token } = await tokenFromMail(email);
    const revoked = await callFunction(
      testApp,
      'invitations.revoke',
      { invitationId: created.result.id },
      { cookie: owner.cookie },
    );
    expect(revoked.result).toEqual({ revoked: true });
    const signUp = await callFunction(testApp, 'invitations.signUp', {
      token,
      name: 'R',
      password,
    });
    expect(signUp.error?.details?.reason).toBe('invitationRevoked');
    const listed = await callFunction<{ items: { id: string }[] }>(
      testApp,
      'invitations.list',
      { workspaceId },
      { cookie: owner.cookie },
    );
    expect(listed.result.items.map((item) => item.id)).not.toContain(created.result.id);
  });

  it('lets only owners invite owners, checks the destination and limits sending', async () => {
    const admin = await buildUser(testApp, { name: 'Ada Admin' });
    await testApp.runtime.db
      .insert(workspaceMembers)
      .values({ workspaceId, userId: admin.id, role: 'admin' });
    const owners = await invite(
      'new.owner@example.org',
      { role: 'owner', editDestinations: [] },
      admin,
    );
    expect(owners.status).toBe(403);
    expect(owners.error?.details?.reason).toBe('ownersManageOwners');
    const elsewhere = await invite('x@example.org', {
      editDestinations: [{ instanceId: '00000000-0000-4000-8000-000000000000' }],
    });
    expect(elsewhere.error?.details?.fields?.editDestinations).toEqual(['instanceNotInWorkspace']);
    const badEmail = await invite('not an address');
    expect(badEmail.error?.details?.fields?.email).toEqual(['emailInvalid']);

    const statuses: number[] = [];
    for (let i = 0; i < 13; i += 1)
      statuses.push((await invite(`flood${i}@example.org`, {}, admin)).status);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, 12).every((status) => status === 200)).toBe(true);
  });

  it('keeps the public sign-up closed for an invited address: only the invitation opens it', () =>
    whileRegistrationsClosed(async () => {
      await invite('closed@example.org');
      const plain = await authRequest(testApp, '/sign-up/email', {
        email: 'closed@example.org',
        password,
        name: 'Closed',
      });
      expect(plain.statusCode).toBe(403);
    }));
});
