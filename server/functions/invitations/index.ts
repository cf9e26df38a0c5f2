import accept from './accept.js';
import create from './create.js';
import get from './get.js';
import list from './list.js';
import resend from './resend.js';
import revoke from './revoke.js';
import signUp from './sign-up.js';

/** The invitations functions; the registry checks each contract has one implementation. */
export const invitationsFunctions = [accept, create, get, list, resend, revoke, signUp];
