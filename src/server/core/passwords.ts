import argon2 from 'argon2';

/** OWASP's argon2id baseline (19 MiB, 2 passes): strong, and quick enough for sign-in. */
const ARGON2_OPTIONS = {
  type: argon2.argon2id as 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

/**
 * The API tests sign up over a thousand users through the real routes; at the baseline cost the
 * hashing took a third of some files' time. Their setup file (tests/setup/cheap-passwords.ts)
 * lowers it to argon2id's least: the same code path and hash format, verified the same way (a
 * hash carries its parameters). Nothing else calls this; the server never does.
 */
let hashOptions = ARGON2_OPTIONS;
export function useLeastPasswordCostForTests(): void {
  hashOptions = { ...ARGON2_OPTIONS, memoryCost: 1024, timeCost: 1 };
}

export const hashPassword = (password: string) => argon2.hash(password, hashOptions);

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** Verifying against this when no account matches keeps "unknown email" as slow as "wrong password". */
export const DUMMY_PASSWORD_HASH = await hashPassword('finishline-timing-equaliser');
