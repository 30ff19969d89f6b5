/**
 * Configuration from the environment, validated once at start. Every bad variable is listed in
 * one error so a misconfigured deploy fails with a readable message, not a stack trace later.
 */
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { CommandLineError } from './command-line.js';
import { readEnvFile } from './env-file.js';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => ['true', '1', 'yes'].includes(value));

/**
 * TRUST_PROXY: which proxies may tell the client's address (X-Forwarded-For), as Fastify's
 * `trustProxy` takes it. Off by default: trusting every hop lets anyone forge the address that
 * the rate limits count. A hop count, or addresses and CIDR ranges (or proxy-addr's names
 * `loopback`, `linklocal`, `uniquelocal`), comma-separated. `true` is refused on purpose.
 */
const TRUST_PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const trustProxySetting = z
  .string()
  .trim()
  .transform((value, context): false | number | string[] => {
    if (value === '' || value === 'false' || value === '0') return false;
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops <= 32) return hops;
    }
    const entries = value.split(',').map((entry) => entry.trim());
    const bad = entries.filter((entry) => !isProxyAddress(entry));
    if (value === 'true' || bad.length > 0) {
      context.addIssue({
        code: 'custom',
        message:
          'must be a hop count (1–32) or a comma-separated list of proxy addresses or CIDR ranges' +
          (value === 'true'
            ? ' (true would trust every hop, so anyone could forge their address)'
            : `; not understood: ${bad.join(', ')}`),
      });
      return z.NEVER;
    }
    return entries;
  });

function isProxyAddress(entry: string): boolean {
  if (TRUST_PROXY_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  /** Connections in each process's pool (it opens one more for LISTEN). */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(10),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  PUBLIC_URL: z.url('must be a URL such as https://finishline.example').optional(),
  SEED_DEMO: booleanFlag.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  LOG_FORMAT: z.enum(['json', 'pretty'], { message: 'must be json or pretty' }).optional(),
  AUTO_RELEASE_DAYS: z.coerce.number().int().min(1).max(365).default(14),
  // Fractional values allowed (decisions.md, Held money), so tests and demos can use seconds.
  DISPUTE_RESPONSE_DAYS: z.coerce.number().positive().max(365).default(5),
  PAYMENTS_PROVIDER: z.enum(['stripe', 'sandbox']).optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, 'must be a Stripe secret key (sk_… or rk_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'must be a webhook signing secret (whsec_…)')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL (smtps://user:pass@host:465)')
    .optional(),
  MAIL_FROM: z.string().min(3, 'must be a sender such as "Finishline <no-reply@host>"').optional(),
  /** A message still unread this long after it was sent is mailed (decisions.md, "Email"). */
  MESSAGE_EMAIL_DELAY_SECONDS: z.coerce.number().int().min(0).max(86_400).default(600),
  /** The mailbox List-Unsubscribe's mailto names; default unsubscribe@ the MAIL_FROM domain. */
  UNSUBSCRIBE_MAILTO: z.email('must be an email address').optional(),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Verified delivery's GitHub checks: more requests an hour, and private repositories. */
  GITHUB_TOKEN: z.string().min(1).optional(),
  /** The check webhook's secret (X-Hub-Signature-256); unset, the webhook refuses every event. */
  GITHUB_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(600_000).default(0),
  S3_BUCKET: z.string().min(3).optional(),
  S3_ENDPOINT: z.url('must be a URL such as https://s3.example.com').optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PUBLIC_URL: z.url('must be a URL such as https://cdn.example.com/uploads').optional(),
  TRUST_PROXY: trustProxySetting.default(false),
  RATE_LIMIT_AUTH_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(20),
  RATE_LIMIT_WRITES_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(120),
  RATE_LIMIT_CODES_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(60),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  REDIS_KEY_PREFIX: z.string().min(1).max(100).default('finishline:'),
  /** Repository snapshots may read file:// links and loopback or private hosts (default: not in production). */
  REPO_INSIGHT_ALLOW_LOCAL: booleanFlag.optional(),
  /** false: this instance only serves; the others on the same PostgreSQL run the jobs. */
  BACKGROUND_JOBS: booleanFlag.default(true),
});

export interface S3Config {
  bucket: string;
  region: string;
  /** An S3-compatible server (MinIO, R2, …); absent means AWS itself. */
  endpoint?: string;
  /** Both or neither; neither lets the SDK find credentials itself (IAM role, profile). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Where browsers read stored files: S3_PUBLIC_URL, or the bucket's own address. */
  publicUrl: string;
}

