import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'finishline-config-'));

describe('loadConfig', () => {
  it('works with no configuration at all: embedded database, port 5000, demo data', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({ port: 5000, env: 'development', seedDemo: true, dataDir });
    expect(config.databaseUrl).toBeUndefined();
  });

  it('generates the development session secret once and keeps it in DATA_DIR', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir }).sessionSecret;
    expect(first).toHaveLength(64);
    expect(readFileSync(path.join(dataDir, 'session-secret'), 'utf8')).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir }).sessionSecret).toBe(first);
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
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: tempDir() })).toThrow(
      /SESSION_SECRET/,
    );
    const secret = 'x'.repeat(40);
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: secret }).sessionSecret).toBe(
      secret,
    );
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
});
