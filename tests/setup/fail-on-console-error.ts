import { afterEach, vi } from 'vitest';

// An unexpected console.error is a bug the assertions did not catch: fail the test on it.
let errors: unknown[][] = [];
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  errors.push(args);
});
afterEach(() => {
  const seen = errors;
  errors = [];
  if (seen.length > 0)
    throw new Error(`console.error was called:\n${seen.map((a) => a.join(' ')).join('\n')}`);
});