export interface RateLimits {
  /** Sign-in attempts per minute per address and per account; registrations per address. */
  authAttemptsPerMinute: number;
  /** API writes per minute per user (per address when signed out). */
  writesPerMinute: number;
  /** Two-factor codes checked an hour per account (besides the minute's sign-in attempts). */
  secondFactorCodesPerHour: number;
  /**
   * Provider events per minute per address on the webhook: deliveries come in bursts from a few
   * addresses, far above a client's writes, still bounded against forged floods.
   */
  webhookRequestsPerMinute: number;
}

export type PaymentsProviderName = 'stripe' | 'sandbox';

export const DEFAULT_RATE_LIMITS: RateLimits = {
  authAttemptsPerMinute: 20,
  writesPerMinute: 120,
  secondFactorCodesPerHour: 60,
  webhookRequestsPerMinute: 1000,
};

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  /** Where to listen: every interface in production; only this machine otherwise (HOST changes it). */
  host: string;
  dataDir: string;
  /** PostgreSQL URL; when absent the embedded PGlite database in `dataDir` is used. */
  databaseUrl?: string;
  /** The PostgreSQL pool's size in this process (DATABASE_POOL_MAX). */
  databasePoolMax?: number;
  sessionSecret: string;
  publicUrl?: string;
  /**
   * The origin that links in mail and the payment provider's return URLs point at: PUBLIC_URL, or
   * this machine's own port. Never a request's Host header, which the client chooses.
   */
  siteUrl: string;
  /** Fill an empty embedded database with the demo; in production only with SEED_DEMO=true. */
  seedDemo: boolean;
  logLevel: string;
  /** One JSON object a line (for log collectors), or lines a person reads at a terminal. */
  logFormat: 'json' | 'pretty';
  /** Days after which an unanswered delivery or completed milestone is approved automatically. */
  autoReleaseDays: number;
  /** Days a dispute's standing proposal waits for an answer before it is carried out. */
  disputeResponseDays: number;
  /**
   * Who takes payments: Stripe (its keys below), or the built-in sandbox, where no real money
   * moves. The sandbox runs in production only when PAYMENTS_PROVIDER=sandbox says so.
   */
  paymentsProvider: PaymentsProviderName;
  stripeSecretKey?: string;
  stripeWebhookSecret?: string;
  /** Directory holding the built web app (vite build output). */
  webDistDir: string;
  /** Mail goes through this SMTP server; without it, into the local outbox (core/mail). */
  smtpUrl?: string;
  mailFrom?: string;
  /** Seconds a message stays unread before it is mailed (MESSAGE_EMAIL_DELAY_SECONDS). */
  messageEmailDelaySeconds?: number;
  /** The mailto of List-Unsubscribe (UNSUBSCRIBE_MAILTO). */
  unsubscribeMailto?: string;
  /** /metrics exists only with a token, and answers only to `Authorization: Bearer <token>`. */
  metricsToken?: string;
  /** Uploads go to this bucket; without it, to DATA_DIR/uploads. */
  s3?: S3Config;
  /** How long a stopping process waits for requests in flight before closing their sockets. */
  shutdownTimeoutMs: number;
  /** On SIGTERM, how long to keep serving while /readyz says 503 (balancers move traffic away). */
  shutdownDrainMs: number;
  /** Fastify's `trustProxy`: which proxies' X-Forwarded-For is believed (off: none). */
  trustProxy: false | number | string[];
  rateLimits: RateLimits;
  /** Rate-limit counters in this Redis, shared by every instance; without it, in memory. */
  redis?: { url: string; keyPrefix: string };
  /**
   * Repository snapshots may read file:// code links and hosts on loopback or private networks
   * (tests, demos, self-hosted git); otherwise only https:// links to public addresses.
   */
  repoInsightAllowLocal: boolean;
  /**
   * BACKGROUND_JOBS: whether this instance claims and runs jobs (core/jobs). Off, it only
   * enqueues them, for an instance that serves people while others on the same database do the
   * background work (repository snapshots, delivery checks, mail): docs/operations.md.
   */
  backgroundJobs: boolean;
  /** GITHUB_TOKEN: the checks adapter's token (docs/decisions/verified-delivery.md, "Checks"). */
  githubToken?: string;
  /** GITHUB_WEBHOOK_SECRET: the check webhook's signing secret (verified-delivery.md, "Webhook"). */
  githubWebhookSecret?: string;
}

/**
 * The built web app, whatever the working directory: this module is `src/server/config.ts` under
 * tsx and part of `dist/server/main.js` when built; both sit two levels below the project root.
 */
const WEB_DIST_DIR = fileURLToPath(new URL('../../dist/web', import.meta.url));

