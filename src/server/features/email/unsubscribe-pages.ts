/**
 * The unsubscribe pages (docs/decisions/email.md): plain server-rendered HTML, no script, readable
 * without the app. A GET only shows what the button will do (mail scanners open links); the
 * button's POST, like a mail client's one-click POST, turns the category off.
 */
import {
  EMAIL_CATEGORY_TEXT,
  type EmailCategory,
} from '@shared/contract/email-preferences-rules.js';

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, 'Segoe UI', sans-serif; }
  body { margin: 0; background: #f4f4f6; color: #1d1d27; }
  main { max-width: 30rem; margin: 3rem auto; padding: 0 1rem; }
  .card { background: #fff; border: 1px solid #d9d9e0; border-radius: .75rem; padding: 1.5rem; }
  .brand { font-weight: 700; margin: 0 0 1rem; }
  h1 { font-size: 1.35rem; margin: 0 0 .75rem; }
  p { line-height: 1.5; color: #3f3f4d; }
  button { font: inherit; font-weight: 600; border: 0; border-radius: .5rem; padding: .75rem 1rem; cursor: pointer; width: 100%; margin-top: 1rem; background: #2b59c3; color: #fff; }
  button:focus-visible, a:focus-visible { outline: 3px solid #2b59c3; outline-offset: 2px; }
  a { color: #2b59c3; }
`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${escape(title)} · Finishline</title><style>${STYLE}</style></head>
<body><main><div class="card"><p class="brand">Finishline</p>${body}</div></main></body></html>`;
}

const label = (category: EmailCategory) => EMAIL_CATEGORY_TEXT[category].label.toLowerCase();

export function confirmPage(category: EmailCategory, action: string, settingsUrl: string) {
  return page(
    'Unsubscribe',
    `<h1>Stop emails about ${escape(label(category))}?</h1>
<p>You will no longer get emails about ${escape(label(category))}. You still see them in your
notifications on Finishline, and account emails (password resets, receipts) are always sent.</p>
<form method="post" action="${escape(action)}">
  <button type="submit">Unsubscribe</button>
</form>
<p>You can turn it back on at any time in your <a href="${escape(settingsUrl)}">email settings</a>.</p>`,
  );
}

export function donePage(category: EmailCategory, settingsUrl: string) {
  return page(
    'Unsubscribed',
    `<h1 role="status">You are unsubscribed</h1>
<p>You will no longer get emails about ${escape(label(category))}.</p>
<p>Changed your mind? Turn it back on in your <a href="${escape(settingsUrl)}">email settings</a>.</p>`,
  );
}

export function badLinkPage(reason: 'malformed' | 'forged' | 'expired', settingsUrl: string) {
  const why =
    reason === 'expired'
      ? 'This unsubscribe link is too old to use.'
      : 'This unsubscribe link is not valid: it may have been cut or changed.';
  return page(
    'Link not valid',
    `<h1>This link does not work</h1>
<p>${why} Nothing was changed.</p>
<p>Sign in and choose which emails you get in your <a href="${escape(settingsUrl)}">email settings</a>.</p>`,
  );
}
