import { describe, expect, it } from 'vitest';
import { DUMMY_PASSWORD_HASH, verifyPassword } from './passwords';

describe('password hashes', () => {
  // Made when the module loads, before the API tests lower the cost (tests/setup/cheap-passwords.ts):
  // the parameters every server hashes with.
  it('are argon2id at OWASP’s baseline: 19 MiB, 2 passes, 1 lane', () => {
    const [, type, version, params] = DUMMY_PASSWORD_HASH.split('$');
    expect([type, version]).toEqual(['argon2id', 'v=19']);
    expect(Object.fromEntries(params!.split(',').map((pair) => pair.split('=')))).toEqual({
      m: '19456',
      t: '2',
      p: '1',
    });
  });

  it('verify only the password they were made from, and refuse a malformed hash', async () => {
    expect(await verifyPassword(DUMMY_PASSWORD_HASH, 'finishline-timing-equaliser')).toBe(true);
    expect(await verifyPassword(DUMMY_PASSWORD_HASH, 'finishline-timing-equaliseR')).toBe(false);
    expect(await verifyPassword('not a hash', 'anything')).toBe(false);
  });
});
