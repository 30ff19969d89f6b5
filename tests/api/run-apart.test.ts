/**
 * Processes apart start through one long-lived launcher, not from the server's own process
 * (core/git/run-apart.ts): the same launcher answers every start, at once or one after another;
 * a process that stops answering is killed at its timeout; a launcher that died is replaced.
 */
import { existsSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { runApart } from '../../src/server/core/git/run-apart.js';

const FIXTURE = new URL('../setup/apart-fixture.js', import.meta.url);
type Answer = { parent: number; env: string[] };
const run = (request: object, timeoutMs = 30_000) => runApart<Answer>(FIXTURE, request, timeoutMs);

describe('processes apart', () => {
  it('are started by one launcher, not by the server, with nothing of its environment but PATH', async () => {
    const answers = await Promise.all([run({ waitMs: 200 }), run({ waitMs: 50 }), run({})]);
    const parents = new Set(answers.map((answer) => answer.parent));
    expect(parents.size).toBe(1);
    expect(parents.has(process.pid)).toBe(false);
    expect((await run({})).parent).toBe(answers[0]!.parent);
    for (const { env } of answers)
      expect(env.filter((name) => name !== 'PWD').sort()).toEqual(['PATH']);
  });

  it('kill a process that stops answering at its timeout', async () => {
    await expect(run({ hang: true }, 1_000)).rejects.toThrow(/SIGKILL/);
    expect((await run({})).parent).not.toBe(process.pid);
  });

  it('start again through a new launcher when the old one died', async () => {
    const { parent } = await run({});
    // What the launcher was running when it died fails as an error on our side.
    const startedFile = path.join(os.tmpdir(), `run-apart-${process.pid}-${Date.now()}`);
    const waiting = run({ waitMs: 5_000, startedFile });
    await vi.waitFor(() => expect(existsSync(startedFile)).toBe(true), { timeout: 15_000 });
    process.kill(parent, 'SIGKILL');
    await expect(waiting).rejects.toThrow(/the launcher ended/);
    rmSync(startedFile);
    const after = await run({});
    expect(after.parent).not.toBe(parent);
    expect(after.parent).not.toBe(process.pid);
  });
});
