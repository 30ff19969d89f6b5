/**
 * Named steps of a long journey: `const step = steps()` at the start of a test, then
 * `step('the owner accepts a bid')` before each part. A journey's parts depend on each other (the
 * pages it opened, what the last part left on them), so they stay one test; when it fails, the
 * failure says which step it was in: `[step: the owner accepts a bid] …`.
 */
import { onTestFailed } from 'vitest';

export function steps(): (name: string) => void {
  let current = 'before the first step';
  onTestFailed(({ task }) => {
    for (const error of task.result?.errors ?? []) {
      error.message = `[step: ${current}] ${error.message}`;
    }
  });
  // E2E_STEP_TIMES=1 prints how long each step took: where a journey spends its time.
  const timed = Boolean(process.env.E2E_STEP_TIMES);
  let startedAt = Date.now();
  return (name) => {
    if (timed) console.log(`${Date.now() - startedAt} ms  ${current}`);
    startedAt = Date.now();
    current = name;
  };
}
