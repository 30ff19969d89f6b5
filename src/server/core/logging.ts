/**
 * What the log may hold (docs/decisions/accounts-and-operations.md, Logs without secrets).
 * A failed query is logged by its SQL state, constraint, table and column, never by its text,
 * its bound parameters or PostgreSQL's own message: Drizzle's error message carries "params: …"
 * (an argon2 hash, an email, a message someone wrote), and PostgreSQL's message and detail quote
 * the offending values ('Key (email)=(…) already exists', 'value "…" is out of range'). Request
 * lines leave out the values of secret query parameters (a password-reset link's `token`) and
 * an unsubscribe link's token.
 * Every `{ err }` logged anywhere goes through these serializers (registered in app.ts).
 *
 * Requests: one line each, when answered (requestLog), carrying the request's id: an incoming
 * `X-Request-Id` when it is a sane token (a proxy's or another instance's), else one made here;
 * the answer says it in `X-Request-Id` too. The API calls a page render makes in process
 * (pages/page-render.ts) carry their page's id and get no line of their own.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface DatabaseErrorLog {
  type: 'DatabaseError';
  message: string;
  sqlState: string;
  constraint?: string;
  table?: string;
  column?: string;
  routine?: string;
  stack?: string;
  /** A failure that is not PostgreSQL's (a connection refused): its own error. */
  cause?: unknown;
}

interface PostgresFields {
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  routine?: unknown;
  severity?: unknown;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

/**
 * The PostgreSQL error (node-postgres or PGlite) in `error` or its causes, or null. Drizzle
 * wraps it in a DrizzleQueryError (`query`, `params`, `cause`).
 */
export function postgresErrorIn(error: unknown): PostgresFields | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const fields = current as PostgresFields & { cause?: unknown };
    if (typeof fields.code === 'string' && SQLSTATE.test(fields.code) && 'severity' in fields) {
      return fields;
    }
    current = fields.cause;
  }
  return null;
}

function isQueryError(error: object): boolean {
  return 'query' in error && 'params' in error;
}

/** A database failure as the log may show it: where, which rule, never which values. */
export function describeDatabaseError(error: unknown): DatabaseErrorLog | null {
  if (!error || typeof error !== 'object') return null;
  const postgres = postgresErrorIn(error);
  if (!postgres && !isQueryError(error)) return null;
  const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
  const sqlState = text(postgres?.code) ?? 'unknown';
  const constraint = text(postgres?.constraint);
  return {
    type: 'DatabaseError',
    message: `database error ${sqlState}${constraint ? ` on ${constraint}` : ''}`,
    sqlState,
    constraint,
    table: text(postgres?.table),
    column: text(postgres?.column),
    routine: text(postgres?.routine),
    stack: stackFrames(error),
    cause: postgres ? undefined : serializeError((error as { cause?: unknown }).cause, 1),
  };
}

/** The stack's "at …" lines only: its first line repeats the message, values included. */
function stackFrames(error: object): string | undefined {
  const stack = (error as { stack?: unknown }).stack;
  if (typeof stack !== 'string') return undefined;
  return stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

/** pino's `err` serializer, with database errors described instead of dumped. */
export function serializeError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return error;
  const database = describeDatabaseError(error);
  if (database) return database;
  const result: Record<string, unknown> = {
    type: error.constructor?.name ?? error.name,
    message: error.message,
    stack: error.stack,
  };
  for (const [key, value] of Object.entries(error)) {
    if (key in result || key === 'cause') continue;
    result[key] = value instanceof Error && depth < 3 ? serializeError(value, depth + 1) : value;
  }
  if (error.cause !== undefined && depth < 3) result.cause = serializeError(error.cause, depth + 1);
  return result;
}

/** Query parameters whose values never reach the log. */
const SECRET_PARAMETERS = ['token'];
/** Paths whose last segment is a secret: an activity mail's unsubscribe link. */
const SECRET_PATH = /^(\/unsubscribe\/)[^/?#]+/;

/** A request's URL with secret path segments and the values of secret query parameters replaced. */
export function redactUrl(url: string): string {
  const redacted = url.replace(SECRET_PATH, '$1[redacted]');
  const query = redacted.indexOf('?');
  if (query === -1) return redacted;
  const params = new URLSearchParams(redacted.slice(query + 1));
  let changed = false;
  for (const name of SECRET_PARAMETERS) {
    if (params.has(name)) {
      params.set(name, '[redacted]');
      changed = true;
    }
  }
  return changed ? `${redacted.slice(0, query)}?${params.toString()}` : redacted;
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  headers?: Record<string, unknown>;
  socket?: { remotePort?: number };
}

/** Fastify's request serializer, with secret query parameters redacted. */
function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    version: request.headers?.['accept-version'] as string | undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

export const logSerializers = {
  err: (error: Error) => serializeError(error) as LoggedError,
  req: serializeRequest,
};

export const REQUEST_ID_HEADER = 'x-request-id';
/** Letters, digits and `._:-`, up to 128: a UUID, a proxy's id, never a line break or markup. */
const SANE_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

/** Fastify's genReqId: the incoming X-Request-Id when sane, else 16 random hex digits. */
export function requestIdOf(request: { headers: Record<string, unknown> }): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SANE_REQUEST_ID.test(given)
    ? given
    : randomBytes(8).toString('hex');
}

/** Marks the in-process calls of a page render: a header with a value only this process knows. */
const INTERNAL_HEADER = 'x-finishline-internal';
const INTERNAL_TOKEN = randomBytes(16).toString('hex');

/** Headers of an in-process call made for `request`: its id, and the mark that it is internal. */
export const internalCallHeaders = (request: FastifyRequest) => ({
  [REQUEST_ID_HEADER]: request.id,
  [INTERNAL_HEADER]: INTERNAL_TOKEN,
});

const isInternal = (request: FastifyRequest) => request.headers[INTERNAL_HEADER] === INTERNAL_TOKEN;

/**
 * The request log (Fastify's own is off): the id in the answer, a debug line when a request
 * comes in, and one info line when it is answered (method, URL redacted, status, time).
 */
export function requestLog(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    if (!isInternal(request)) request.log.debug({ req: request }, 'incoming request');
  });
  app.addHook('onResponse', async (request, reply) => {
    if (isInternal(request)) return;
    request.log.info(
      { req: request, res: reply, responseTime: Math.round(reply.elapsedTime * 10) / 10 },
      'request completed',
    );
  });
}

interface RequestLine {
  reqId?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
}

/**
 * The log as lines a person can follow at a terminal (config.logFormat 'pretty'): the time, the
 * level, then a request as `GET /api/projects 200 in 3 ms · 1f2e3d4c5b6a7980` (its id last),
 * other lines by their message, with their fields and any error's stack below. pino-pretty is
 * loaded only here, so production (JSON) never loads it. Synchronous, so its lines keep their
 * order with what main.ts prints.
 */
export async function prettyLogStream(): Promise<{ write(line: string): void }> {
  const { default: pretty } = await import('pino-pretty');
  return pretty({
    colorize: Boolean(process.stdout.isTTY),
    sync: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId,req,res,responseTime',
    messageFormat: (log, messageKey) => {
      const { reqId, req, res, responseTime } = log as RequestLine;
      const id = reqId ? ` · ${reqId}` : '';
      if (req && res) {
        return `${req.method} ${req.url} ${res.statusCode} in ${Math.round(responseTime ?? 0)} ms${id}`;
      }
      if (req) return `${req.method} ${req.url} (${String(log[messageKey])})${id}`;
      return `${String(log[messageKey])}${id}`;
    },
  });
}
