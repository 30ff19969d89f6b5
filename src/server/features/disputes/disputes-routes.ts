/**
 * Disputes over held money (decisions.md, Held money). Only the project's two parties: a stranger
 * gets 404 for a dispute and its files. Opening answers 201 with the dispute's record; answers
 * (accept, counter, escalate) and evidence answer 200 with the record as it is now.
 */
import { z } from 'zod';
import { idParamsSchema } from '@shared/contract/common.js';
import {
  counterDisputeSchema,
  disputeSchema,
  disputeSummarySchema,
  myDisputeSchema,
  escalateDisputeSchema,
  openDisputeSchema,
} from '@shared/contract/disputes.js';
import { DISPUTE_MESSAGES } from '@shared/contract/disputes-rules.js';
import { badRequest, refusals } from '../../core/errors.js';
import { binaryFile } from '../../core/openapi.js';
import { signedIn, signedInUser } from '../../core/sessions.js';
import type { App } from '../../core/types.js';
import { readMultipart, textFieldBytes } from '../../core/uploads/index.js';
import { acceptDispute, counterDispute, escalateDispute } from './answer-dispute.js';
import { addEvidenceFile, EVIDENCE_MEDIA_TYPES, getEvidenceFile } from './evidence.js';
import { getDispute, listMyOpenDisputes, listProjectDisputes } from './get-dispute.js';
import { openDispute } from './open-dispute.js';

const EVIDENCE_FORM = { fileField: 'file', fields: { message: textFieldBytes(2000) } };

/** EVIDENCE_FORM as the API document shows it (core/openapi.ts). */
const evidenceFormSchema = z.object({
  file: binaryFile('The evidence: PNG, JPEG, WebP, GIF or PDF, at most 5 MB'),
  message: z.string().max(2000).optional().meta({ description: 'What the file shows' }),
});

