import { describe, expect, it } from 'vitest';
import {
  BID_LIFECYCLE,
  DELIVERY_LIFECYCLE,
  MILESTONE_LIFECYCLE,
  PAYMENT_LIFECYCLE,
  PROJECT_LIFECYCLE,
  REFUND_LIFECYCLE,
  RELEASE_LIFECYCLE,
  actionsFrom,
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
});