export class ConfigError extends CommandLineError {
  constructor(public readonly problems: string[]) {
    super(
      problems.length === 1
        ? `Invalid configuration: ${problems[0]}`
        : `Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
  }
}

/** Every variable the configuration reads (`.env` checks its names against them). */
export const CONFIG_VARIABLES = Object.keys(envSchema.shape);

/** `.env` in the project root (two levels above this module, as for WEB_DIST_DIR). */
export const ENV_FILE = fileURLToPath(new URL('../../.env', import.meta.url));

/**
 * `env`: the variables (the process's own by default, with `.env` below them). `terminal`:
 * whether standard output is a terminal (a person reads the log there). `envFile`: the settings
 * file read under `env`; by default `.env` when `env` is the process's, else none.
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  {
    terminal = Boolean(process.stdout.isTTY),
    envFile = env === process.env ? ENV_FILE : undefined,
  }: { terminal?: boolean; envFile?: string } = {},
): AppConfig {
  const file = envFile ? readEnvFile(envFile, CONFIG_VARIABLES) : { values: {}, lines: {} };
  const variables = { ...file.values, ...env };
  /** Where a bad value came from, when the file set it and the environment did not. */
  const named = (name: string) =>
    name in file.lines && env[name] === undefined
      ? `${name} (.env line ${file.lines[name]})`
      : name;
  const parsed = envSchema.safeParse(variables, { error: settingRule });
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${named(issue.path.join('.'))}: ${issue.message}`),
    );
  }
  const values = parsed.data;
  const problems = combinationProblems(values);
  if (problems.length > 0) {
    throw new ConfigError(problems.map((problem) => problem.replace(/^\w+/, named)));
  }
  const dataDir = path.resolve(values.DATA_DIR);
  const publicUrl = values.PUBLIC_URL?.replace(/\/$/, '');
  return {
    env: values.NODE_ENV,
    port: values.PORT,
    // Development serves the outbox, which holds live reset links: not to the network by default.
    host: values.HOST || (values.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    dataDir,
    databaseUrl: values.DATABASE_URL,
    databasePoolMax: values.DATABASE_POOL_MAX,
    sessionSecret: values.SESSION_SECRET ?? developmentSessionSecret(dataDir),
    publicUrl,
    siteUrl: siteUrlOf({ publicUrl, port: values.PORT }),
    // Demo accounts have a published password: production loads them only when asked by name.
    seedDemo: values.SEED_DEMO ?? values.NODE_ENV !== 'production',
    logLevel: values.LOG_LEVEL ?? (values.NODE_ENV === 'test' ? 'silent' : 'info'),
    logFormat:
      values.LOG_FORMAT ?? (terminal && values.NODE_ENV !== 'production' ? 'pretty' : 'json'),
    autoReleaseDays: values.AUTO_RELEASE_DAYS,
    disputeResponseDays: values.DISPUTE_RESPONSE_DAYS,
    paymentsProvider: values.PAYMENTS_PROVIDER ?? (values.STRIPE_SECRET_KEY ? 'stripe' : 'sandbox'),
    stripeSecretKey: values.STRIPE_SECRET_KEY,
    stripeWebhookSecret: values.STRIPE_WEBHOOK_SECRET,
    webDistDir: WEB_DIST_DIR,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    messageEmailDelaySeconds: values.MESSAGE_EMAIL_DELAY_SECONDS,
    unsubscribeMailto: values.UNSUBSCRIBE_MAILTO,
    metricsToken: values.METRICS_TOKEN,
    githubToken: values.GITHUB_TOKEN,
    githubWebhookSecret: values.GITHUB_WEBHOOK_SECRET,
    s3: values.S3_BUCKET ? s3Config({ ...values, S3_BUCKET: values.S3_BUCKET }) : undefined,
    shutdownTimeoutMs: values.SHUTDOWN_TIMEOUT_MS,
    shutdownDrainMs: values.SHUTDOWN_DRAIN_MS,
    trustProxy: values.TRUST_PROXY,
    rateLimits: {
      authAttemptsPerMinute: values.RATE_LIMIT_AUTH_PER_MINUTE,
      writesPerMinute: values.RATE_LIMIT_WRITES_PER_MINUTE,
      secondFactorCodesPerHour: values.RATE_LIMIT_CODES_PER_HOUR,
      webhookRequestsPerMinute: DEFAULT_RATE_LIMITS.webhookRequestsPerMinute,
    },
    redis: values.REDIS_URL
      ? { url: values.REDIS_URL, keyPrefix: values.REDIS_KEY_PREFIX }
      : undefined,
    repoInsightAllowLocal: values.REPO_INSIGHT_ALLOW_LOCAL ?? values.NODE_ENV !== 'production',
    backgroundJobs: values.BACKGROUND_JOBS,
  };
}

