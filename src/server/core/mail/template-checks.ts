/**
 * What every mail template is checked for, by the tests beside each feature's templates: its
 * subject, every link absolute under the site given, a text part that carries the facts (names,
 * amounts in dollars, the main link) and reads as lines of text, and nothing that leaked from a
 * missing or wrong value. Imported by tests only.
 */
import { expect, it } from 'vitest';
import type { RenderedMail } from './render.js';

// A path under the origin too: links must keep it, and none may leave it.
export const siteUrl = 'https://mail.finishline.example/app';
export const unsubscribeUrl = `${siteUrl}/unsubscribe?token=signed-token`;
// Markup characters in what users write: escaped in the HTML, as written in the text.
export const projectTitle = "Tom & Jerry's <Inventory> app";
export const owner = { recipientName: 'ada_owner' };
export const developer = { recipientName: 'grace_dev' };
export const at = new Date('2026-03-04T14:05:00Z');
export const answerBy = new Date('2026-03-09T14:05:00Z');

export interface Case {
  name: string;
  mail: () => Promise<RenderedMail>;
  subject: string;
  /** Each must appear in the text part. */
  facts: readonly string[];
  /** The main action's address. */
  link: string;
  /** Activity mail carries the unsubscribe line it was given; account mail never has one. */
  activity: boolean;
}

/** Every address the HTML links to or loads, as a mail client reads it. */
export function addressesIn(html: string): string[] {
  return [...html.matchAll(/\s(?:href|src|action|background)="([^"]*)"/g)].map((match) =>
    match[1]!.replaceAll('&amp;', '&'),
  );
}

/** One test per template example. */
export function checkTemplates(cases: Case[]) {
  it.each(cases)('$name', async (example) => {
    const { subject, html, text } = await example.mail();
    expect(subject).toBe(example.subject);

    const addresses = addressesIn(html);
    expect(addresses).toContain(example.link);
    for (const address of addresses) expect(address.startsWith(`${siteUrl}/`), address).toBe(true);
    // No image at all: nothing is lost in a client that blocks them.
    expect(html).not.toMatch(/<img\b/i);

    // The text part: the facts, and the main link on a line of its own.
    expect(text).toMatch(/^Hello (ada_owner|grace_dev),$/m);
    for (const fact of example.facts) expect(text).toContain(fact);
    expect(text.split('\n')).toContain(example.link);
    if (subject.includes(projectTitle)) expect(text).toContain(projectTitle);

    // What users write is escaped in the HTML.
    expect(html).not.toContain('<Inventory>');

    for (const part of [subject, html, text]) {
      expect(part).not.toMatch(/undefined|\[object Object\]|NaN|null/);
    }
    // A readable text part: no markup, no table debris, no run of empty lines.
    expect(text.replaceAll(projectTitle, '')).not.toMatch(/<[a-z/!]/i);
    expect(text).not.toMatch(/\n{3,}/);
    expect(text).not.toMatch(/\S {2,}\S/);

    if (example.activity && text.includes(unsubscribeUrl)) {
      expect(addresses).toContain(unsubscribeUrl);
    } else {
      expect(text).not.toMatch(/unsubscribe/i);
    }
  });
}
