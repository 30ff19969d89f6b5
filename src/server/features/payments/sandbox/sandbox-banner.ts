/**
 * What every page of the app shows while the sandbox provider takes payments (development,
 * demos, and production only with PAYMENTS_PROVIDER=sandbox): nobody should believe a payment
 * moved real money. The server writes it into each page as sent (core/pages/web.ts), outside the app's
 * root, so it is there from the first paint and nothing shifts when the app starts; its style,
 * `.sandbox-banner`, is in the stylesheet every page inlines (web/styles/app.css).
 */
export const SANDBOX_BANNER =
  '<aside class="sandbox-banner" aria-label="Sandbox payments"><p>' +
  '<strong>Sandbox payments:</strong> no real money moves. ' +
  'Use card 4242 4242 4242 4242.</p></aside>';
