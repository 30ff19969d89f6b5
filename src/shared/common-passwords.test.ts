import { describe, expect, it } from 'vitest';
import { LIMITS } from './constants.js';
import { COMMON_PASSWORDS, isCommonPassword } from './common-passwords.js';

describe('common passwords', () => {
  it('keeps only entries the length rule would let through, in lower case', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThan(200);
    for (const password of COMMON_PASSWORDS) {
      expect(password.length).toBeGreaterThanOrEqual(LIMITS.passwordMin);
      expect(password).toBe(password.toLowerCase());
    }
  });

  it('matches ignoring case, and only whole passwords', () => {
    expect(isCommonPassword('PassWord')).toBe(true);
    expect(isCommonPassword('qwerty123')).toBe(true);
    expect(isCommonPassword('password is long')).toBe(false);
    expect(isCommonPassword('finishline-demo')).toBe(false);
  });
});
