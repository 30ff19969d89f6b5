/**
 * Many users, each already signed in, written straight to the database: the crash test and the
 * load test act as hundreds of returning users without hundreds of sign-ins (argon2 and the
 * per-address sign-in limit would otherwise decide what is measured). Sessions are made exactly
 * as the app makes them, so the real server accepts their cookies.
 */
import { randomBytes } from 'node:crypto';
import { hashPassword } from '../../src/server/core/passwords.js';
import { SECURE_SESSION_COOKIE, sessionIdFor } from '../../src/server/core/sessions.js';
import type { Database } from '../../src/server/db/client.js';
import { sessions, users } from '../../src/server/db/schema.js';

export interface SignedInUser {
  id: number;
  username: string;
  role: 'creator' | 'developer';
  /** `cookie` header value for this user's session. */
  cookie: string;
}

export const SIGNED_IN_USERS_PASSWORD = 'load-test-password';

export async function createSignedInUsers(
  db: Database,
  sessionSecret: string,
  { creators, developers, prefix }: { creators: number; developers: number; prefix: string },
): Promise<SignedInUser[]> {
  const passwordHash = await hashPassword(SIGNED_IN_USERS_PASSWORD);
  const wanted = [
    ...Array.from({ length: creators }, (_, i) => ({ role: 'creator' as const, n: i + 1 })),
    ...Array.from({ length: developers }, (_, i) => ({ role: 'developer' as const, n: i + 1 })),
  ];
  const result: SignedInUser[] = [];
  for (let start = 0; start < wanted.length; start += 500) {
    const batch = wanted.slice(start, start + 500);
    const rows = await db
      .insert(users)
      .values(
        batch.map(({ role, n }) => ({
          username: `${prefix}-${role}-${n}`,
          email: `${prefix}-${role}-${n}@load.example`,
          passwordHash,
          role,
          ...(role === 'developer' && {
            skills: ['React', 'Node.js', 'PostgreSQL'].slice(0, 1 + (n % 3)),
            hourlyRate: 40 + (n % 60),
            bio: 'Finishes what others start.',
          }),
        })),
      )
      .returning({ id: users.id, username: users.username, role: users.role });
    const tokens = rows.map(() => randomBytes(32).toString('base64url'));
    await db.insert(sessions).values(
      rows.map((row, i) => ({
        id: sessionIdFor(sessionSecret, tokens[i]!),
        userId: row.id,
        expiresAt: new Date(Date.now() + 30 * 24 * 60 * 60 * 1000),
      })),
    );
    rows.forEach((row, i) =>
      result.push({
        id: row.id,
        username: row.username,
        role: row.role as SignedInUser['role'],
        // The servers these users visit run as in production: the `__Host-` cookie name.
        cookie: `${SECURE_SESSION_COOKIE}=${tokens[i]}`,
      }),
    );
  }
  return result;
}
