import { describe, expect, it } from 'vitest';
import { SecretBox } from './secret-box.js';

const secret = 'x'.repeat(48);

describe('SecretBox', () => {
  it('seals so that the plaintext does not show and opens it again', () => {
    const box = new SecretBox(secret, 'catalogue-api-key');
    const sealed = box.seal('ckan-token-abc123');
    expect(sealed).not.toContain('ckan-token-abc123');
    expect(sealed).not.toBe(box.seal('ckan-token-abc123'));
    expect(box.open(sealed)).toBe('ckan-token-abc123');
  });

  it('refuses a tampered secret, another purpose and another SECRET', () => {
    const sealed = new SecretBox(secret, 'catalogue-api-key').seal('token');
    const parts = sealed.split('.');
    parts[3] = Buffer.from('forged').toString('base64url');
    expect(() => new SecretBox(secret, 'catalogue-api-key').open(parts.join('.'))).toThrow();
    expect(() => new SecretBox(secret, 'other-purpose').open(sealed)).toThrow();
    expect(() => new SecretBox('y'.repeat(48), 'catalogue-api-key').open(sealed)).toThrow();
  });
});
