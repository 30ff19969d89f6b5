/**
 * The sandbox provider's hosted pages, as plain server-rendered HTML: no script (the CSP allows
 * none inline) and styles of their own, marked SANDBOX on every screen so nobody mistakes them
 * for a real card form. Forms post back to the sandbox routes.
 */
import { formatCents } from '@shared/money.js';

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, 'Segoe UI', sans-serif; }
  body { margin: 0; background: #f4f4f6; color: #1d1d27; }
  .banner { background: #8a4b00; color: #fff; text-align: center; padding: .6rem 1rem; font-weight: 700; letter-spacing: .08em; }
  main { max-width: 28rem; margin: 2.5rem auto; padding: 0 1rem; }
  .card { background: #fff; border: 1px solid #d9d9e0; border-radius: .75rem; padding: 1.5rem; box-shadow: 0 1px 2px rgb(0 0 0 / 6%); }
  h1 { font-size: 1.35rem; margin: 0 0 .25rem; }
  .amount { font-size: 2rem; font-weight: 700; margin: .5rem 0 1rem; }
  p { line-height: 1.5; color: #3f3f4d; }
  label { display: block; font-weight: 600; margin: 1rem 0 .35rem; }
  input { box-sizing: border-box; width: 100%; font: inherit; padding: .6rem .7rem; border: 1px solid #8f8f9d; border-radius: .5rem; }
  input:focus, button:focus, a:focus { outline: 3px solid #2b59c3; outline-offset: 2px; }
  .row { display: flex; gap: .75rem; } .row > div { flex: 1; }
  button { font: inherit; font-weight: 600; border: 0; border-radius: .5rem; padding: .75rem 1rem; cursor: pointer; width: 100%; margin-top: 1.25rem; }
  .primary { background: #2b59c3; color: #fff; } .secondary { background: #e8e8ee; color: #1d1d27; }
  .error { background: #fde8e8; color: #8b1a1a; border: 1px solid #f3b4b4; border-radius: .5rem; padding: .75rem; }
  .hint { font-size: .875rem; color: #55556a; }
  a { color: #2b59c3; }
`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${escape(title)} · SANDBOX</title><style>${STYLE}</style></head>
<body><div class="banner" role="note">SANDBOX — no real money moves</div>
<main><div class="card">${body}</div></main></body></html>`;
}

export function checkoutPage(session: {
  id: string;
  description: string;
  amount: number;
  error?: string;
}): string {
  const error = session.error ? `<p class="error" role="alert">${escape(session.error)}</p>` : '';
  return page(
    'Sandbox checkout',
    `<h1>Sandbox checkout</h1>
<p>${escape(session.description)}</p>
<p class="amount">${formatCents(session.amount)}</p>
${error}
<form method="post" action="/sandbox/checkout/${escape(session.id)}/pay">
  <label for="card">Card number</label>
  <input id="card" name="card" inputmode="numeric" autocomplete="off" value="4242 4242 4242 4242" required>
  <div class="row">
    <div><label for="expiry">Expiry</label><input id="expiry" name="expiry" value="12 / 34" autocomplete="off"></div>
    <div><label for="cvc">CVC</label><input id="cvc" name="cvc" value="123" autocomplete="off"></div>
  </div>
  <p class="hint">Test cards: 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined.</p>
  <button class="primary" type="submit">Pay ${formatCents(session.amount)}</button>
</form>
<form method="post" action="/sandbox/checkout/${escape(session.id)}/cancel">
  <button class="secondary" type="submit">Cancel and return</button>
</form>`,
  );
}

export function onboardingPage(link: { id: string; email: string }): string {
  return page(
    'Sandbox payout onboarding',
    `<h1>Set up payouts</h1>
<p>This sandbox stands in for the payment provider's onboarding, where you would confirm your
identity and bank account. Nothing is asked here.</p>
<p><strong>Account:</strong> ${escape(link.email)}</p>
<form method="post" action="/sandbox/onboarding/${escape(link.id)}/complete">
  <button class="primary" type="submit">Complete onboarding</button>
</form>
<form method="post" action="/sandbox/onboarding/${escape(link.id)}/abandon">
  <button class="secondary" type="submit">Leave and finish later</button>
</form>`,
  );
}

export function messagePage(
  title: string,
  text: string,
  link?: { href: string; label: string },
): string {
  return page(
    title,
    `<h1>${escape(title)}</h1><p>${escape(text)}</p>${link ? `<p><a href="${escape(link.href)}">${escape(link.label)}</a></p>` : ''}`,
  );
}