export async function disputesRoutes(app: App, options: { responseMs: number }) {
  const tags = ['disputes'];
  const route = { onRequest: signedIn() } as const;
  const { responseMs } = options;
  const record = (disputeId: number, viewerId: number) =>
    getDispute(app.db, { disputeId, viewerId });

  app.post(
    '/api/projects/:id/disputes',
    {
      ...route,
      schema: {
        tags,
        operationId: 'openDispute',
        summary: 'Either party of a paid project opens a dispute about the money it holds',
        params: idParamsSchema,
        body: openDisputeSchema,
        response: { 201: disputeSchema, ...refusals(403, 404, 409) },
      },
    },
    async (request, reply) => {
      const actor = signedInUser(request);
      const dispute = await app.transaction((tx) =>
        openDispute({
          tx,
          actor,
          input: { projectId: request.params.id, ...request.body, responseMs },
        }),
      );
      return reply.status(201).send(await record(dispute.id, actor.id));
    },
  );

  app.get(
    '/api/projects/:id/disputes',
    {
      ...route,
      schema: {
        tags,
        operationId: 'listProjectDisputes',
        summary:
          "A project's disputes, newest first, at most 50 (its two parties; others get an empty list)",
        params: idParamsSchema,
        response: { 200: z.array(disputeSummarySchema), ...refusals(404) },
      },
    },
    async (request) =>
      listProjectDisputes(app.db, {
        projectId: request.params.id,
        viewerId: signedInUser(request).id,
      }),
  );

  app.get(
    '/api/disputes',
    {
      ...route,
      schema: {
        tags,
        operationId: 'listMyDisputes',
        summary: "The signed-in user's open disputes on either side, newest first (at most 20)",
        response: { 200: z.array(myDisputeSchema) },
      },
    },
    async (request) => listMyOpenDisputes(app.db, { viewerId: signedInUser(request).id }),
  );

  app.get(
    '/api/disputes/:id',
    {
      ...route,
      schema: {
        tags,
        operationId: 'getDispute',
        summary: "A dispute's whole record: proposals, messages, evidence, deadline (parties only)",
        params: idParamsSchema,
        response: { 200: disputeSchema, ...refusals(404) },
      },
    },
    async (request) => record(request.params.id, signedInUser(request).id),
  );

  app.post(
    '/api/disputes/:id/counter',
    {
      ...route,
      schema: {
        tags,
        operationId: 'counterDispute',
        summary: 'The side the standing proposal waits for proposes another amount instead',
        params: idParamsSchema,
        body: counterDisputeSchema,
        response: { 200: disputeSchema, ...refusals(403, 404, 409) },
      },
    },
    async (request) => {
      const actor = signedInUser(request);
      await app.transaction((tx) =>
        counterDispute({
          tx,
          actor,
          input: { disputeId: request.params.id, ...request.body, responseMs },
        }),
      );
      return record(request.params.id, actor.id);
    },
  );

  app.post(
    '/api/disputes/:id/accept',
    {
      ...route,
      schema: {
        tags,
        operationId: 'acceptDispute',
        summary: 'The side the standing proposal waits for accepts it: it is carried out at once',
        params: idParamsSchema,
        response: { 200: disputeSchema, ...refusals(403, 404, 409) },
      },
    },
    async (request) => {
      const actor = signedInUser(request);
      await app.transaction((tx) =>
        acceptDispute({ tx, actor, input: { disputeId: request.params.id } }),
      );
      return record(request.params.id, actor.id);
    },
  );

  app.post(
    '/api/disputes/:id/escalate',
    {
      ...route,
      schema: {
        tags,
        operationId: 'escalateDispute',
        summary: 'Either side asks an operator to decide; the deadline stops',
        params: idParamsSchema,
        body: escalateDisputeSchema,
        response: { 200: disputeSchema, ...refusals(403, 404, 409) },
      },
    },
    async (request) => {
      const actor = signedInUser(request);
      await app.transaction((tx) =>
        escalateDispute({ tx, actor, input: { disputeId: request.params.id, ...request.body } }),
      );
      return record(request.params.id, actor.id);
    },
  );

  app.post(
    '/api/disputes/:id/evidence',
    {
      ...route,
      // The multipart form is read by the handler (readMultipart), not by a body schema.
      config: { openapi: { requestBody: { 'multipart/form-data': evidenceFormSchema } } },
      schema: {
        tags,
        operationId: 'addDisputeEvidence',
        summary:
          'A party adds an evidence file (multipart `file`: an image or a PDF, at most 5 MB)',
        params: idParamsSchema,
        response: {
          200: disputeSchema,
          ...refusals(404, 409),
        },
      },
    },
    async (request) => {
      const actor = signedInUser(request);
      // Strangers learn nothing, not even by sending a file.
      await record(request.params.id, actor.id);
      const { fields, file } = await readMultipart(request, EVIDENCE_FORM);
      if (!file) throw badRequest(DISPUTE_MESSAGES.fileType, { file: [DISPUTE_MESSAGES.fileType] });
      await app.transaction((tx) =>
        addEvidenceFile({
          tx,
          actor,
          input: {
            disputeId: request.params.id,
            filename: file.filename,
            data: file.data,
            message: fields.message ?? null,
          },
        }),
      );
      return record(request.params.id, actor.id);
    },
  );

  app.get(
    '/api/disputes/:id/files/:fileId',
    {
      ...route,
      config: { openapi: { download: [...EVIDENCE_MEDIA_TYPES] } },
      schema: {
        tags,
        operationId: 'getDisputeFile',
        summary: 'An evidence file, as a download (parties only)',
        params: idParamsSchema.extend({ fileId: idParamsSchema.shape.id }),
        // The file's bytes (Fastify sends a Buffer as it is, without serialising it).
        response: { 200: z.unknown(), ...refusals(404) },
      },
    },
    async (request, reply) => {
      const file = await getEvidenceFile(app.db, {
        disputeId: request.params.id,
        fileId: request.params.fileId,
        viewerId: signedInUser(request).id,
      });
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.data);
    },
  );
}
