import { describe, expect, it } from 'vitest';
import {
  formatBadgeCount,
  formatDate,
  formatDays,
  formatDollars,
  formatFileSize,
  formatRelativeTime,
  languageName,
} from './format';

describe('display formats (one for every page)', () => {
  it('writes whole dollars with a thousands separator', () => {
    expect(formatDollars(1250)).toBe('$1,250');
    expect(formatDollars(0)).toBe('$0');
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
