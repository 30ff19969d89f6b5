/**
 * The life cycles of the marketplace, declared once (docs/decisions/core-seam.md). Every status a
 * project, bid, payment or milestone can have, and every move between them, is in these tables.
 * The server's guards and conditional updates, the web's controls, the database's check
 * constraints and the column types are all derived from them, so a status cannot be added or a
 * move allowed in one place and forgotten in another.
 *
 * decisions.md, Project life cycle:
 *   open ──accept bid──▶ in_progress ──payment confirmed──▶ paid ──owner approves delivery──▶ completed
 *   open/active ──pause──▶ paused ──reactivate──▶ active; any but cancelled/completed ──cancel──▶ cancelled
 */

export interface Transition<S extends string> {
  from: readonly S[];
  to: S;
}

export interface Lifecycle<S extends string, A extends string> {
  name: string;
  statuses: readonly [S, ...S[]];
  initial: S;
  transitions: Readonly<Record<A, Transition<S>>>;
}

function lifecycle<const S extends string, const A extends string>(
  definition: Lifecycle<S, A>,
): Lifecycle<S, A> {
  return definition;
}

export const PROJECT_LIFECYCLE = lifecycle({
  name: 'project',
  statuses: ['open', 'active', 'in_progress', 'paid', 'completed', 'paused', 'cancelled'],
  initial: 'open',
  transitions: {
    /** The owner accepts a bid: the chosen developer starts (decisions.md, accepting a bid). */
    acceptBid: { from: ['open', 'active'], to: 'in_progress' },
    /** The provider confirmed the owner's payment (a verified webhook; decisions.md, Money). */
    confirmPayment: { from: ['in_progress'], to: 'paid' },
    /** The owner approves the delivery: the only way to complete a project. */
    approveDelivery: { from: ['paid'], to: 'completed' },
    /** Hidden from new bids (spec 4: "from open or active"). */
    pause: { from: ['open', 'active'], to: 'paused' },
    reactivate: { from: ['paused'], to: 'active' },
    /**
     * A dispute settled (accepted, unanswered in time, or decided) with money released to the
     * developer: the project completes as at approval (decisions.md, Held money).
     */
    settle: { from: ['paid'], to: 'completed' },
    /**
     * Permanent. A paid project still holding money is not cancelled at once: the owner's cancel
     * opens a dispute proposing a full refund, and a settlement releasing nothing cancels it.
     */
    cancel: { from: ['open', 'active', 'in_progress', 'paid', 'paused'], to: 'cancelled' },
  },
});

export const BID_LIFECYCLE = lifecycle({
  name: 'bid',
  statuses: ['pending', 'accepted', 'rejected', 'paid', 'completed'],
  initial: 'pending',
  transitions: {
    accept: { from: ['pending'], to: 'accepted' },
    /** Another bid was accepted, or the project was cancelled while the bid waited. */
    reject: { from: ['pending'], to: 'rejected' },
    /** The owner declined it, with or without a reason (the bid table). */
    decline: { from: ['pending'], to: 'rejected' },
    /** Its developer changes the terms, or withdraws it (the row goes), before the owner decides. */
    revise: { from: ['pending'], to: 'pending' },
    confirmPayment: { from: ['accepted'], to: 'paid' },
    complete: { from: ['paid'], to: 'completed' },
  },
});

/** money.md, States. */
export const PAYMENT_LIFECYCLE = lifecycle({
  name: 'payment',
  statuses: ['pending', 'succeeded', 'failed', 'expired', 'partially_refunded', 'refunded'],
  initial: 'pending',
  transitions: {
    succeed: { from: ['pending'], to: 'succeeded' },
    fail: { from: ['pending'], to: 'failed' },
    expire: { from: ['pending'], to: 'expired' },
    refundPart: { from: ['succeeded', 'partially_refunded'], to: 'partially_refunded' },
    refundRest: { from: ['succeeded', 'partially_refunded'], to: 'refunded' },
    /**
     * The provider took the money after we gave the checkout up (it completed at its expiry):
     * the payment still counts when the bid still waits for it and nothing else was paid…
     */
    revive: { from: ['expired', 'failed'], to: 'succeeded' },
    /** …and is returned in full otherwise (also when the project moved on meanwhile). */
    refundLate: { from: ['pending', 'expired', 'failed'], to: 'refunded' },
  },
});

/**
 * A release of held money to a developer (money.md): it waits while the developer has no finished
 * payout onboarding, then is queued; a worker claims it, sends the transfer, and marks it sent. A
 * failed attempt goes back to the queue and is retried with the same idempotency key.
 */
