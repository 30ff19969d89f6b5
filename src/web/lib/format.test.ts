import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  formatBadgeCount,
  formatDate,
  formatDays,
  dollarsWriter,
  formatDollars,
  formatFileSize,
  formatRelativeTime,
  joinNaturally,
  languageName,
  setDisplayTimeZone,
} from './format';

describe('display formats (one for every page)', () => {
  it('joins a list as a sentence does (the best-match reason)', () => {
    expect(joinNaturally([])).toBe('');
    expect(joinNaturally(['React'])).toBe('React');
    expect(joinNaturally(['React', 'Node.js'])).toBe('React and Node.js');
    expect(joinNaturally(['React', 'Node.js', 'Go'])).toBe('React, Node.js and Go');
  });

  it('writes dollars with a thousands separator, cents when they have them', () => {
    expect(formatDollars(1250)).toBe('$1,250');
    expect(formatDollars(0)).toBe('$0');
    expect(formatDollars(481.5)).toBe('$481.50');
  });

  it('writes every amount of a view with cents when any has them', () => {
    const money = dollarsWriter([535, 481.5]);
    expect([money(535), money(481.5), money(1250)]).toEqual(['$535.00', '$481.50', '$1,250.00']);
    expect(dollarsWriter([535, 1250])(1250)).toBe('$1,250');
  });

  it('writes an API timestamp as a medium date', () => {
    expect(formatDate('2025-03-04T12:00:00.000Z')).toBe('Mar 4, 2025');
  });

  it('counts days, file sizes and names languages', () => {
    expect(formatDays(1)).toBe('1 day');
    expect(formatDays(14)).toBe('14 days');
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1_572_864)).toBe('1.5 MB');
    expect(languageName('csharp')).toBe('C#');
    expect(languageName('cobol')).toBe('cobol');
  });
});

describe('badge counts and relative times', () => {
  it('caps a badge at 99+ and shows nothing for zero', () => {
    expect(formatBadgeCount(0)).toBe('');
    expect(formatBadgeCount(1)).toBe('1');
    expect(formatBadgeCount(99)).toBe('99');
    expect(formatBadgeCount(100)).toBe('99+');
    expect(formatBadgeCount(12_345)).toBe('99+');
  });

  it('says how long ago a message was sent, then the date after a week', () => {
    const now = Date.parse('2025-03-10T12:00:00.000Z');
    const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();
    expect(formatRelativeTime(ago(-30), now)).toBe('just now');
    expect(formatRelativeTime(ago(10), now)).toBe('just now');
    expect(formatRelativeTime(ago(50), now)).toBe('1 minute ago');
    expect(formatRelativeTime(ago(5 * 60), now)).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(3 * 3600), now)).toBe('3 hours ago');
    expect(formatRelativeTime(ago(26 * 3600), now)).toBe('yesterday');
    expect(formatRelativeTime(ago(4 * 86_400), now)).toBe('4 days ago');
    expect(formatRelativeTime('2025-03-01T12:00:00.000Z', now)).toBe('Mar 1, 2025');
  });
});

// The formats are written by hand, not by Intl (format.ts says why): they must read exactly as
// Intl's en-US formats would, or a page the server drew would not hydrate.
describe('the same text as Intl writes', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    setDisplayTimeZone(() => undefined);
  });

  it('writes dollars as Intl’s en-US currency format', () => {
    const intl = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
    });
    for (const amount of [0, 7, 999, 1000, 12_345, 999_999, 1_000_000, 25_000_000, -1250])
      expect(formatDollars(amount)).toBe(intl.format(amount));
  });

  it('writes a date in the zone the code runs in as Intl does, on both sides of midnight', () => {
    for (const zone of ['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Asia/Kolkata']) {
      // Node reads TZ again when it changes: Date's fields move to the zone.
      vi.stubEnv('TZ', zone);
      const intl = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: zone });
      for (let day = 0; day < 400; day += 1) {
        for (const hour of [0, 11, 23]) {
          const iso = new Date(Date.UTC(2024, 0, 1 + day, hour, 30)).toISOString();
          expect(formatDate(iso)).toBe(intl.format(new Date(iso)));
        }
      }
    }
  });

  it('writes a date in UTC as Intl does, whatever zone the code runs in', () => {
    setDisplayTimeZone(() => 'UTC');
    vi.stubEnv('TZ', 'Pacific/Kiritimati');
    const intl = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
    for (let day = 0; day < 400; day += 1) {
      for (const hour of [0, 11, 23]) {
        const iso = new Date(Date.UTC(2024, 0, 1 + day, hour, 30)).toISOString();
        expect(formatDate(iso)).toBe(intl.format(new Date(iso)));
      }
    }
  });

  it('writes a date in a named zone through Intl', () => {
    setDisplayTimeZone(() => 'Pacific/Kiritimati');
    expect(formatDate('2025-03-04T12:00:00.000Z')).toBe('Mar 5, 2025');
  });

  it('writes how long ago as Intl’s relative format with numeric auto', () => {
    const intl = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
    const now = Date.parse('2025-03-10T12:00:00.000Z');
    const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();
    expect(formatRelativeTime(ago(60), now)).toBe(intl.format(-1, 'minute'));
    expect(formatRelativeTime(ago(59 * 60), now)).toBe(intl.format(-59, 'minute'));
    expect(formatRelativeTime(ago(3600), now)).toBe(intl.format(-1, 'hour'));
    expect(formatRelativeTime(ago(23 * 3600), now)).toBe(intl.format(-23, 'hour'));
    expect(formatRelativeTime(ago(86_400), now)).toBe(intl.format(-1, 'day'));
    expect(formatRelativeTime(ago(6 * 86_400), now)).toBe(intl.format(-6, 'day'));
  });
});
