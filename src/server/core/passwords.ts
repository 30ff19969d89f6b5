import argon2 from 'argon2';

/** OWASP's argon2id baseline (19 MiB, 2 passes): strong, and quick enough for sign-in. */
const ARGON2_OPTIONS = {
  type: argon2.argon2id as 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export const hashPassword = (password: string) => argon2.hash(password, ARGON2_OPTIONS);

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** Verifying against this when no account matches keeps "unknown email" as slow as "wrong password". */
export const DUMMY_PASSWORD_HASH = await hashPassword('finishline-timing-equaliser');
