/**
 * Email preferences and unsubscribing (decisions.md, "Email"; docs/decisions/email.md):
 * GET/PUT /api/email-preferences for the signed-in user, and the one-click unsubscribe link
 * (RFC 8058) that activity mail carries: GET shows a confirmation page with a button, POST (the
 * button, or a mail client's `List-Unsubscribe=One-Click`) turns the category off, no cookie
 * needed. A bad, forged or expired token gets a clear page and changes nothing.
 */
import type { FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  emailPreferencesSchema,
  updateEmailPreferenceSchema,
} from '@shared/contract/email-preferences.js';
import { signedIn, signedInUser } from '../../core/sessions.js';
import type { App } from '../../core/types.js';
import { emailPreferencesOf, setEmailPreference } from './preferences.js';
import { badLinkPage, confirmPage, donePage } from './unsubscribe-pages.js';
import type { UnsubscribeTokens } from './unsubscribe-tokens.js';

/** The web's notification settings page (src/web/app/router.tsx). */
export const EMAIL_SETTINGS_PATH = '/settings/notifications';

export async function emailRoutes(app: App, options: { tokens: UnsubscribeTokens }) {
  const tags = ['email'];
  const settingsUrl = `${app.siteUrl.replace(/\/+$/, '')}${EMAIL_SETTINGS_PATH}`;

  app.get(
    '/api/email-preferences',
    {
      onRequest: signedIn(),
      schema: {
        tags,
        operationId: 'getEmailPreferences',
        summary: 'Your email switches, one per activity mail category (account mail has none)',
        response: { 200: emailPreferencesSchema },
      },
    },
    async (request) => emailPreferencesOf(app.db, signedInUser(request).id),
  );

  app.put(
    '/api/email-preferences',
    {
      onRequest: signedIn(),
      schema: {
        tags,
        operationId: 'setEmailPreference',
        summary: 'Turn one category of activity mail on or off',
        body: updateEmailPreferenceSchema,
        response: { 200: emailPreferencesSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      await app.transaction((tx) => setEmailPreference(tx, user.id, request.body));
      return emailPreferencesOf(app.db, user.id);
    },
  );

  const html = (reply: FastifyReply, body: string, status = 200) =>
    reply
      .status(status)
      .header('cache-control', 'no-store')
      // The token is in the address: no page it links to may learn it. The form posts to this
      // same origin, which needs an Origin the cross-origin check accepts (not `null`).
      .header('referrer-policy', 'same-origin')
      .header('x-robots-tag', 'noindex')
      .type('text/html; charset=utf-8')
      .send(body);

  await app.register(async (scope) => {
    const unsubscribe = scope.withTypeProvider<ZodTypeProvider>();
    // One-click POSTs are form-encoded (`List-Unsubscribe=One-Click`); the body says nothing
    // the token does not, so it is read and ignored.
    unsubscribe.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, _body, done) => done(null, {}),
    );
    const routeOptions = {
      schema: { hide: true, params: z.object({ token: z.string().max(200) }) },
    } as const;

    unsubscribe.get('/unsubscribe/:token', routeOptions, async (request, reply) => {
      const check = options.tokens.check(request.params.token);
      if (!check.valid) return html(reply, badLinkPage(check.reason, settingsUrl), 400);
      const action = `/unsubscribe/${encodeURIComponent(request.params.token)}`;
      return html(reply, confirmPage(check.category, action, settingsUrl));
    });

    unsubscribe.post('/unsubscribe/:token', routeOptions, async (request, reply) => {
      const check = options.tokens.check(request.params.token);
      if (!check.valid) return html(reply, badLinkPage(check.reason, settingsUrl), 400);
      await app.transaction((tx) =>
        setEmailPreference(tx, check.userId, { category: check.category, enabled: false }),
      );
      request.log.info({ userId: check.userId, category: check.category }, 'unsubscribed');
      return html(reply, donePage(check.category, settingsUrl));
    });
  });
}