export const RELEASE_LIFECYCLE = lifecycle({
  name: 'release',
  /** `settled`: an operator's clawback took all of it; it ends without a transfer. */
  statuses: ['waiting_for_onboarding', 'queued', 'sending', 'sent', 'settled'],
  initial: 'waiting_for_onboarding',
  transitions: {
    queue: { from: ['waiting_for_onboarding'], to: 'queued' },
    /**
     * A clawback takes from a release no worker has claimed (`from`: what it may take from) and
     * settles the one it takes all of (payments/clawback.ts).
     */
    settle: { from: ['waiting_for_onboarding', 'queued'], to: 'settled' },
    /** `sending` too: a claim left by a crashed worker is taken over after a while. */
    claim: { from: ['queued', 'sending'], to: 'sending' },
    retry: { from: ['sending'], to: 'queued' },
    send: { from: ['sending'], to: 'sent' },
  },
});

/** A refund to the owner: queued at cancellation, sent to the provider by the same worker. */
export const REFUND_LIFECYCLE = lifecycle({
  name: 'refund',
  statuses: ['queued', 'sending', 'sent'],
  initial: 'queued',
  transitions: {
    claim: { from: ['queued', 'sending'], to: 'sending' },
    retry: { from: ['sending'], to: 'queued' },
    send: { from: ['sending'], to: 'sent' },
  },
});

export const MILESTONE_LIFECYCLE = lifecycle({
  name: 'milestone',
  statuses: ['pending', 'completed', 'approved'],
  initial: 'pending',
  transitions: {
    /** The developer marks it done. */
    complete: { from: ['pending'], to: 'completed' },
    /** The owner approves it (or nobody answered in time): its share is released. */
    approve: { from: ['completed'], to: 'approved' },
    /** The owner sends it back with a note. */
    requestChanges: { from: ['completed'], to: 'pending' },
  },
});

/**
 * The developer's delivery of a paid project: the owner approves it (the project completes and
 * what is held is released) or requests changes with a note; a new delivery can follow.
 */
export const DELIVERY_LIFECYCLE = lifecycle({
  name: 'delivery',
  statuses: ['submitted', 'approved', 'changes_requested'],
  initial: 'submitted',
  transitions: {
    approve: { from: ['submitted'], to: 'approved' },
    requestChanges: { from: ['submitted'], to: 'changes_requested' },
  },
});

/**
 * A dispute over what a paid project still holds (decisions.md, Held money). The side that did
 * not make the standing proposal answers it: accept (it executes), counter (theirs stands now)
 * or escalate (an operator decides). Unanswered by its deadline, the standing proposal executes.
 * The owner's approval of the delivery, or the developer agreeing to refund all, end it.
 */
export const DISPUTE_LIFECYCLE = lifecycle({
  name: 'dispute',
  statuses: ['open', 'countered', 'escalated', 'settled', 'decided', 'ended'],
  initial: 'open',
  transitions: {
    /** The other side proposes another amount; it becomes the standing proposal. */
    counter: { from: ['open', 'countered'], to: 'countered' },
    /** Either side asks an operator; the deadline stops. */
    escalate: { from: ['open', 'countered'], to: 'escalated' },
    /** The side the standing proposal waits for agrees: it executes at once. */
    accept: { from: ['open', 'countered', 'escalated'], to: 'settled' },
    /** Nobody answered the standing proposal by its deadline: it executes. */
    expire: { from: ['open', 'countered'], to: 'settled' },
    /** An operator decides what is released (final). */
    decide: { from: ['open', 'countered', 'escalated'], to: 'decided' },
    /** The owner approved the delivery, or the developer agreed to refund everything held. */
    end: { from: ['open', 'countered', 'escalated'], to: 'ended' },
  },
});

/** Disputes still waiting for an answer: at most one per project (a partial unique index). */
export const OPEN_DISPUTE_STATES = DISPUTE_LIFECYCLE.transitions.end.from;

/** Disputes whose standing proposal runs against its deadline (the sweep's queue). */
export const DISPUTES_AWAITING_ANSWER = DISPUTE_LIFECYCLE.transitions.expire.from;

/**
 * A chargeback (money.md): the card network's case against a payment, open until the provider
 * closes it, won (the money comes back) or lost.
 */
export const CHARGEBACK_LIFECYCLE = lifecycle({
  name: 'chargeback',
  statuses: ['open', 'won', 'lost'],
  initial: 'open',
  transitions: {
    win: { from: ['open'], to: 'won' },
    lose: { from: ['open'], to: 'lost' },
  },
});

export const isOpenDispute = (state: DisputeState): boolean =>
  (OPEN_DISPUTE_STATES as readonly DisputeState[]).includes(state);

