/**
 * Reads a multipart request into plain text fields and at most one file, enforcing the upload
 * limits while the body streams in (nothing over 5 MB is ever held whole in memory).
 */
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../errors.js';
import { MAX_UPLOAD_BYTES, TOO_LARGE_MESSAGE, TOO_MANY_FILES_MESSAGE } from './limits.js';

export interface MultipartContent {
  fields: Record<string, string>;
  file: { data: Buffer; filename: string } | null;
}

/** Limits handed to @fastify/multipart when the uploads plugin registers it. */
export const MULTIPART_LIMITS = {
  fileSize: MAX_UPLOAD_BYTES,
  files: 1,
  fields: 50,
  fieldSize: 1024 * 1024,
  parts: 60,
};

export function isMultipart(request: FastifyRequest): boolean {
  return request.isMultipart();
}

export async function readMultipart(
  request: FastifyRequest,
  options: { fileField: string },
): Promise<MultipartContent> {
  if (!request.isMultipart()) throw badRequest('Expected a multipart/form-data request');
  const fields: Record<string, string> = {};
  let file: MultipartContent['file'] = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
        continue;
      }
      if (part.fieldname !== options.fileField) {
        await part.toBuffer().catch(() => undefined);
        throw badRequest(`Unexpected file field "${part.fieldname}"`);
      }
      if (file) throw badRequest(TOO_MANY_FILES_MESSAGE);
      const data = await part.toBuffer();
      // An empty file input still sends a part: treat it as "no file".
      if (data.length > 0) file = { data, filename: part.filename };
    }
  } catch (error) {
    throw translate(error);
  }
  return { fields, file };
}

function translate(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError('too_large', TOO_LARGE_MESSAGE);
    case 'FST_FILES_LIMIT':
      return badRequest(TOO_MANY_FILES_MESSAGE);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return badRequest('Too many form fields');
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return badRequest('Malformed multipart request');
    default:
      if (error instanceof Error && /terminated early|Unexpected end/i.test(error.message)) {
        return badRequest('Malformed multipart request');
      }
      return error;
  }
}
