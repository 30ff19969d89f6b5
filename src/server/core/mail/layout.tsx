/**
 * The one layout of every mail and its building blocks, in the product's look: the colours and
 * type of src/web/styles/app.css as inline styles (mail clients drop style sheets and classes).
 * Nothing depends on images: the brand is text, so a client that blocks images shows the whole
 * mail. Mail clients do not load web fonts reliably, so the system font stack stands in for Inter.
 */
import {
  Body,
  Button,
  Column,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Row,
  Section,
  Text,
} from '@react-email/components';
import { Fragment, type CSSProperties, type ReactNode } from 'react';
import { siteLinks } from './links.js';

/** app.css's tokens (@theme), by the same names. */
export const theme = {
  background: '#f8fafc',
  surface: '#ffffff',
  foreground: '#0f172a',
  muted: '#f1f5f9',
  mutedForeground: '#475569',
  border: '#e2e8f0',
  primary: '#4338ca',
  primaryForeground: '#ffffff',
  primarySoft: '#eef2ff',
  primarySoftForeground: '#3730a3',
  fontSans:
    "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  radiusMd: '8px',
  radiusLg: '12px',
} as const;

export interface MailLayoutProps {
  /** The line an inbox shows after the subject. */
  preview: string;
  /** The site's origin: the brand and the footer link to it. */
  siteUrl: string;
  /** Why this person gets this mail, completing "You are receiving this email because ...". */
  reason: string;
  /**
   * Activity mail: what its category is about ("new bids") and, when the caller has one, that
   * category's one-click unsubscribe page. Account mail (resets, receipts, disputes) has neither:
   * it is always sent.
   */
  unsubscribe?: { url?: string; topic: string };
  children: ReactNode;
}

