/**
 * Reading the served OpenAPI document in tests: its operations, and a validator of an answer's
 * body against what the operation documents for its status.
 */
import { Ajv, type ValidateFunction } from 'ajv';
import type { OpenAPIV3 } from 'openapi-types';

export const METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;
export type Method = (typeof METHODS)[number];

export interface Operation {
  path: string;
  method: Method;
  operation: OpenAPIV3.OperationObject;
}

export function operationsOf(document: OpenAPIV3.Document): Operation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item?.[method];
      return operation ? [{ path, method, operation }] : [];
    }),
  );
}

/**
 * OpenAPI 3.0 schemas as JSON Schema: `nullable: true` becomes "or null" (Ajv has no nullable
 * beside `type`, and the document writes a nullable reference as `allOf` with `nullable`).
 */
function toJsonSchema(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toJsonSchema);
  if (!value || typeof value !== 'object') return value;
  const { nullable, ...rest } = value as Record<string, unknown>;
  const converted = Object.fromEntries(
    Object.entries(rest).map(([key, child]) => [
      key,
      key === 'properties' && child && typeof child === 'object'
        ? Object.fromEntries(Object.entries(child).map(([name, s]) => [name, toJsonSchema(s)]))
        : toJsonSchema(child),
    ]),
  );
  if (typeof converted.$ref === 'string') {
    converted.$ref = converted.$ref.replace('#/components/schemas/', 'openapi#/definitions/');
  }
  if (nullable !== true) return converted;
  if (Array.isArray(converted.enum) && !converted.enum.includes(null)) {
    converted.enum = [...converted.enum, null];
  }
  return { anyOf: [converted, { type: 'null' }] };
}

/** Checks a body against the schema an operation documents for a status (and media type). */
export function responseValidator(document: OpenAPIV3.Document) {
  const ajv = new Ajv({ strict: false, validateFormats: false, allErrors: true });
  ajv.addSchema({
    $id: 'openapi',
    definitions: toJsonSchema(document.components?.schemas ?? {}),
  });
  const compiled = new Map<string, ValidateFunction | null>();

  return (operation: Operation, status: number, body: string): string | null => {
    const response = operation.operation.responses[String(status)] as
      OpenAPIV3.ResponseObject | undefined;
    if (!response) return `status ${status} is not documented`;
    const key = `${operation.method} ${operation.path} ${status}`;
    if (!compiled.has(key)) {
      const schema = response.content?.['application/json']?.schema;
      compiled.set(key, schema ? ajv.compile(toJsonSchema(schema) as object) : null);
    }
    const validate = compiled.get(key);
    // A download (a file's bytes) documents its media types, not a JSON schema.
    if (!validate && response.content && Object.keys(response.content).length) return null;
    if (!validate) return body === '' ? null : `status ${status} documents no body: ${body}`;
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return `not JSON: ${body.slice(0, 200)}`;
    }
    return validate(parsed) ? null : `${ajv.errorsText(validate.errors)}: ${body.slice(0, 300)}`;
  };
}
