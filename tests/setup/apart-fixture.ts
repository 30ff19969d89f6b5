/**
 * A process apart for run-apart.test.ts: answers which process started it (through `nice`, which
 * replaces itself with node, that is the launcher) after `waitMs`, or never with `hang`; with
 * `startedFile`, writes that file first, so that the test knows it runs.
 */
import { writeFileSync } from 'node:fs';
import { answer, readRequest } from '../../src/server/core/git/run-apart.js';

const request = await readRequest<{ waitMs?: number; hang?: boolean; startedFile?: string }>();
if (request.startedFile) writeFileSync(request.startedFile, String(process.pid));
if (request.hang) setInterval(() => {}, 1000);
else
  setTimeout(
    () => answer({ parent: process.ppid, env: Object.keys(process.env) }),
    request.waitMs ?? 0,
  );
