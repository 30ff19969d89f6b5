/**
 * The TypeScript types a client generates from the served OpenAPI document (openapi-typescript),
 * kept in tests/api/generated/api.ts: the typed-client test compares them with the document the
 * app serves (a drift fails it) and its flow type-checks against them under `tsc -b`.
 */
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import type { OpenAPIV3 } from 'openapi-types';
import ts from 'typescript';

export const GENERATED_TYPES = fileURLToPath(new URL('../generated/api.ts', import.meta.url));

const HEADER = `/**
 * Generated from the app's OpenAPI document (/api/docs) by openapi-typescript: do not edit.
 * Regenerate: UPDATE_API_TYPES=1 npx vitest run --project api tests/api/api-client.test.ts
 */
`;

export async function clientTypes(document: OpenAPIV3.Document): Promise<string> {
  const blob = ts.factory.createTypeReferenceNode('Blob');
  const ast = await openapiTS(document as Parameters<typeof openapiTS>[0], {
    // A file part of a multipart form is a Blob (a File) in the client, not text.
    transform: (schema) => (schema.format === 'binary' ? blob : undefined),
  });
  return HEADER + astToString(ast);
}
