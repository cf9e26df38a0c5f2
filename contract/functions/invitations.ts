import { z } from 'zod';
import { workspaceRoles } from '../enums.js';
import { locales } from '../locales.js';
import { defineFunction } from './define.js';
import { ZEditDestinations, ZEditDestinationView } from './members.js';

/** Invitations last this long from their last sending. */
export const invitationValidDays = 7;

export const ZInvitationEmail = z.string().trim().toLowerCase().pipe(z.email('emailInvalid'));

export const ZInvitationRow = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(workspaceRoles),
  editDestinations: z.array(ZEditDestinationView),
  invitedByName: z.string().nullable(),
  createdAt: z.string(),
  lastSentAt: z.string(),
  expiresAt: z.string(),
  status: z.enum(['pending', 'expired']),
});
export type InvitationRow = z.infer<typeof ZInvitationRow>;

/** The open invitations of a workspace (accepted and revoked ones are done). */
export const invitationsList = defineFunction('invitations.list', {
  input: z.object({ workspaceId: z.uuid() }),
  output: z.object({ items: z.array(ZInvitationRow) }),
});

export const invitationsCreate = defineFunction('invitations.create', {
  invalidates: ['invitations.list'],
  input: z.object({
    workspaceId: z.uuid(),
    email: ZInvitationEmail,
    role: z.enum(workspaceRoles),
    editDestinations: ZEditDestinations,
    /** The language of the mail; default the inviter's. */
    locale: z.enum(locales).optional(),
  }),
  output: ZInvitationRow,
});

/** A new link (the old one stops working) and seven more days. */
export const invitationsResend = defineFunction('invitations.resend', {
  invalidates: ['invitations.list'],
  input: z.object({ invitationId: z.uuid() }),
  output: ZInvitationRow,
});

export const invitationsRevoke = defineFunction('invitations.revoke', {
  invalidates: ['invitations.list'],
  input: z.object({ invitationId: z.uuid() }),
  output: z.object({ revoked: z.literal(true) }),
});

export const ZInvitationToken = z.string().trim().min(20).max(200);

export const invitationStatuses = ['pending', 'expired', 'accepted', 'revoked'] as const;

/** What the link's holder reads on the invitation page (the token is the proof). */
export const ZInvitationView = z.object({
  workspaceName: z.string(),
  inviterName: z.string().nullable(),
  email: z.string(),
  role: z.enum(workspaceRoles),
  status: z.enum(invitationStatuses),
  expiresAt: z.string(),
  /** Whether an account with the invited address exists: sign in to accept, or sign up. */
  accountExists: z.boolean(),
});
export type InvitationView = z.infer<typeof ZInvitationView>;

export const invitationsGet = defineFunction('invitations.get', {
  access: 'public',
  input: z.object({ token: ZInvitationToken }),
  output: ZInvitationView,
});

/** The signed-in account (with the invited address) joins the workspace. */
export const invitationsAccept = defineFunction('invitations.accept', {
  invalidates: ['workspaces.list'],
  input: z.object({ token: ZInvitationToken }),
  output: z.object({ workspaceId: z.string() }),
});

/**
 * A person without an account signs up from the invitation, even while registrations are
 * closed; the mail proved the address, so the account is confirmed and joined at once.
 */
export const invitationsSignUp = defineFunction('invitations.signUp', {
  access: 'public',
  input: z.object({
    token: ZInvitationToken,
    name: z.string().trim().min(1, 'displayNameRequired').max(80, 'tooLong'),
    password: z.string().min(1, 'passwordRequired').max(128, 'passwordTooLong'),
    locale: z.enum(locales).default('en'),
  }),
  output: z.object({ email: z.string(), workspaceId: z.string() }),
});
