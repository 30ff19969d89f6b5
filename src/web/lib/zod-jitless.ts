/**
 * Zod's compiled fast path probes `new Function('')` the first time an object schema is built. The
 * page's Content-Security-Policy (script-src 'self') refuses it, and although Zod catches the
 * refusal, Chromium reports a CSP violation on every page with a form (Lighthouse's
 * best-practices score counts it). Zod reads this global before its first schema: without eval
 * it validates the same way, through its interpreter. Imported first by main.tsx.
 */
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = {
  ...(globalThis as { __zod_globalConfig?: object }).__zod_globalConfig,
  jitless: true,
};

export {};
