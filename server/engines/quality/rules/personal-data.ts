import { fail, pass, skip } from '../verdict.js';
import type { ResourceRule } from './rule-context.js';

/** The latest personal-data check found likely personal data; not judged before a check ran. */
export const personalData: ResourceRule = (resource) => {
  if (resource.sensitiveCount === null) return skip;
  return resource.sensitiveCount > 0 ? fail({ findings: resource.sensitiveCount }) : pass;
};
