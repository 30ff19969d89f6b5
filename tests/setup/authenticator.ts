/**
 * An authenticator app for tests: codes of a TOTP secret (RFC 6238, with `otpauth`, as a phone
 * would make them). The server accepts each time step once and a step either side of its own,
 * so `next()` hands out the step after the last one it gave, waiting only when that step is
 * still two ahead of the clock.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { Secret, TOTP } from 'otpauth';

const PERIOD_MS = 30_000;

export class Authenticator {
  readonly #totp: TOTP;
  #lastStep = -Infinity;

  constructor(secret: string) {
    // As a person types it from the page: spaces between groups are allowed.
    this.#totp = new TOTP({ secret: Secret.fromBase32(secret.replace(/\s/g, '')) });
  }

  /** A code the server has not accepted yet (the step after the last code given out). */
  async next(): Promise<string> {
    const now = Math.floor(Date.now() / PERIOD_MS);
    const step = Math.max(now, this.#lastStep + 1);
    // The server takes the step after its own: wait until `step` is at most one ahead.
    const waitMs = (step - 1) * PERIOD_MS - Date.now();
    if (waitMs > 0) await sleep(waitMs + 50);
    this.#lastStep = step;
    return this.codeAt(step);
  }

  /** The code of the last step given out again (one the server has already accepted). */
  last(): string {
    return this.codeAt(this.#lastStep);
  }

  /** A code that is right for no step near now: the same six digits as none of them. */
  wrong(): string {
    const now = Math.floor(Date.now() / PERIOD_MS);
    const near = new Set([-2, -1, 0, 1, 2].map((delta) => this.codeAt(now + delta)));
    let code = 0;
    while (near.has(String(code).padStart(6, '0'))) code += 1;
    return String(code).padStart(6, '0');
  }

  codeAt(step: number): string {
    return this.#totp.generate({ timestamp: step * PERIOD_MS });
  }
}
