/**
 * A template into a mail's parts: React Email renders the component to HTML once, and the text
 * part is that HTML converted by React Email's plain-text rendering (html-to-text), with a few
 * rules of ours so that it reads like a written mail rather than a flattened page.
 */
import { render, toPlainText } from '@react-email/render';
import type { ReactElement } from 'react';
import type { Mail } from './index.js';

/** What every template takes from its caller, besides its own facts. */
export interface MailContext {
  /** The site's origin (app.siteUrl): every link in the mail is under it. */
  siteUrl: string;
  /** The recipient's username, for the greeting. */
  recipientName: string;
}

/**
 * Activity mail (decisions.md, "Email") may be turned off per category, so it can carry the
 * one-click unsubscribe page of its category, shown in the footer. The caller also sends that
 * address in the List-Unsubscribe header (Mail.headers).
 */
export interface ActivityMailContext extends MailContext {
  unsubscribeUrl?: string;
}

/** What every template function returns; the caller adds `to` (and headers) to make a Mail. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export async function renderMail(subject: string, element: ReactElement): Promise<RenderedMail> {
  const html = await render(element);
  return { subject, html, text: tidy(toPlainText(html, TEXT_OPTIONS)) };
}

/**
 * A mail being rendered, addressed: what `app.mail.send` takes. Sending it unawaited lets the
 * rendering happen in the background (core/mail/index.ts).
 */
export async function mailTo(
  to: string,
  rendering: Promise<RenderedMail>,
  headers?: Record<string, string>,
): Promise<Mail> {
  return { to, ...(await rendering), ...(headers ? { headers } : {}) };
}

/** The small part of html-to-text's formatter interface the rules below use. */
interface TextBuilder {
  addInline(text: string, options?: { noWordTransform?: boolean }): void;
  addLineBreak(): void;
}
interface TextElement {
  children: unknown;
  attribs: Record<string, string | undefined>;
}
type Walk = (nodes: unknown, builder: TextBuilder) => void;

const TEXT_OPTIONS = {
  formatters: {
    /** A summary row's label (layout.tsx, SummaryRows): "Label: value" on one line. */
    summaryLabel(element: TextElement, walk: Walk, builder: TextBuilder) {
      walk(element.children, builder);
      builder.addInline(': ');
    },
    /** The main action (layout.tsx, ButtonLink): "Label:" and the address on a line of its own. */
    buttonLink(element: TextElement, walk: Walk, builder: TextBuilder) {
      walk(element.children, builder);
      builder.addInline(':');
      builder.addLineBreak();
      builder.addInline(element.attribs.href ?? '', { noWordTransform: true });
    },
  },
  selectors: [
    // Headings as written, not in capitals (html-to-text's default).
    ...['h1', 'h2', 'h3'].map((selector) => ({
      selector,
      options: { uppercase: false, leadingLineBreaks: 1, trailingLineBreaks: 2 },
    })),
    {
      selector: 'table[data-text-row]',
      format: 'block',
      options: { leadingLineBreaks: 1, trailingLineBreaks: 1 },
    },
    { selector: 'td[data-text-label]', format: 'summaryLabel' },
    { selector: 'td[data-text-value]', format: 'inline' },
    { selector: 'a[data-text-button]', format: 'buttonLink' },
  ],
};

/** Table cells each open a block: the text part keeps at most one empty line in a row. */
function tidy(text: string): string {
  return `${text
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}
