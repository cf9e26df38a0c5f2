import { describe, expect, it } from 'vitest';
import { validationMessages } from '@contract/validation-messages';
import en from './en/validation.json';
import ja from './ja/validation.json';

describe('validation texts', () => {
  it('show the exact English of the contract (the dataset form messages) and have a Japanese twin', () => {
    for (const [key, english] of Object.entries(validationMessages)) {
      expect((en as Record<string, string>)[key], key).toBe(english);
      expect((ja as Record<string, string>)[key], key).toBeTruthy();
    }
  });
});
