/**
 * The launcher (built as dist/server/apart-launcher.js): one small long-lived process that starts
 * the processes apart on the server's behalf (run-apart.ts). Why: every process the server starts
 * blocks the server's event loop while the kernel copies its page tables, and the server holds
 * hundreds of MB; this process holds a few tens, so a start from here costs the server one message
 * instead (docs/decisions/repo-insight.md, "Apart from the server").
 *
 * It ends with the server: when the channel to the server closes (the server stopped or crashed),
 * it kills what it started and exits.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import type { LaunchOrder, LaunchOutcome } from './run-apart.js';

const running = new Map<number, ChildProcess>();

function report(outcome: LaunchOutcome) {
  running.delete(outcome.id);
  process.send?.(outcome);
}

function start({ id, command, args, env, input }: Extract<LaunchOrder, { kind: 'start' }>) {
  const child = spawn(command, args, { env, stdio: ['pipe', 'pipe', 'pipe'] });
  running.set(id, child);
  let stdout = '';
  let stderr = '';
  let reported = false;
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => {
    if (stderr.length < 8000) stderr += chunk.toString('utf8');
  });
  child.stdin.on('error', () => {});
  // A start that failed emits 'error' and may still emit 'close': one report either way.
  child.on('error', (error) => {
    if (!reported) report({ id, code: null, signal: null, stdout, stderr: error.message });
    reported = true;
  });
  child.on('close', (code, signal) => {
    if (!reported) report({ id, code, signal, stdout, stderr });
    reported = true;
  });
  child.stdin.end(input);
}

process.on('message', (order: LaunchOrder) => {
  if (order.kind === 'kill') running.get(order.id)?.kill('SIGKILL');
  else start(order);
});

process.on('disconnect', () => {
  for (const child of running.values()) child.kill('SIGKILL');
  process.exit(0);
});
