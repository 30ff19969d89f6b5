/**
 * The check webhook (docs/decisions/verified-delivery.md, "The webhook"): GitHub's `check_run`,
 * `check_suite`, `status` and `push` events, signed with the configured secret
 * (`X-Hub-Signature-256`: HMAC-SHA256 of the exact body bytes, compared in constant time). Each
 * `X-GitHub-Delivery` id is stored once, with the job that acts on it, in one transaction; an id
 * seen before is acknowledged and nothing more. The event only says where to look: the job reads
 * the checks from GitHub's API and the ref from the remote, never from the payload, so a replayed
 * event (or one about a commit we do not know) changes nothing.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { apiErrorSchema } from '@shared/contract/common.js';
import { CHECK_WEBHOOK_MESSAGES } from '@shared/contract/delivery-evidence-rules.js';
import { badRequest } from '../../core/errors.js';
import { enqueue } from '../../core/jobs/index.js';
import { attemptLimit } from '../../core/security.js';
import type { App } from '../../core/types.js';
import { githubWebhookDeliveries } from '../../db/schema.js';

export const GITHUB_EVENT_JOB = 'delivery-evidence.github-event';

/** `sha256=<hex>` over the raw body, in constant time; false for anything else. */
export function isValidGithubSignature(
  body: Buffer,
  header: string | undefined,
  secret: string,
): boolean {
  if (!header?.startsWith('sha256=')) return false;
  const given = Buffer.from(header.slice('sha256='.length), 'hex');
  const expected = createHmac('sha256', secret).update(body).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function signGithubPayload(body: string | Buffer, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

const repositorySchema = z.looseObject({
  full_name: z.string().max(300),
  default_branch: z.string().max(300).optional(),
});
const SHA = z.string().regex(/^[0-9a-f]{40}$/);

/** What the job needs of each event: where to look, never what the checks say. */
export type StoredGithubEvent =
  | { kind: 'checks'; repository: string; sha: string }
  | { kind: 'push'; repository: string; ref: string; defaultBranch: string | null };

function storedEvent(event: string, body: unknown): StoredGithubEvent | 'malformed' {
  const parse = <T extends z.ZodType>(schema: T) => {
    const result = schema.safeParse(body);
    return result.success ? (result.data as z.infer<T>) : null;
  };
  if (event === 'check_run' || event === 'check_suite') {
    const parsed = parse(
      z.looseObject({
        [event]: z.looseObject({ head_sha: SHA }),
        repository: repositorySchema,
      }),
    ) as { repository: { full_name: string } } & Record<string, { head_sha: string }>;
    if (!parsed) return 'malformed';
    return {
      kind: 'checks',
      repository: parsed.repository.full_name,
      sha: parsed[event]!.head_sha,
    };
  }
  if (event === 'status') {
    const parsed = parse(z.looseObject({ sha: SHA, repository: repositorySchema }));
    if (!parsed) return 'malformed';
    return { kind: 'checks', repository: parsed.repository.full_name, sha: parsed.sha };
  }
  const parsed = parse(
    z.looseObject({ ref: z.string().min(1).max(300), repository: repositorySchema }),
  );
  if (!parsed) return 'malformed';
  return {
    kind: 'push',
    repository: parsed.repository.full_name,
    ref: parsed.ref,
    defaultBranch: parsed.repository.default_branch ?? null,
  };
}

const HANDLED = new Set(['check_run', 'check_suite', 'status', 'push']);

export async function checkWebhookRoutes(
  app: App,
  options: { secret: string | undefined; requestsPerMinute: number },
) {
  await app.register(async (webhook) => {
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser(
      '*',
      // GitHub caps its payloads at 25 MB; ours are read for four fields, a push's commits aside.
      { parseAs: 'buffer', bodyLimit: 5 * 1024 * 1024 },
      (_r, body, done) => done(null, body),
    );
    webhook.post(
      '/api/github/webhook',
      {
        config: {
          ...attemptLimit('github-webhook', options.requestsPerMinute),
          openapi: {
            headers: {
              'X-Hub-Signature-256': {
                description: 'GitHub’s `sha256=<HMAC-SHA256 of the exact body>` with the secret',
                required: true,
              },
              'X-GitHub-Event': { description: 'The event’s name', required: true },
              'X-GitHub-Delivery': {
                description: 'The delivery’s id, acted on once',
                required: true,
              },
            },
            requestBody: {
              'application/json': z
                .looseObject({})
                .meta({ description: 'The GitHub event, exactly as signed' }),
            },
          },
        },
        schema: {
          tags: ['milestones'],
          operationId: 'receiveGithubEvent',
          summary:
            'GitHub check and push events (signed): refresh the checks of the deliveries of a commit, mark evidence stale when a delivered branch moves',
          response: {
            200: z.object({
              received: z.literal(true),
              duplicate: z.boolean(),
              ignored: z.literal('unhandled event type').optional(),
            }),
            400: apiErrorSchema,
          },
        },
      },
      async (request) => {
        const refuse = (message: string, reason: string) => {
          request.log.info({ reason }, 'github webhook refused');
          return badRequest(message);
        };
        if (!options.secret) {
          throw refuse(CHECK_WEBHOOK_MESSAGES.notConfigured, 'no secret');
        }
        const body = request.body;
        if (!Buffer.isBuffer(body) || body.length === 0) {
          throw refuse(CHECK_WEBHOOK_MESSAGES.malformed, 'empty');
        }
        const signature = request.headers['x-hub-signature-256'];
        if (
          !isValidGithubSignature(
            body,
            typeof signature === 'string' ? signature : undefined,
            options.secret,
          )
        ) {
          throw refuse(CHECK_WEBHOOK_MESSAGES.badSignature, 'signature');
        }
        const event = request.headers['x-github-event'];
        const deliveryId = request.headers['x-github-delivery'];
        if (
          typeof event !== 'string' ||
          typeof deliveryId !== 'string' ||
          !/^[\w-]{1,100}$/.test(deliveryId)
        ) {
          throw refuse(CHECK_WEBHOOK_MESSAGES.malformed, 'headers');
        }
        if (!HANDLED.has(event)) {
          return {
            received: true as const,
            duplicate: false,
            ignored: 'unhandled event type' as const,
          };
        }
        let parsed: unknown;
        try {
          parsed = JSON.parse(body.toString('utf8'));
        } catch {
          throw refuse(CHECK_WEBHOOK_MESSAGES.malformed, 'json');
        }
        const stored = storedEvent(event, parsed);
        if (stored === 'malformed') throw refuse(CHECK_WEBHOOK_MESSAGES.malformed, 'shape');
        const fresh = await app.transaction(async (tx) => {
          const [row] = await tx
            .insert(githubWebhookDeliveries)
            .values({ deliveryId, event, payload: stored })
            .onConflictDoNothing()
            .returning({ deliveryId: githubWebhookDeliveries.deliveryId });
          if (!row) return false;
          await enqueue(
            tx,
            GITHUB_EVENT_JOB,
            { deliveryId },
            { uniqueKey: `${GITHUB_EVENT_JOB}:${deliveryId}`, maxAttempts: 3 },
          );
          return true;
        });
        return { received: true as const, duplicate: !fresh };
      },
    );
  });
}
