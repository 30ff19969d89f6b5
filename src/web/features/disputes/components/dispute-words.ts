import type { Dispute, DisputeEvent } from '@shared/contract/disputes';
import { proposalSplit, type DisputedMoney } from '@shared/contract/disputes-rules';
import { moneyWriter } from '@shared/money';

type Side = 'owner' | 'developer';

/** A dispute's status as its parties read it. */
export const DISPUTE_STATUS_LABELS: Record<Dispute['status'], string> = {
  open: 'Waiting for an answer',
  countered: 'Counter-proposal waiting',
  escalated: 'With an operator',
  settled: 'Settled',
  decided: 'Decided by an operator',
  ended: 'Ended',
};

export const isDisputeOpen = (status: Dispute['status']) =>
  status === 'open' || status === 'countered' || status === 'escalated';

/** 'You' for the viewer, else the side's role and name. */
export function sideName(dispute: Dispute, side: DisputeEvent['actor']): string {
  if (side === 'system') return 'Finishline';
  if (side === 'operator') return 'An operator';
  if (side === dispute.viewerSide) return 'You';
  return side === 'owner' ? `${dispute.ownerName} (owner)` : `${dispute.developerName} (developer)`;
}

/**
 * What a release of `release` cents of what the dispute holds gives each side: the developer
 * after the fee. The amounts (and `money`, for the release and what is held beside them) share one
 * writer: where one has cents, all do.
 */
export function splitWords(release: number, dispute: DisputedMoney) {
  const split = proposalSplit(release, dispute);
  const money = moneyWriter([
    release,
    dispute.held,
    split.developerGets,
    split.fee,
    split.ownerGets,
  ]);
  return {
    money,
    developer: `${money(split.developerGets)} to the developer (after the ${money(split.fee)} fee)`,
    owner: `${money(split.ownerGets)} refunded to the owner`,
  };
}

export const otherSide = (side: Side): Side => (side === 'owner' ? 'developer' : 'owner');
