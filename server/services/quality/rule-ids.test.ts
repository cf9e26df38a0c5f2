import { describe, expect, it } from 'vitest';
import { qualityRuleIds as contractRuleIds } from '#contract/quality-rules.js';
import { qualityRuleIds } from '#server/engines/quality/index.js';

describe('the quality rules the contract names', () => {
  it('are the engine’s rules, in its order', () => {
    expect([...contractRuleIds]).toEqual([...qualityRuleIds]);
  });
});
