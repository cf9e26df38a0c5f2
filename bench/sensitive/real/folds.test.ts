import { describe, expect, it } from 'vitest';
import { assignFolds } from './folds.js';

const publishers = Array.from({ length: 23 }, (_, index) => `Publisher ${index + 1}`);

describe('assigning publishers to folds', () => {
  it('puts one publisher in five in the test fold, the same ones for the same seed', () => {
    const first = assignFolds('seed-a', publishers);
    const tests = Object.entries(first).filter(([, fold]) => fold === 'test');
    expect(tests).toHaveLength(5);
    expect(assignFolds('seed-a', [...publishers].reverse())).toEqual(first);
    expect(assignFolds('seed-b', publishers)).not.toEqual(first);
  });

  it('keeps the folds already assigned when new publishers come, filling up to one in five', () => {
    const first = assignFolds('seed-a', publishers);
    const more = [...publishers, ...Array.from({ length: 7 }, (_, index) => `New ${index + 1}`)];
    const second = assignFolds('seed-a', more, first);
    for (const [publisher, fold] of Object.entries(first)) expect(second[publisher]).toBe(fold);
    expect(Object.values(second).filter((fold) => fold === 'test')).toHaveLength(6);
  });
});
