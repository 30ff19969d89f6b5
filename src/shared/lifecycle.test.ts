import { describe, expect, it } from 'vitest';
import {
  ACCEPTED_BID_STATUSES,
  BID_LIFECYCLE,
  CHARGED_PAYMENT_STATUSES,
  CLOSED_PROJECT_STATUSES,
  DELIVERY_LIFECYCLE,
  LIVE_PAYMENT_STATUSES,
  MILESTONE_LIFECYCLE,
  PAID_PAYMENT_STATUSES,
  PAYMENT_LIFECYCLE,
  PROJECT_LIFECYCLE,
  REFUND_LIFECYCLE,
  RELEASE_LIFECYCLE,
  VISIBLE_PROJECT_STATUSES,
  actionsFrom,
  can,
  type Lifecycle,
} from './lifecycle';

const tables: Lifecycle<string, string>[] = [
  PROJECT_LIFECYCLE,
  BID_LIFECYCLE,
  PAYMENT_LIFECYCLE,
  MILESTONE_LIFECYCLE,
  RELEASE_LIFECYCLE,
  REFUND_LIFECYCLE,
  DELIVERY_LIFECYCLE,
];

describe('the life-cycle tables', () => {
  for (const table of tables) {
    it(`${table.name}: every move starts and ends in a declared status, and every status is reachable`, () => {
      const statuses = new Set(table.statuses);
      expect(statuses.has(table.initial)).toBe(true);
      const reachable = new Set([table.initial]);
      for (const transition of Object.values(table.transitions)) {
        expect(statuses.has(transition.to)).toBe(true);
        for (const from of transition.from) expect(statuses.has(from)).toBe(true);
      }
      // Follow the moves from the initial status until nothing new is reached.
      for (let grew = true; grew;) {
        grew = false;
        for (const transition of Object.values(table.transitions)) {
          if (
            transition.from.some((from) => reachable.has(from)) &&
            !reachable.has(transition.to)
          ) {
            reachable.add(transition.to);
            grew = true;
          }
        }
      }
      expect([...reachable].sort()).toEqual([...statuses].sort());
    });
  }

  it('lists the owner controls a project offers in each status', () => {
    expect(actionsFrom(PROJECT_LIFECYCLE, 'open')).toEqual(['acceptBid', 'pause', 'cancel']);
    expect(actionsFrom(PROJECT_LIFECYCLE, 'paused')).toEqual(['reactivate', 'cancel']);
    expect(actionsFrom(PROJECT_LIFECYCLE, 'completed')).toEqual([]);
  });

  it('holds each status group to what the moves say of it', () => {
    // Closed: no move leaves it.
    expect(
      PROJECT_LIFECYCLE.statuses.filter(
        (status) => actionsFrom(PROJECT_LIFECYCLE, status).length === 0,
      ),
    ).toEqual([...CLOSED_PROJECT_STATUSES]);
    // Visible: anything but what pausing and cancelling lead to.
    const hidden: string[] = [
      PROJECT_LIFECYCLE.transitions.pause.to,
      PROJECT_LIFECYCLE.transitions.cancel.to,
    ];
    expect(PROJECT_LIFECYCLE.statuses.filter((status) => !hidden.includes(status))).toEqual([
      ...VISIBLE_PROJECT_STATUSES,
    ]);
    // Accepted: the accepted status and every one after it.
    const accepted = new Set<string>([BID_LIFECYCLE.transitions.accept.to]);
    for (const move of Object.values(BID_LIFECYCLE.transitions)) {
      if (move.from.some((status) => accepted.has(status))) accepted.add(move.to);
    }
    expect([...accepted]).toEqual([...ACCEPTED_BID_STATUSES]);
    // Paid: what a refund may take from; live: that or the open checkout; charged: that or refunded.
    const paid = PAYMENT_LIFECYCLE.statuses.filter((status) =>
      can(PAYMENT_LIFECYCLE, 'refundRest', status),
    );
    expect(paid).toEqual([...PAID_PAYMENT_STATUSES]);
    expect(LIVE_PAYMENT_STATUSES).toEqual([PAYMENT_LIFECYCLE.initial, ...paid]);
    expect(CHARGED_PAYMENT_STATUSES).toEqual([
      ...paid,
      PAYMENT_LIFECYCLE.transitions.refundRest.to,
    ]);
  });
});
