/**
 * Everything the export holds about one user (export-files.ts says what each file is), read in
 * one statement per file: bounded by what the user has, which is the point of the export.
 */
import { and, asc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import {
  bids,
  conversationChannels,
  conversationThreads,
  deliveries,
  disputeFiles,
  emailOptOuts,
  messages,
  milestones,
  notifications,
  payments,
  projects,
  receipts,
  recoveryCodes,
  releases,
  reports,
  reviews,
  savedSearches,
  sessions,
  twoFactorCredentials,
  users,
} from '../../db/schema.js';
import type { ExportContents } from './export-files.js';

/** A file the user uploaded: where it is stored, and its name under `files/` in the archive. */
export interface UploadedFile {
  url: string;
  name: string;
}

const otherName = sql<string>`(select o.username from users o where o.id = `;

export async function collectUserData(
  db: Queryable,
  userId: number,
): Promise<{ contents: ExportContents; files: UploadedFile[] }> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new Error(`no user ${userId}`);
  const files: UploadedFile[] = [];
  const fileName = (url: string | null, prefix: string) => {
    if (!url) return null;
    const name = `files/${prefix}-${url.split('/').pop()}`;
    files.push({ url, name });
    return name;
  };

  const party = or(eq(projects.submitterId, userId), eq(projects.finisherId, userId))!;
  const theirProjects = db.select({ id: projects.id }).from(projects).where(party);
  const [
    projectRows,
    bidRows,
    milestoneRows,
    deliveryRows,
    messageRows,
    notificationRows,
    reviewRows,
    paymentRows,
    receiptRows,
    payoutRows,
    searchRows,
    optOutRows,
    reportRows,
    sessionRows,
    credential,
    usedCodes,
  ] = await Promise.all([
    db.select().from(projects).where(party).orderBy(asc(projects.createdAt), asc(projects.id)),
    db
      .select({
        id: bids.id,
        projectId: bids.projectId,
        projectName: projects.name,
        finisherId: bids.finisherId,
        developer: sql<string>`${otherName}${bids.finisherId})`,
        amount: bids.amount,
        timeline: bids.timeline,
        message: bids.message,
        status: bids.status,
        declineReason: bids.declineReason,
        createdAt: bids.createdAt,
      })
      .from(bids)
      .innerJoin(projects, eq(projects.id, bids.projectId))
      .where(or(eq(bids.finisherId, userId), eq(projects.submitterId, userId)))
      .orderBy(asc(bids.createdAt), asc(bids.id)),
    db
      .select()
      .from(milestones)
      .where(inArray(milestones.projectId, theirProjects))
      .orderBy(asc(milestones.createdAt), asc(milestones.id)),
    db
      .select()
      .from(deliveries)
      .where(inArray(deliveries.projectId, theirProjects))
      .orderBy(asc(deliveries.createdAt), asc(deliveries.id)),
    db
      .select({
        id: messages.id,
        conversation: projects.name,
        thread: conversationThreads.title,
        senderId: messages.senderId,
        sender: sql<string>`${otherName}${messages.senderId})`,
        content: messages.content,
        readAt: messages.readAt,
        createdAt: messages.createdAt,
      })
      .from(messages)
      .innerJoin(conversationThreads, eq(conversationThreads.id, messages.threadId))
      .innerJoin(conversationChannels, eq(conversationChannels.id, conversationThreads.channelId))
      .innerJoin(projects, eq(projects.id, conversationChannels.projectId))
      .where(
        or(
          eq(conversationChannels.creatorId, userId),
          eq(conversationChannels.developerId, userId),
        ),
      )
      .orderBy(asc(messages.createdAt), asc(messages.id)),
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(asc(notifications.createdAt), asc(notifications.id)),
    db
      .select({
        id: reviews.id,
        projectId: reviews.projectId,
        reviewerId: reviews.reviewerId,
        reviewer: sql<string>`${otherName}${reviews.reviewerId})`,
        reviewee: sql<string>`${otherName}${reviews.revieweeId})`,
        rating: reviews.rating,
        comment: reviews.comment,
        createdAt: reviews.createdAt,
        updatedAt: reviews.updatedAt,
      })
      .from(reviews)
      .where(or(eq(reviews.reviewerId, userId), eq(reviews.revieweeId, userId)))
      .orderBy(asc(reviews.createdAt), asc(reviews.id)),
    db
      .select({
        id: payments.id,
        projectId: projects.id,
        submitterId: projects.submitterId,
        amount: payments.amount,
        platformFee: payments.platformFee,
        developerAmount: payments.developerAmount,
        status: payments.status,
        createdAt: payments.createdAt,
      })
      .from(payments)
      .innerJoin(bids, eq(bids.id, payments.bidId))
      .innerJoin(projects, eq(projects.id, bids.projectId))
      .where(or(eq(projects.submitterId, userId), eq(bids.finisherId, userId)))
      .orderBy(asc(payments.createdAt), asc(payments.id)),
    db
      .select()
      .from(receipts)
      .where(eq(receipts.payerId, userId))
      .orderBy(asc(receipts.issuedAt), asc(receipts.id)),
    db
      .select()
      .from(releases)
      .where(eq(releases.developerId, userId))
      .orderBy(asc(releases.createdAt), asc(releases.id)),
    db
      .select()
      .from(savedSearches)
      .where(eq(savedSearches.userId, userId))
      .orderBy(asc(savedSearches.createdAt)),
    db.select().from(emailOptOuts).where(eq(emailOptOuts.userId, userId)),
    db
      .select()
      .from(reports)
      .where(eq(reports.reporterId, userId))
      .orderBy(asc(reports.createdAt), asc(reports.id)),
    db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(asc(sessions.createdAt)),
    db.select().from(twoFactorCredentials).where(eq(twoFactorCredentials.userId, userId)),
    db
      .select({ usedAt: recoveryCodes.usedAt })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, userId), isNotNull(recoveryCodes.usedAt))),
  ]);

  const iso = (date: Date) => date.toISOString();
  const maybeIso = (date: Date | null) => date?.toISOString() ?? null;
  const contents: ExportContents = {
    'profile.json': {
      id: user.id,
      username: user.username,
      email: user.email,
      role: user.role as 'creator' | 'developer',
      bio: user.bio,
      location: user.location,
      website: user.website,
      githubUrl: user.githubUrl,
      linkedinUrl: user.linkedinUrl,
      twitterUrl: user.twitterUrl,
      skills: user.skills,
      hourlyRate: user.hourlyRate,
      yearsOfExperience: user.yearsOfExperience,
      languages: user.languages,
      frameworks: user.frameworks,
      githubProjects: user.githubProjects,
      available: user.available,
      avatar: fileName(user.avatarUrl, 'avatar'),
      payoutOnboardingComplete: user.onboardingComplete,
      createdAt: iso(user.createdAt),
    },
    'projects.json': projectRows.map((p) => ({
      id: p.id,
      name: p.name,
      description: p.description,
      techStack: p.techStack,
      codeLink: p.codeLink,
      timeframe: p.timeframe,
      budget: p.budget,
      status: p.status,
      role: p.submitterId === userId ? ('owner' as const) : ('developer' as const),
      image: p.submitterId === userId ? fileName(p.imageUrl, `project-${p.id}`) : null,
      createdAt: iso(p.createdAt),
      updatedAt: iso(p.updatedAt),
    })),
    'bids.json': bidRows.map(({ finisherId, ...b }) => ({
      ...b,
      direction: finisherId === userId ? ('made' as const) : ('received' as const),
      createdAt: iso(b.createdAt),
    })),
    'milestones.json': milestoneRows.map((m) => ({
      id: m.id,
      projectId: m.projectId,
      title: m.title,
      description: m.description,
      amount: m.amount,
      status: m.status,
      dueDate: m.dueDate,
      changesNote: m.changesNote,
      completedAt: maybeIso(m.completedAt),
      approvedAt: maybeIso(m.approvedAt),
      createdAt: iso(m.createdAt),
    })),
    'deliveries.json': deliveryRows.map((d) => ({
      id: d.id,
      projectId: d.projectId,
      message: d.message,
      link: d.link,
      status: d.status,
      changesNote: d.changesNote,
      respondedAt: maybeIso(d.respondedAt),
      createdAt: iso(d.createdAt),
    })),
    'messages.json': messageRows.map((m) => ({
      id: m.id,
      conversation: m.conversation,
      thread: m.thread,
      from: m.senderId === userId ? 'you' : m.sender,
      content: m.content,
      readAt: maybeIso(m.readAt),
      createdAt: iso(m.createdAt),
    })),
    'notifications.json': notificationRows.map((n) => ({
      id: n.id,
      type: n.type,
      title: n.title,
      content: n.content,
      isRead: n.isRead,
      createdAt: iso(n.createdAt),
    })),
    'reviews.json': reviewRows.map((r) => ({
      id: r.id,
      projectId: r.projectId,
      direction: r.reviewerId === userId ? ('given' as const) : ('received' as const),
      otherParty: r.reviewerId === userId ? r.reviewee : r.reviewer,
      rating: r.rating,
      comment: r.comment,
      createdAt: iso(r.createdAt),
      updatedAt: iso(r.updatedAt),
    })),
    'payments.json': paymentRows.map(({ submitterId, ...p }) => ({
      ...p,
      side: submitterId === userId ? ('payer' as const) : ('payee' as const),
      createdAt: iso(p.createdAt),
    })),
    'receipts.json': receiptRows.map((r) => ({
      number: r.number,
      kind: r.kind,
      paymentId: r.paymentId,
      amount: r.amount,
      fee: r.fee,
      issuedAt: iso(r.issuedAt),
    })),
    'payouts.json': payoutRows.map((r) => ({
      id: r.id,
      paymentId: r.paymentId,
      gross: r.gross,
      developerAmount: r.developerAmount,
      fee: r.fee,
      clawedBack: r.clawedBack,
      status: r.status,
      sentAt: maybeIso(r.sentAt),
      createdAt: iso(r.createdAt),
    })),
    'saved-searches.json': searchRows.map((s) => ({
      id: s.id,
      name: s.name,
      text: s.text,
      technologies: s.technologies,
      budgetMin: s.budgetMin,
      budgetMax: s.budgetMax,
      cadence: s.cadence,
      createdAt: iso(s.createdAt),
    })),
    'email-preferences.json': { turnedOff: optOutRows.map((o) => o.category) },
    'reports.json': reportRows.map((r) => ({
      id: r.id,
      targetType: r.targetType,
      targetId: r.targetId,
      reason: r.reason,
      details: r.details,
      status: r.status,
      outcome: r.outcome,
      createdAt: iso(r.createdAt),
      closedAt: maybeIso(r.closedAt),
    })),
    'sign-ins.json': {
      sessions: sessionRows.map((s) => ({
        startedAt: iso(s.createdAt),
        expiresAt: iso(s.expiresAt),
        secondFactorAt: maybeIso(s.secondFactorAt),
        pendingSecondFactor: s.pendingSecondFactor,
      })),
      twoFactor: {
        enabledAt: maybeIso(credential[0]?.enabledAt ?? null),
        recoveryCodesUsed: usedCodes.map((c) => iso(c.usedAt!)),
      },
    },
  };
  return { contents, files };
}

/**
 * The dispute evidence they uploaded (kept in the database: disputes/evidence.ts), as named
 * under `files/` in the archive; the other party's evidence is theirs. At most five files of 5 MB
 * per dispute.
 */
export async function evidenceFilesOf(
  db: Queryable,
  userId: number,
): Promise<{ name: string; data: Buffer }[]> {
  const rows = await db
    .select({
      id: disputeFiles.id,
      disputeId: disputeFiles.disputeId,
      filename: disputeFiles.filename,
      data: disputeFiles.data,
    })
    .from(disputeFiles)
    .where(eq(disputeFiles.uploadedBy, userId))
    .orderBy(asc(disputeFiles.id));
  return rows.map((file) => ({
    name: `files/dispute-${file.disputeId}-${file.id}-${file.filename}`,
    data: file.data,
  }));
}
