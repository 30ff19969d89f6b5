/**
 * Search's bad input (issue 40, docs/decisions/search.md): a single character, 200 words, stop
 * words only, operators only, control characters and every script get a clear answer, never a
 * 5xx: a page (empty when nothing matches, or when nothing is left to search for) or a 400 in the
 * contract's words (more than 200 characters, a NUL). On PGlite and PostgreSQL; what the longest
 * of them cost at 1,000,000 projects is `npm run bench:search -- --explain`'s.
 */
import { describe, expect, it } from 'vitest';
import type { ProjectView } from '../../src/shared/contract/projects.js';
import { projects } from '../../src/server/db/schema.js';
import { createTestApp } from '../setup/test-app.js';

const { app, db, signUp } = await createTestApp();
const owner = await signUp({ role: 'creator' });

const NAMES = [
  'Booking system for bakeries',
  'Система бронирования для пекарен',
  'نظام حجز للمخابز',
  '面包店预订系统',
  'パン屋の予約システム',
  'बेकरी के लिए बुकिंग प्रणाली',
  'מערכת הזמנות למאפיות',
  'Σύστημα κρατήσεων για αρτοποιεία',
  'ระบบจองสำหรับร้านเบเกอรี่',
  '🍞 booking bot',
];
await db.insert(projects).values(
  NAMES.map((name, i) => ({
    name,
    description: `${name}. The rest needs an experienced developer to finish it and ship it.`,
    techStack: ['Go'],
    status: 'open' as const,
    submitterId: owner.user.id,
    createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
  })),
);

const search = (q: string) =>
  app.inject({ method: 'GET', url: `/api/projects?q=${encodeURIComponent(q)}` });
const names = (body: ProjectView[]) => body.map((p) => p.name);

describe('search with bad input', () => {
  it('answers a single character, stop words only and operators only with a page', async () => {
    for (const q of ['a', 'x', '7', 'the', 'and of the', '-', '--', 'OR', 'or or', '"', '""']) {
      const response = await search(q);
      expect(response.statusCode, `${q}: ${response.body}`).toBe(200);
      expect(Array.isArray(response.json()), q).toBe(true);
    }
    // Nothing is left to search for: no project matches, rather than every project.
    for (const q of ['the', '-', 'OR', '""', '- OR "']) {
      expect((await search(q)).json(), q).toEqual([]);
    }
    // Operators around a word still find it, and a minus still excludes.
    expect(names((await search('"booking" OR -')).json())).toContain('🍞 booking bot');
    expect(names((await search('booking -bot')).json())).not.toContain('🍞 booking bot');
  });

  it('takes 200 short words, and refuses more than 200 characters in the contract’s words', async () => {
    const words = Array.from({ length: 100 }, (_, i) => String.fromCharCode(97 + (i % 26)));
    const many = await search(words.join(' ').slice(0, 200));
    expect(many.statusCode, many.body).toBe(200);
    const manyOr = await search(
      Array.from({ length: 100 }, () => 'x')
        .join(' OR ')
        .slice(0, 200),
    );
    expect(manyOr.statusCode, manyOr.body).toBe(200);
    const tooLong = await search(Array.from({ length: 200 }, () => 'booking').join(' '));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({
      message: 'Search text must be at most 200 characters',
    });
  });

  it('finds words of every script, and takes emoji, marks and control characters', async () => {
    for (const [q, name] of [
      ['бронирования', NAMES[1]],
      ['حجز', NAMES[2]],
      ['Σύστημα', NAMES[7]],
      ['מערכת', NAMES[6]],
      ['बेकरी', NAMES[5]],
    ] as const) {
      const response = await search(q);
      expect(response.statusCode, response.body).toBe(200);
      expect(names(response.json()), q).toContain(name);
    }
    for (const q of [
      '面包店',
      'パン屋',
      'ระบบจอง',
      '🍞',
      '🍞🍞🍞 🙂',
      'e\u0301\u0301\u0301',
      '\u200b\u200d\u2060',
      '\u202e booking',
      '\u0001\u001f\u007f',
      '%00',
      "'; drop table projects; --",
      '\\',
      ':*',
      '&|!<->()',
    ]) {
      const response = await search(q);
      expect(response.statusCode, `${JSON.stringify(q)}: ${response.body}`).toBeLessThan(500);
      expect([200, 400], JSON.stringify(q)).toContain(response.statusCode);
    }
    // Bytes that are not UTF-8 (a lone surrogate, 0xFF), as a client could send them.
    for (const raw of ['%ED%A0%80', '%FF', '%C0%AF']) {
      const response = await app.inject({ method: 'GET', url: `/api/projects?q=${raw}` });
      expect([200, 400], `${raw}: ${response.body}`).toContain(response.statusCode);
    }
    // PostgreSQL's text cannot hold a NUL: refused before any query, in plain words.
    const nul = await search('booking\u0000');
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({ message: 'Text cannot contain the NUL character' });
  });
});
