/**
 * Reads a multipart request into plain text fields and at most one file, enforcing the limits
 * while the body streams in. Each route declares its form: the file field and every text field
 * it takes, with that field's largest size. A field the form does not declare is refused as it
 * arrives, a field over its size is refused, and a request declaring more bytes than the whole
 * form can hold is refused before a byte is read; so a request never holds more in memory than
 * its form's text (tens of kilobytes) and one file of 5 MB.
 */
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../errors.js';
import { MAX_UPLOAD_BYTES, TOO_LARGE_MESSAGE, TOO_MANY_FILES_MESSAGE } from './limits.js';

export interface MultipartContent {
  fields: Record<string, string>;
  file: { data: Buffer; filename: string } | null;
}

/** What one route's multipart form may carry. */
export interface MultipartForm {
  /** The one file field (an image of at most 5 MB). */
  fileField: string;
  /** Every text field the form takes, with its largest size in bytes. */
  fields: Readonly<Record<string, number>>;
}

/** Bytes of a text field of at most `chars` characters: 3 bytes each in UTF-8, plus spaces that trimming removes. */
export const textFieldBytes = (chars: number) => chars * 3 + 256;

/** Bytes of a JSON-encoded list of at most `items` entries of at most `chars` characters. */
export const jsonListFieldBytes = (items: number, chars: number) => items * (chars * 3 + 3) + 256;

/** Room for the boundaries and part headers of one part. */
const PART_FRAMING_BYTES = 1024;

/** The whole form's largest size: every field at its largest, one file, and the framing. */
export function formMaxBytes(form: MultipartForm): number {
  const fields = Object.values(form.fields);
  const text = fields.reduce((sum, bytes) => sum + bytes, 0);
  return text + MAX_UPLOAD_BYTES + (fields.length + 1) * PART_FRAMING_BYTES;
}

/**
 * Limits handed to @fastify/multipart when the uploads plugin registers it: the defaults of a
 * route that reads parts without declaring a form. `readMultipart` sets each form's own.
 */
export const MULTIPART_LIMITS = {
  fileSize: MAX_UPLOAD_BYTES,
  files: 1,
  fields: 20,
  fieldSize: 16 * 1024,
  parts: 21,
  headerPairs: 20,
};

export function isMultipart(request: FastifyRequest): boolean {
  return request.isMultipart();
}

export async function readMultipart(
  request: FastifyRequest,
  form: MultipartForm,
): Promise<MultipartContent> {
  if (!request.isMultipart()) throw badRequest('Expected a multipart/form-data request');
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > formMaxBytes(form)) {
    // Only the file can legitimately be megabytes: name the limit the sender most likely missed.
    throw new AppError('too_large', TOO_LARGE_MESSAGE);
  }

  const fieldCount = Object.keys(form.fields).length;
  const fields: Record<string, string> = {};
  let file: MultipartContent['file'] = null;
  try {
    const parts = request.parts({
      limits: {
        ...MULTIPART_LIMITS,
        fields: fieldCount,
        fieldSize: Math.max(1, ...Object.values(form.fields)),
        parts: fieldCount + 1,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        const limit = Object.hasOwn(form.fields, part.fieldname)
          ? form.fields[part.fieldname]!
          : null;
        if (limit === null) throw badRequest(`Unexpected form field "${label(part.fieldname)}"`);
        if (Object.hasOwn(fields, part.fieldname)) {
          throw badRequest(`Form field "${label(part.fieldname)}" was sent more than once`);
        }
        const value = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
        if (part.valueTruncated || Buffer.byteLength(value) > limit) {
          throw new AppError('too_large', `Form field "${part.fieldname}" is too large`);
        }
        fields[part.fieldname] = value;
        continue;
      }
      if (part.fieldname !== form.fileField) {
        await part.toBuffer().catch(() => undefined);
        throw badRequest(`Unexpected file field "${label(part.fieldname)}"`);
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

/** A field name as a message may quote it (a client chooses it). */
const label = (name: string) => (name.length > 60 ? `${name.slice(0, 60)}…` : name);

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
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return badRequest('Malformed multipart request');
    default:
      if (error instanceof Error && /terminated early|Unexpected end/i.test(error.message)) {
        return badRequest('Malformed multipart request');
      }
      return error;
  }
}
