import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CommandLineError } from './command-line.js';
import { CONFIG_VARIABLES, ConfigError, loadConfig } from './config.js';
import { parseEnvFile } from './env-file.js';

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'finishline-config-'));

describe('loadConfig', () => {
  it('works with no configuration at all: embedded database, port 5000, demo data', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({ port: 5000, env: 'development', seedDemo: true, dataDir });
    expect(config.databaseUrl).toBeUndefined();
  });

  it('listens on this machine only outside production, unless HOST says otherwise', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir }).host).toBe('127.0.0.1');
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test' }).host).toBe('127.0.0.1');
    expect(loadConfig({ DATA_DIR: dataDir, HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(40),
      PAYMENTS_PROVIDER: 'sandbox',
    };
    expect(loadConfig(production).host).toBe('0.0.0.0');
    expect(loadConfig({ ...production, HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
  });

  it('reads local repositories outside production only, unless REPO_INSIGHT_ALLOW_LOCAL says', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir }).repoInsightAllowLocal).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test' }).repoInsightAllowLocal).toBe(true);
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(40),
      PAYMENTS_PROVIDER: 'sandbox',
    };
    expect(loadConfig(production).repoInsightAllowLocal).toBe(false);
    const selfHosted = { ...production, REPO_INSIGHT_ALLOW_LOCAL: 'true' };
    expect(loadConfig(selfHosted).repoInsightAllowLocal).toBe(true);
    expect(() => loadConfig({ DATA_DIR: dataDir, REPO_INSIGHT_ALLOW_LOCAL: 'maybe' })).toThrow(
      /REPO_INSIGHT_ALLOW_LOCAL/,
    );
  });

  it('runs the background jobs unless BACKGROUND_JOBS=false, which needs PostgreSQL', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir }).backgroundJobs).toBe(true);
    const serving = {
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://db.example/finishline',
      BACKGROUND_JOBS: 'false',
    };
    expect(loadConfig(serving).backgroundJobs).toBe(false);
    expect(() => loadConfig({ DATA_DIR: dataDir, BACKGROUND_JOBS: 'false' })).toThrow(
      'Invalid configuration: BACKGROUND_JOBS: false needs DATABASE_URL (on the embedded database no other instance can run the jobs)',
    );
    expect(() => loadConfig({ ...serving, BACKGROUND_JOBS: 'off' })).toThrow(/BACKGROUND_JOBS/);
  });

  it('points links at PUBLIC_URL, or else at this machine’s port', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir }).siteUrl).toBe('http://localhost:5000');
    expect(loadConfig({ DATA_DIR: dataDir, PORT: '8080' }).siteUrl).toBe('http://localhost:8080');
    expect(
      loadConfig({ DATA_DIR: dataDir, PORT: '8080', PUBLIC_URL: 'https://finishline.example/' })
        .siteUrl,
    ).toBe('https://finishline.example');
  });

  it('generates the development session secret once and keeps it in DATA_DIR', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir }).sessionSecret;
    expect(first).toHaveLength(64);
    expect(readFileSync(path.join(dataDir, 'session-secret'), 'utf8')).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir }).sessionSecret).toBe(first);
  });

  it('logs readable lines at a terminal outside production, JSON otherwise or when told', () => {
    const dataDir = tempDir();
    const format = (env: NodeJS.ProcessEnv, terminal: boolean) =>
      loadConfig(
        { DATA_DIR: dataDir, SESSION_SECRET: 'x'.repeat(32), PAYMENTS_PROVIDER: 'sandbox', ...env },
        { terminal },
      ).logFormat;
    expect(format({}, true)).toBe('pretty');
    expect(format({}, false)).toBe('json');
    expect(format({ NODE_ENV: 'production' }, true)).toBe('json');
    expect(format({ LOG_FORMAT: 'json' }, true)).toBe('json');
    expect(format({ LOG_FORMAT: 'pretty', NODE_ENV: 'production' }, false)).toBe('pretty');
    expect(() => format({ LOG_FORMAT: 'text' }, true)).toThrow(
      /LOG_FORMAT: must be json or pretty/,
    );
  });

  it('lists every bad variable in one error', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        PUBLIC_URL: 'nope',
        SEED_DEMO: 'maybe',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of ['PORT', 'DATABASE_URL', 'PUBLIC_URL', 'SEED_DEMO'])
      expect(problems).toContain(name);
  });

  it('requires SESSION_SECRET in production', () => {
    const sandbox = { NODE_ENV: 'production', PAYMENTS_PROVIDER: 'sandbox' };
    expect(() => loadConfig({ ...sandbox, DATA_DIR: tempDir() })).toThrow(/SESSION_SECRET/);
    const secret = 'x'.repeat(40);
    expect(loadConfig({ ...sandbox, SESSION_SECRET: secret }).sessionSecret).toBe(secret);
  });

  it('takes payments through Stripe with its keys, else through the sandbox outside production', () => {
    const keys = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };
    expect(loadConfig({ DATA_DIR: tempDir() }).paymentsProvider).toBe('sandbox');
    expect(loadConfig({ DATA_DIR: tempDir(), ...keys })).toMatchObject({
      paymentsProvider: 'stripe',
      stripeSecretKey: 'sk_test_x',
    });
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) };
    expect(loadConfig({ ...production, ...keys }).paymentsProvider).toBe('stripe');
    expect(loadConfig({ ...production, PAYMENTS_PROVIDER: 'stripe', ...keys })).toMatchObject({
      paymentsProvider: 'stripe',
    });
    expect(loadConfig({ ...production, PAYMENTS_PROVIDER: 'sandbox' }).paymentsProvider).toBe(
      'sandbox',
    );
  });

  it('refuses a production start without Stripe keys, unless the sandbox is chosen by name', () => {
    const problemsOf = (env: NodeJS.ProcessEnv) => {
      try {
        loadConfig({ DATA_DIR: tempDir(), ...env });
      } catch (error) {
        if (error instanceof ConfigError) return error.problems;
        throw error;
      }
      return [];
    };
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) };
    // One problem, naming what to set and the way to run the sandbox on purpose.
    expect(problemsOf(production)).toEqual([
      expect.stringMatching(
        /^STRIPE_SECRET_KEY: required when NODE_ENV is production.*PAYMENTS_PROVIDER=sandbox/,
      ),
    ]);
    // Only the webhook secret is not enough either: it is the key that makes payments real.
    expect(problemsOf({ ...production, STRIPE_WEBHOOK_SECRET: 'whsec_x' })).toEqual([
      expect.stringMatching(/^STRIPE_SECRET_KEY: required when NODE_ENV is production/),
    ]);
    expect(problemsOf({ PAYMENTS_PROVIDER: 'stripe' })).toEqual([
      'STRIPE_SECRET_KEY: required with PAYMENTS_PROVIDER=stripe',
    ]);
    expect(
      problemsOf({
        ...production,
        PAYMENTS_PROVIDER: 'sandbox',
        STRIPE_SECRET_KEY: 'sk_live_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
      }),
    ).toEqual([expect.stringMatching(/have no effect with PAYMENTS_PROVIDER=sandbox/)]);
    expect(problemsOf({ PAYMENTS_PROVIDER: 'paypal' })).toEqual([
      expect.stringMatching(/^PAYMENTS_PROVIDER: /),
    ]);
  });

  it('reads SEED_DEMO=false and a PostgreSQL URL', () => {
    const config = loadConfig({
      SEED_DEMO: 'false',
      DATABASE_URL: 'postgres://u@h:5432/d',
      DATA_DIR: tempDir(),
    });
    expect(config.seedDemo).toBe(false);
    expect(config.databaseUrl).toBe('postgres://u@h:5432/d');
  });

  it('loads the demo data in production only when SEED_DEMO names it', () => {
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(40),
      PAYMENTS_PROVIDER: 'sandbox',
      DATA_DIR: tempDir(),
    };
    expect(loadConfig(production).seedDemo).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ DATA_DIR: tempDir() }).seedDemo).toBe(true);
  });

  it('sends mail over SMTP only with a sender and a public URL for the links', () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig({ DATA_DIR: tempDir(), ...env });
        return '';
      } catch (error) {
        return (error as ConfigError).problems.join('\n');
      }
    };
    expect(problems({ SMTP_URL: 'smtp://mail.example:25' })).toMatch(/MAIL_FROM[\s\S]*PUBLIC_URL/);
    expect(problems({ SMTP_URL: 'http://mail.example' })).toContain('SMTP_URL');
    const config = loadConfig({
      DATA_DIR: tempDir(),
      SMTP_URL: 'smtps://user:pass@mail.example:465',
      MAIL_FROM: 'Finishline <no-reply@finishline.example>',
      PUBLIC_URL: 'https://finishline.example',
    });
    expect(config).toMatchObject({ smtpUrl: 'smtps://user:pass@mail.example:465' });
  });

  it('reads object storage settings, keys in pairs, only with a bucket', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      S3_BUCKET: 'finishline-uploads',
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config.s3).toEqual({
      bucket: 'finishline-uploads',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      publicUrl: 'http://127.0.0.1:9000/finishline-uploads',
    });
    expect(
      loadConfig({ DATA_DIR: tempDir(), S3_BUCKET: 'finishline-uploads', S3_REGION: 'eu-west-1' })
        .s3?.publicUrl,
    ).toBe('https://finishline-uploads.s3.eu-west-1.amazonaws.com');
    expect(loadConfig({ DATA_DIR: tempDir() }).s3).toBeUndefined();
    expect(() =>
      loadConfig({ DATA_DIR: tempDir(), S3_BUCKET: 'finishline-uploads', S3_ACCESS_KEY_ID: 'k' }),
    ).toThrow(/set both or neither/);
    expect(() => loadConfig({ DATA_DIR: tempDir(), S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      /S3_ENDPOINT: has no effect without S3_BUCKET/,
    );
  });

  it('takes a metrics token of 16 characters or more, and a shutdown deadline', () => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), METRICS_TOKEN: 'short' })).toThrow(
      /METRICS_TOKEN/,
    );
    const config = loadConfig({
      DATA_DIR: tempDir(),
      METRICS_TOKEN: 'a-long-enough-token',
      SHUTDOWN_TIMEOUT_MS: '2500',
    });
    expect(config).toMatchObject({ metricsToken: 'a-long-enough-token', shutdownTimeoutMs: 2500 });
    expect(loadConfig({ DATA_DIR: tempDir() }).shutdownTimeoutMs).toBe(10_000);
  });

  it('trusts no proxy by default; TRUST_PROXY takes a hop count or proxy addresses and ranges', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir }).trustProxy).toBe(false);
    expect(
      loadConfig({
        DATA_DIR: dataDir,
        NODE_ENV: 'production',
        SESSION_SECRET: 'x'.repeat(40),
        PAYMENTS_PROVIDER: 'sandbox',
      }).trustProxy,
    ).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(
      loadConfig({
        DATA_DIR: dataDir,
        TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,::1,fd00::/8,loopback',
      }).trustProxy,
    ).toEqual(['10.0.0.1', '192.168.0.0/16', '::1', 'fd00::/8', 'loopback']);
    for (const bad of ['true', 'yes', '10.0.0.0/33', '10.0.0', 'proxy.example', '99']) {
      expect(() => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
    expect(() => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: 'true' })).toThrow(/trust every hop/);
  });

  it('reads the rate limits, 20 sign-in attempts and 120 writes a minute, 60 codes an hour by default', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir }).rateLimits).toEqual({
      authAttemptsPerMinute: 20,
      writesPerMinute: 120,
      secondFactorCodesPerHour: 60,
      webhookRequestsPerMinute: 1000,
    });
    expect(
      loadConfig({
        DATA_DIR: dataDir,
        RATE_LIMIT_AUTH_PER_MINUTE: '5',
        RATE_LIMIT_WRITES_PER_MINUTE: '600',
        RATE_LIMIT_CODES_PER_HOUR: '30',
      }).rateLimits,
    ).toEqual({
      authAttemptsPerMinute: 5,
      writesPerMinute: 600,
      secondFactorCodesPerHour: 30,
      webhookRequestsPerMinute: 1000,
    });
    let problems = '';
    try {
      loadConfig({
        DATA_DIR: dataDir,
        RATE_LIMIT_AUTH_PER_MINUTE: '0',
        RATE_LIMIT_WRITES_PER_MINUTE: 'lots',
      });
    } catch (error) {
      problems = (error as ConfigError).problems.join('\n');
    }
    expect(problems).toMatch(/RATE_LIMIT_AUTH_PER_MINUTE[\s\S]*RATE_LIMIT_WRITES_PER_MINUTE/);
  });

  it('counts in Redis with REDIS_URL, under a key prefix', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir }).redis).toBeUndefined();
    expect(
      loadConfig({ DATA_DIR: dataDir, REDIS_URL: 'redis://cache.internal:6379/0' }).redis,
    ).toEqual({
      url: 'redis://cache.internal:6379/0',
      keyPrefix: 'finishline:',
    });
    expect(
      loadConfig({
        DATA_DIR: dataDir,
        REDIS_URL: 'rediss://u:p@cache:6380',
        REDIS_KEY_PREFIX: 'staging:',
      }).redis,
    ).toEqual({ url: 'rediss://u:p@cache:6380', keyPrefix: 'staging:' });
    expect(() => loadConfig({ DATA_DIR: dataDir, REDIS_URL: 'http://cache:6379' })).toThrow(
      /REDIS_URL/,
    );
  });
});