/** The rule a value broke, in words, for the checks that have no message of their own. */
function settingRule(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return issue.expected === 'int' ? 'must be a whole number' : `must be a ${issue.expected}`;
    case 'too_small':
      return issue.origin === 'string'
        ? `must be at least ${String(issue.minimum)} characters`
        : `must be at least ${String(issue.minimum)}`;
    case 'too_big':
      return `must be at most ${String(issue.maximum)}`;
    case 'invalid_value':
      return `must be one of ${issue.values.map(String).join(', ')}`;
    default:
      return undefined;
  }
}

/** PUBLIC_URL, or else this machine at PORT (development's address). */
export function siteUrlOf(config: { publicUrl?: string; port: number }): string {
  return config.publicUrl ?? `http://localhost:${config.port}`;
}

function s3Config(values: z.infer<typeof envSchema> & { S3_BUCKET: string }): S3Config {
  const bucket = values.S3_BUCKET;
  const endpoint = values.S3_ENDPOINT?.replace(/\/$/, '');
  return {
    bucket,
    region: values.S3_REGION,
    endpoint,
    credentials:
      values.S3_ACCESS_KEY_ID && values.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: values.S3_ACCESS_KEY_ID, secretAccessKey: values.S3_SECRET_ACCESS_KEY }
        : undefined,
    // S3-compatible servers are addressed by path (endpoint/bucket), AWS by host name.
    publicUrl:
      values.S3_PUBLIC_URL?.replace(/\/$/, '') ??
      (endpoint
        ? `${endpoint}/${bucket}`
        : `https://${bucket}.s3.${values.S3_REGION}.amazonaws.com`),
  };
}

/** Rules that tie variables together, each problem listed. */
function combinationProblems(values: z.infer<typeof envSchema>): string[] {
  const problems: string[] = [];
  if (values.NODE_ENV === 'production' && !values.SESSION_SECRET) {
    problems.push('SESSION_SECRET: required when NODE_ENV is production');
  }
  problems.push(...paymentsProblems(values));
  if (values.STRIPE_SECRET_KEY && !values.STRIPE_WEBHOOK_SECRET) {
    problems.push('STRIPE_WEBHOOK_SECRET: required with STRIPE_SECRET_KEY (webhooks are verified)');
  }
  if (values.SMTP_URL && !values.MAIL_FROM) {
    problems.push('MAIL_FROM: required when SMTP_URL is set');
  }
  // Links in mail must point at the real site, never at whatever Host header a request carried.
  if (values.SMTP_URL && !values.PUBLIC_URL) {
    problems.push('PUBLIC_URL: required when SMTP_URL is set (links in mail use it)');
  }
  // The embedded database has one owner (this process): no other instance could run its jobs.
  if (!values.BACKGROUND_JOBS && !values.DATABASE_URL) {
    problems.push(
      'BACKGROUND_JOBS: false needs DATABASE_URL (on the embedded database no other instance can run the jobs)',
    );
  }
  if (Boolean(values.S3_ACCESS_KEY_ID) !== Boolean(values.S3_SECRET_ACCESS_KEY)) {
    problems.push('S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither');
  }
  const s3Only = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL'];
  for (const name of s3Only) {
    if (values[name as keyof typeof values] && !values.S3_BUCKET) {
      problems.push(`${name}: has no effect without S3_BUCKET`);
    }
  }
  return problems;
}

/**
 * Real money needs Stripe's keys. Without them the sandbox would take payments that are not
 * real (any card number "pays"), so production refuses to start unless the operator chose the
 * sandbox by name (a demo, a staging copy). Keys beside PAYMENTS_PROVIDER=sandbox would do
 * nothing, and an operator who set them surely meant real payments: refused too.
 */
function paymentsProblems(values: z.infer<typeof envSchema>): string[] {
  const chosen = values.PAYMENTS_PROVIDER;
  if (chosen === 'stripe' && !values.STRIPE_SECRET_KEY) {
    return ['STRIPE_SECRET_KEY: required with PAYMENTS_PROVIDER=stripe'];
  }
  if (chosen === 'sandbox' && (values.STRIPE_SECRET_KEY || values.STRIPE_WEBHOOK_SECRET)) {
    return [
      'STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: have no effect with PAYMENTS_PROVIDER=sandbox ' +
        '(remove them, or PAYMENTS_PROVIDER, to take real payments)',
    ];
  }
  if (values.NODE_ENV === 'production' && !chosen && !values.STRIPE_SECRET_KEY) {
    return [
      'STRIPE_SECRET_KEY: required when NODE_ENV is production, or payments would not be real. ' +
        'Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or PAYMENTS_PROVIDER=sandbox to run ' +
        'the sandbox on purpose (a demo or staging: no real money moves)',
    ];
  }
  return [];
}

/** Outside production the secret is generated once and kept in DATA_DIR, so sessions survive restarts. */
function developmentSessionSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