export type StatusOf<L> = L extends Lifecycle<infer S, string> ? S : never;
export type ActionOf<L> = L extends Lifecycle<string, infer A> ? A : never;

export type ProjectStatus = StatusOf<typeof PROJECT_LIFECYCLE>;
export type ProjectAction = ActionOf<typeof PROJECT_LIFECYCLE>;
export type BidStatus = StatusOf<typeof BID_LIFECYCLE>;
export type BidAction = ActionOf<typeof BID_LIFECYCLE>;
export type PaymentStatus = StatusOf<typeof PAYMENT_LIFECYCLE>;
export type MilestoneStatus = StatusOf<typeof MILESTONE_LIFECYCLE>;
export type ReleaseStatus = StatusOf<typeof RELEASE_LIFECYCLE>;
export type DeliveryStatus = StatusOf<typeof DELIVERY_LIFECYCLE>;
export type RefundStatus = StatusOf<typeof REFUND_LIFECYCLE>;
export type DisputeState = StatusOf<typeof DISPUTE_LIFECYCLE>;
export type DisputeAction = ActionOf<typeof DISPUTE_LIFECYCLE>;
export type ChargebackStatus = StatusOf<typeof CHARGEBACK_LIFECYCLE>;

/** May `action` happen to something in `status`? */
export function can<S extends string, A extends string>(
  lifecycle: Lifecycle<S, A>,
  action: A,
  status: S,
): boolean {
  return lifecycle.transitions[action].from.includes(status);
}

/** Every action allowed from `status`, in declaration order (the web's controls). */
export function actionsFrom<S extends string, A extends string>(
  lifecycle: Lifecycle<S, A>,
  status: S,
): A[] {
  return (Object.keys(lifecycle.transitions) as A[]).filter((action) =>
    can(lifecycle, action, status),
  );
}

/*
 * Status groups: the sets of statuses a rule, a query or a screen names, declared once, beside
 * the life cycles they are facts about. Code names a group, never its statuses one by one.
 */

/** Statuses in which a project takes bids and is listed by default ('Open for Bids', spec 4). */
export const OPEN_FOR_BIDS = PROJECT_LIFECYCLE.transitions.acceptBid.from;

export const isOpenForBids = (status: ProjectStatus): boolean =>
  can(PROJECT_LIFECYCLE, 'acceptBid', status);

/**
 * Statuses in which anyone may see a project: open it by id, or list it by asking for its status.
 * A paused or cancelled project is seen only by its owner and its assigned developer
 * (decisions.md, life cycle; docs/decisions/projects.md).
 */
export const VISIBLE_PROJECT_STATUSES = [
  'open',
  'active',
  'in_progress',
  'paid',
  'completed',
] as const satisfies readonly ProjectStatus[];

export const isVisibleProject = (status: ProjectStatus): boolean =>
  (VISIBLE_PROJECT_STATUSES as readonly ProjectStatus[]).includes(status);

/** Statuses a project never leaves: what it paid is all released or refunded (money.md). */
export const CLOSED_PROJECT_STATUSES = [
  'completed',
  'cancelled',
] as const satisfies readonly ProjectStatus[];

/** Bids that count as accepted for the acceptance rate (spec 9: "accepted or completed"). */
export const ACCEPTED_BID_STATUSES = [
  'accepted',
  'paid',
  'completed',
] as const satisfies readonly BidStatus[];

/** Has this bid won its project (accepted, then paid and completed)? */
export const isAcceptedBid = (status: BidStatus): boolean =>
  (ACCEPTED_BID_STATUSES as readonly BidStatus[]).includes(status);

/** A payment that was charged and not refunded in full: its project counts as paid. */
export const PAID_PAYMENT_STATUSES = [
  'succeeded',
  'partially_refunded',
] as const satisfies readonly PaymentStatus[];

/**
 * A payment still in force: its checkout is open, or it was paid. A bid has at most one
 * (money.md; the partial unique index payments_one_live_per_bid_key).
 */
export const LIVE_PAYMENT_STATUSES = [
  'pending',
  ...PAID_PAYMENT_STATUSES,
] as const satisfies readonly PaymentStatus[];

/** A payment the provider took money for (the ledger has its charge), refunded since or not. */
export const CHARGED_PAYMENT_STATUSES = [
  ...PAID_PAYMENT_STATUSES,
  'refunded',
] as const satisfies readonly PaymentStatus[];

export const isChargedPayment = (status: PaymentStatus): boolean =>
  (CHARGED_PAYMENT_STATUSES as readonly PaymentStatus[]).includes(status);