describe('.env', () => {
  const withFile = (text: string, env: NodeJS.ProcessEnv = {}) => {
    const dir = tempDir();
    const envFile = path.join(dir, '.env');
    writeFileSync(envFile, text);
    return loadConfig({ DATA_DIR: dir, ...env }, { envFile });
  };
  const problemOf = (text: string, env: NodeJS.ProcessEnv = {}) => {
    try {
      withFile(text, env);
      return '';
    } catch (error) {
      expect(error).toBeInstanceOf(CommandLineError);
      return (error as Error).message;
    }
  };

  it('is read under the environment, which wins', () => {
    const text = [
      '# settings',
      'PORT=8080',
      'export LOG_LEVEL=warn   # quieter',
      'MAIL_FROM="Finishline <no-reply@finishline.example>"',
      "PUBLIC_URL='https://finishline.example'",
      '',
    ].join('\n');
    expect(withFile(text)).toMatchObject({
      port: 8080,
      logLevel: 'warn',
      mailFrom: 'Finishline <no-reply@finishline.example>',
      publicUrl: 'https://finishline.example',
    });
    expect(withFile(text, { PORT: '9090' }).port).toBe(9090);
  });

  it('is optional', () => {
    const dir = tempDir();
    expect(loadConfig({ DATA_DIR: dir }, { envFile: path.join(dir, '.env') }).port).toBe(5000);
  });

  it('stops at a malformed line with one sentence naming it', () => {
    expect(problemOf('PORT=8080\nLOG_LEVEL warn\n')).toMatch(
      /\/\.env line 2 is not NAME=value or a # comment: "LOG_LEVEL warn"$/,
    );
    expect(problemOf('MAIL_FROM="unclosed\n')).toMatch(
      /\.env line 1 has a value whose " is not closed\.$/,
    );
  });

  it('stops at a name one typo away from a setting, and lets other tools’ names pass', () => {
    expect(problemOf('PROT=8080')).toMatch(
      /line 1 sets PROT, which is not a setting: did you mean PORT\?$/,
    );
    expect(problemOf('DATABSE_URL=postgres://x/y')).toMatch(/did you mean DATABASE_URL\?$/);
    expect(problemOf('log_level=warn')).toMatch(/did you mean LOG_LEVEL\?$/);
    expect(withFile('EDITOR=vim\nVITE_SOMETHING=1\nHOME=/root').port).toBe(5000);
  });

  it('names the variable, where it was set and the rule for a bad value', () => {
    expect(problemOf('PORT=eighty')).toBe(
      'Invalid configuration: PORT (.env line 1): must be a number',
    );
    expect(problemOf('\nDATABASE_POOL_MAX=0')).toBe(
      'Invalid configuration: DATABASE_POOL_MAX (.env line 2): must be at least 1',
    );
    expect(problemOf('LOG_LEVEL=loud')).toMatch(
      /^Invalid configuration: LOG_LEVEL \(\.env line 1\): must be one of fatal, error/,
    );
    // From the environment, it says only the name.
    expect(problemOf('', { PORT: '70000' })).toBe(
      'Invalid configuration: PORT: must be at most 65535',
    );
  });
});

describe('every setting is documented', () => {
  const root = path.resolve(import.meta.dirname, '../..');
  it('in .env.example, with its default', () => {
    const example = readFileSync(path.join(root, '.env.example'), 'utf8');
    for (const name of CONFIG_VARIABLES)
      expect(example, name).toMatch(new RegExp(`^# ${name}=`, 'm'));
    // The example parses, uncommented, as a settings file.
    const uncommented = example.replace(/^# ([A-Z_0-9]+=)/gm, '$1');
    expect(() => parseEnvFile(uncommented, CONFIG_VARIABLES)).not.toThrow();
  });

  it('in the configuration table of docs/operations.md', () => {
    const operations = readFileSync(path.join(root, 'docs/operations.md'), 'utf8');
    for (const name of CONFIG_VARIABLES)
      expect(operations, name).toMatch(new RegExp(`^\\| [^|]*\`${name}\``, 'm'));
  });
});
