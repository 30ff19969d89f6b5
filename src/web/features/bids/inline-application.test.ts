import { describe, expect, it } from 'vitest';
import { digitsOnly } from '@web/lib/digits-only';
import { rateFrom, timelineFrom } from './inline-application';

describe('inline application parsing (spec sections 5 and 9)', () => {
  it('keeps only the digits of the rate, and defaults to 100', () => {
    expect(digitsOnly('$1,250.')).toBe('1250');
    expect(rateFrom('$1,250')).toBe(1250);
    expect(rateFrom('')).toBe(100);
    expect(rateFrom('free')).toBe(100);
    expect(rateFrom('0')).toBe(100);
  });

  it('takes the first number of the timeline, and defaults to 7 days', () => {
    expect(timelineFrom('about 10 days, maybe 12')).toBe(10);
    expect(timelineFrom('3')).toBe(3);
    expect(timelineFrom('two weeks')).toBe(7);
    expect(timelineFrom('')).toBe(7);
  });
});
