import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The loopback names a person types for a server on their own machine. */
const LOOPBACK_HOST = /^(localhost|127\.0\.0\.1|\[::1\])(?::(\d{1,5}))?$/i;

/**
 * Where the payment provider sends the browser back (checkout, payout onboarding): the configured
 * site (PUBLIC_URL, else http://localhost:PORT), never a Host header the client chose. One
 * exception, in development without PUBLIC_URL: a loopback address this server is listening on
 * (`127.0.0.1:5000` as many people type it) is the same machine and the same server, so the
 * browser comes back to the origin it left, with its session cookie, instead of to `localhost`,
 * a different origin the cookie is not sent to (issue 35).
 */
export function returnOriginOf(
  app: FastifyInstance,
  options: { production: boolean; publicUrl?: string },
) {
  return (request: FastifyRequest): string => {
    if (options.production || options.publicUrl) return app.siteUrl;
    const host = request.headers.host ?? '';
    const match = LOOPBACK_HOST.exec(host);
    if (!match) return app.siteUrl;
    const asked = Number(match[2] ?? 80);
    const address = app.server.address() as AddressInfo | string | null;
    const listening =
      address && typeof address === 'object' ? address.port : Number(new URL(app.siteUrl).port);
    return asked === listening || asked === Number(new URL(app.siteUrl).port)
      ? `http://${host.toLowerCase()}`
      : app.siteUrl;
  };
}
