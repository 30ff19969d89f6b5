/**
 * The validator's one rule for text PostgreSQL cannot store, on the parts a URL carries. A URL
 * cannot spell a lone surrogate (percent-encoded, its bytes are not UTF-8 and stay undecoded),
 * so the HTTP tests (tests/api/bad-input.test.ts) send them in bodies; here the validator meets
 * one in a query and in params, as a future parser or route might hand it over.
 */
import { describe, expect, it } from 'vitest';
import { idParamsSchema } from '@shared/contract/common.js';
import { listProjectsQuerySchema } from '@shared/contract/projects.js';
import { LONE_SURROGATE_MESSAGE, NUL_MESSAGE, validatorCompiler } from './validation.js';

const validate = (schema: unknown, httpPart: string, data: unknown) =>
  validatorCompiler({ schema, method: 'GET', url: '/', httpPart } as never)(data) as {
    error?: { statusCode: number; fieldErrors?: Record<string, string[]> };
    value?: unknown;
  };

describe('validatorCompiler', () => {
  it('refuses a lone surrogate in a query string or a param, naming the field', () => {
    for (const [schema, part, data, field] of [
      [listProjectsQuerySchema, 'querystring', { q: 'a\ud800b' }, 'q'],
      [listProjectsQuerySchema, 'querystring', { tech: '\udc00' }, 'tech'],
      [idParamsSchema, 'params', { id: '1', ['\ud83d']: 'x' }, '\ud83d'],
    ] as const) {
      const { error } = validate(schema, part, data);
      expect(error?.statusCode).toBe(400);
      expect(error?.fieldErrors).toEqual({ [field]: [LONE_SURROGATE_MESSAGE] });
    }
  });

  it('keeps refusing NUL, and lets a surrogate pair through', () => {
    expect(
      validate(listProjectsQuerySchema, 'querystring', { q: 'a\u0000' }).error?.fieldErrors,
    ).toEqual({
      q: [NUL_MESSAGE],
    });
    expect(
      validate(listProjectsQuerySchema, 'querystring', { q: 'bike 🚲' }).error,
    ).toBeUndefined();
  });
});
