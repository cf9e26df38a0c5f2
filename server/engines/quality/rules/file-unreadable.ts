import { fail, pass, skip } from '../verdict.js';
import type { ResourceRule } from './rule-context.js';

/** The downloaded file could not be read as what it claims to be (or was too large to read). */
export const fileUnreadable: ResourceRule = ({ profile }) => {
  if (profile === null) return skip;
  return profile.kind === 'unreadable' ? fail({ reason: profile.reason }) : pass;
};
