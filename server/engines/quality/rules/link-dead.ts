import { pass, passWhen, skip } from '../verdict.js';
import type { ResourceRule } from './rule-context.js';

/** A resource whose link the checker found dead; not judged until a check says alive or dead. */
export const linkDead: ResourceRule = (resource) => {
  if (resource.linkStatus === 'alive') return pass;
  if (resource.linkStatus === 'dead') return passWhen(false);
  return skip;
};