export function MailLayout({ preview, siteUrl, reason, unsubscribe, children }: MailLayoutProps) {
  const home = siteLinks(siteUrl).home;
  return (
    <Html lang="en" dir="ltr">
      <Head>
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
      </Head>
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Section style={styles.brand} data-skip-in-text="true">
            <Link href={home} style={styles.brandLink}>
              <span style={styles.brandMark}>F</span>
              Finishline
            </Link>
          </Section>
          <Section style={styles.card}>{children}</Section>
          <Section style={styles.footer}>
            <Text style={styles.footerText}>You are receiving this email because {reason}</Text>
            {unsubscribe?.url ? (
              <Text style={styles.footerText}>
                Don&apos;t want emails about {unsubscribe.topic}?{' '}
                <Link href={unsubscribe.url} style={styles.footerLink}>
                  Unsubscribe
                </Link>
              </Text>
            ) : null}
            <Text style={styles.footerText}>
              <Link href={home} style={styles.footerLink}>
                Finishline
              </Link>{' '}
              · the marketplace for unfinished software
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

export function MailHeading({ children }: { children: ReactNode }) {
  return (
    <Heading as="h1" style={styles.heading}>
      {children}
    </Heading>
  );
}

export function Paragraph({ children, muted }: { children: ReactNode; muted?: boolean }) {
  return <Text style={muted ? styles.mutedParagraph : styles.paragraph}>{children}</Text>;
}

/**
 * The mail's main action. In the text part it reads "Label:" and the address; the HTML adds it
 * in full below it for clients that break buttons (`showAddress`), left out of the text part,
 * which has it already.
 */
export function ButtonLink({
  href,
  children,
  showAddress,
}: {
  href: string;
  children: ReactNode;
  showAddress?: boolean;
}) {
  return (
    <Section style={styles.buttonSection}>
      <Button href={href} style={styles.button} data-text-button>
        {children}
      </Button>
      {showAddress ? (
        <Text style={styles.address} data-skip-in-text="true">
          Or paste this address into your browser:
          <br />
          <Link href={href} style={styles.addressLink}>
            {href}
          </Link>
        </Text>
      ) : null}
    </Section>
  );
}

export interface SummaryRow {
  label: string;
  value: string;
  /** A total: bold, with a rule above it. */
  total?: boolean;
}

/**
 * Label and value pairs (amounts, a receipt's facts), values aligned right. The text part writes
 * each as "Label: value" (render.ts; a table would otherwise become one cell per line).
 */
export function SummaryRows({ rows }: { rows: SummaryRow[] }) {
  return (
    <Section style={styles.summary}>
      {rows.map((row) => (
        <Row key={row.label} style={row.total ? styles.totalRow : undefined} data-text-row>
          <Column style={row.total ? styles.totalLabel : styles.summaryLabel} data-text-label>
            {row.label}
          </Column>
          <Column style={row.total ? styles.totalValue : styles.summaryValue} data-text-value>
            {row.value}
          </Column>
        </Row>
      ))}
    </Section>
  );
}

/** Words someone else wrote (a note, a message): set apart, as a quotation, their lines kept. */
export function Quote({ text }: { text: string }) {
  const lines = text.split(/\r?\n/);
  return (
    <blockquote style={styles.quote}>
      {lines.map((line, index) => (
        <Fragment key={index}>
          {index > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </blockquote>
  );
}

export function Divider() {
  return <Hr style={styles.divider} />;
}

const styles = {
  body: {
    backgroundColor: theme.background,
    color: theme.foreground,
    fontFamily: theme.fontSans,
    margin: 0,
    padding: '24px 0',
  },
  container: { maxWidth: '600px', width: '100%', margin: '0 auto', padding: '0 12px' },
  brand: { padding: '8px 4px 16px' },
  brandLink: {
    color: theme.foreground,
    fontSize: '20px',
    fontWeight: 700,
    letterSpacing: '-0.01em',
    textDecoration: 'none',
  },
  brandMark: {
    display: 'inline-block',
    width: '28px',
    height: '28px',
    lineHeight: '28px',
    marginRight: '8px',
    borderRadius: theme.radiusMd,
    backgroundColor: theme.primary,
    color: theme.primaryForeground,
    fontSize: '16px',
    textAlign: 'center',
    verticalAlign: 'middle',
  },
  card: {
    backgroundColor: theme.surface,
    border: `1px solid ${theme.border}`,
    borderRadius: theme.radiusLg,
    padding: '28px 28px 12px',
  },
  heading: {
    color: theme.foreground,
    fontSize: '22px',
    lineHeight: '30px',
    fontWeight: 700,
    letterSpacing: '-0.01em',
    margin: '0 0 16px',
  },
  paragraph: { color: theme.foreground, fontSize: '15px', lineHeight: '24px', margin: '0 0 16px' },
  mutedParagraph: {
    color: theme.mutedForeground,
    fontSize: '14px',
    lineHeight: '22px',
    margin: '0 0 16px',
  },
  buttonSection: { margin: '8px 0 24px' },
  button: {
    backgroundColor: theme.primary,
    color: theme.primaryForeground,
    borderRadius: theme.radiusMd,
    fontSize: '15px',
    fontWeight: 600,
    lineHeight: '20px',
    padding: '12px 20px',
    textDecoration: 'none',
  },
  address: {
    color: theme.mutedForeground,
    fontSize: '13px',
    lineHeight: '20px',
    margin: '16px 0 0',
  },
  // A long address wraps anywhere rather than widening the mail; the words around it do not.
  addressLink: { color: theme.primary, textDecoration: 'underline', wordBreak: 'break-all' },
  summary: {
    backgroundColor: theme.muted,
    borderRadius: theme.radiusMd,
    padding: '12px 16px',
    margin: '0 0 20px',
  },
  summaryLabel: {
    color: theme.mutedForeground,
    fontSize: '14px',
    lineHeight: '20px',
    padding: '4px 12px 4px 0',
  },
  summaryValue: {
    color: theme.foreground,
    fontSize: '14px',
    lineHeight: '20px',
    padding: '4px 0',
    textAlign: 'right',
    fontVariantNumeric: 'tabular-nums',
  },
  totalRow: { borderTop: `1px solid ${theme.border}` },
  totalLabel: {
    color: theme.foreground,
    fontSize: '15px',
    fontWeight: 700,
    lineHeight: '22px',
    padding: '8px 12px 4px 0',
  },
  totalValue: {
    color: theme.foreground,
    fontSize: '15px',
    fontWeight: 700,
    lineHeight: '22px',
    padding: '8px 0 4px',
    textAlign: 'right',
    fontVariantNumeric: 'tabular-nums',
  },
  quote: {
    borderLeft: `3px solid ${theme.border}`,
    color: theme.foreground,
    fontSize: '15px',
    lineHeight: '24px',
    margin: '0 0 20px',
    padding: '2px 0 2px 14px',
  },
  divider: { borderColor: theme.border, margin: '8px 0 20px' },
  footer: { padding: '16px 4px 0' },
  footerText: {
    color: theme.mutedForeground,
    fontSize: '12px',
    lineHeight: '18px',
    margin: '0 0 8px',
  },
  footerLink: { color: theme.mutedForeground, textDecoration: 'underline' },
} satisfies Record<string, CSSProperties>;
