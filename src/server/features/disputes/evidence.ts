/**
 * Evidence files (decisions.md, Held money): an image or a PDF, told by its first bytes (never by
 * its name or declared type, as uploads are checked: core/uploads), at most 5 of 5 MB per dispute,
 * added by either party while the dispute is open. Kept in the database and served only to the
 * parties, as a download.
 */
import { and, count, eq } from 'drizzle-orm';
import { DISPUTE_LIMITS, DISPUTE_MESSAGES } from '@shared/contract/disputes-rules.js';
import { isOpenDispute } from '@shared/lifecycle.js';
import type { Command } from '../../core/domain.js';
import { AppError, notFound, refuse } from '../../core/errors.js';
import { emit } from '../../core/events/index.js';
import { detectImageType } from '../../core/uploads/image-type.js';
import type { Queryable } from '../../db/client.js';
import { disputeEvents, disputeFiles, disputes, type UserRow } from '../../db/schema.js';
import { lockDispute } from './dispute-rows.js';

const PDF_SIGNATURE = Buffer.from('%PDF-', 'latin1');

/** The media types evidence can have (what evidenceType answers). */
export const EVIDENCE_MEDIA_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'application/pdf',
] as const;

/** The file's type by its bytes: an image's, or PDF; null for anything else. */
export function evidenceType(data: Buffer): string | null {
  const image = detectImageType(data);
  if (image) return `image/${image}`;
  if (data.length > PDF_SIGNATURE.length && data.subarray(0, 5).equals(PDF_SIGNATURE)) {
    return 'application/pdf';
  }
  return null;
}

/** A name safe to show and to send in Content-Disposition. */
const cleanName = (name: string, type: string) => {
  const cleaned = name
    .replace(/[^\w.\- ]+/g, '_')
    .slice(0, 120)
    .trim();
  return cleaned || `evidence.${type.split('/')[1]}`;
};

export async function addEvidenceFile({
  tx,
  actor,
  input,
}: Command<
  { disputeId: number; filename: string; data: Buffer; message?: string | null },
  UserRow
>) {
  const { dispute, side, projectName } = await lockDispute(tx, input.disputeId, actor.id);
  if (!isOpenDispute(dispute.state)) throw refuse('dispute_closed', DISPUTE_MESSAGES.notWaiting);
  const contentType = evidenceType(input.data);
  if (!contentType) throw new AppError('unsupported_media_type', DISPUTE_MESSAGES.fileType);
  if (input.data.length > DISPUTE_LIMITS.fileMaxBytes) {
    throw new AppError('too_large', 'Each file can be at most 5 MB');
  }
  const [{ files } = { files: 0 }] = await tx
    .select({ files: count() })
    .from(disputeFiles)
    .where(eq(disputeFiles.disputeId, dispute.id));
  if (files >= DISPUTE_LIMITS.files) throw refuse('limit_reached', DISPUTE_MESSAGES.tooManyFiles);

  const [file] = await tx
    .insert(disputeFiles)
    .values({
      disputeId: dispute.id,
      uploadedBy: actor.id,
      filename: cleanName(input.filename, contentType),
      contentType,
      size: input.data.length,
      data: input.data,
    })
    .returning({
      id: disputeFiles.id,
      filename: disputeFiles.filename,
      contentType: disputeFiles.contentType,
      size: disputeFiles.size,
    });
  await tx.insert(disputeEvents).values({
    disputeId: dispute.id,
    actorId: actor.id,
    kind: 'evidence',
    fileId: file!.id,
    message: input.message?.trim() || null,
  });
  await emit(tx, {
    type: 'dispute.updated',
    data: { projectId: dispute.projectId, disputeId: dispute.id, state: dispute.state },
    audience: [dispute.ownerId, dispute.developerId],
    notify: [
      {
        userId: side === 'owner' ? dispute.developerId : dispute.ownerId,
        type: 'dispute',
        title: 'Dispute: new evidence',
        content: `The ${side} of "${projectName}" added a file to the dispute: ${file!.filename}.`,
        relatedId: dispute.id,
      },
    ],
  });
  return file!;
}

/** A stored evidence file, for one of the dispute's parties; anyone else gets 404. */
export async function getEvidenceFile(
  db: Queryable,
  input: { disputeId: number; fileId: number; viewerId: number },
) {
  const [row] = await db
    .select({ file: disputeFiles, ownerId: disputes.ownerId, developerId: disputes.developerId })
    .from(disputeFiles)
    .innerJoin(disputes, eq(disputes.id, disputeFiles.disputeId))
    .where(and(eq(disputeFiles.id, input.fileId), eq(disputeFiles.disputeId, input.disputeId)));
  if (!row || (row.ownerId !== input.viewerId && row.developerId !== input.viewerId)) {
    throw notFound('File not found');
  }
  return row.file;
}
