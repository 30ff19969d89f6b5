/**
 * CI's PostgreSQL pass runs beside `npm test` at the lowest priority (.ci/run), on the CPU the
 * main pass leaves: while the PGlite pass keeps both cores busy it gets a few per cent of one, and
 * a test that takes 3 s alone can take over 20. That pass sets TEST_TIMEOUT_SCALE so that its
 * budgets (vitest's, and the test apps' start: test-app.ts) measure being starved by design, not
 * a slow test.
 */
export const TIMEOUT_SCALE = Math.max(1, Number(process.env.TEST_TIMEOUT_SCALE ?? 1) || 1);
