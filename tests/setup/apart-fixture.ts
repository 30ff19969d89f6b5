/**
 * A process apart for run-apart.test.ts: answers which process started it (through `nice`, which
 * replaces itself with node, that is the launcher) after `waitMs`, or never with `hang`.
 */
import { answer, readRequest } from '../../src/server/core/git/run-apart.js';

const request = await readRequest<{ waitMs?: number; hang?: boolean }>();
if (request.hang) setInterval(() => {}, 1000);
else
  setTimeout(
    () => answer({ parent: process.ppid, env: Object.keys(process.env) }),
    request.waitMs ?? 0,
  );
