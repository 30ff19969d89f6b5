import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { idParamsSchema } from '@shared/contract/common.js';
import { refusals } from '../../core/errors.js';
import { binaryFile } from '../../core/openapi.js';
import { profileResponseSchema, profileUpdateSchema } from '@shared/contract/profile.js';
import { signedIn, signedInUser } from '../../core/sessions.js';
import type { App } from '../../core/types.js';
import type { UserRow } from '../../db/schema.js';
import { toCurrentUser, verifyCurrentPassword } from '../auth/index.js';
import { AVATAR_FIELD, PROFILE_FORM, readProfileForm } from './read-profile-form.js';
import { updateProfile } from './update-profile.js';

export const NOT_YOUR_PROFILE = 'You can only edit your own profile';

/** PROFILE_FORM as the API document shows it: each field as text, lists JSON-encoded. */
const profileFormSchema = z.object({
  ...Object.fromEntries(
    Object.keys(PROFILE_FORM.fields).map((name) => [
      name,
      z.string().optional().meta({ description: 'As in the JSON body; a list as JSON text' }),
    ]),
  ),
  [AVATAR_FIELD]: binaryFile('The new avatar: PNG, JPEG, WebP or GIF').optional(),
});

export async function profileRoutes(app: App) {
  app.patch(
    '/api/users/:id/profile',
    {
      // Who may edit is settled before what they sent is read: a visitor gets 401 and someone
      // else's profile 403, whatever the body holds.
      onRequest: signedIn({ self: NOT_YOUR_PROFILE }),
      // The multipart form is read by the handler (read-profile-form.ts), not by the body schema.
      config: {
        openapi: {
          requestBody: {
            'application/json': profileUpdateSchema,
            'multipart/form-data': profileFormSchema,
          },
        },
      },
      schema: {
        tags: ['profile'],
        operationId: 'updateProfile',
        summary:
          'Update your own profile: JSON, or multipart/form-data with an `avatar` image and the same fields (lists JSON-encoded)',
        params: idParamsSchema,
        // Optional: a multipart request has no JSON body; its fields are validated in the handler.
        body: profileUpdateSchema.nullish(),
        response: { 200: profileResponseSchema, ...refusals(403, 409) },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const { changes: form, avatar } = await readProfileForm(request, request.body);
      const { currentPassword, ...changes } = form;
      // A new email is a new way to sign in (and to reset the password): it takes the current
      // one, and a guess at it is a sign-in attempt on the account.
      const newEmail = changes.email !== undefined && changes.email !== user.email;
      if (newEmail) {
        if (currentPassword) await app.signInAttempts.count(request, reply, user.email);
        await verifyCurrentPassword(user, currentPassword);
      }
      const update = async (uploadedAvatarUrl?: string) => {
        const updated = await app.transaction((tx) =>
          updateProfile({ tx, actor: user, input: { changes, uploadedAvatarUrl } }),
        );
        // The device cookie names the account by its email: this device stays trusted under the new one.
        if (newEmail) app.signInAttempts.trustDevice(reply, updated.email);
        return updated;
      };
      if (!avatar) return toCurrentUser(await update());

      const stored = await app.uploads.storeImage(avatar, 'avatar');
      let updated: UserRow;
      try {
        updated = await update(stored.url);
      } catch (error) {
        await app.uploads.deleteImage(stored);
        throw error;
      }
      // The card-sized thumbnail is not used for avatars; the replaced avatar is no longer shown.
      await removeFiles(app, request, [stored.thumbnailUrl, user.avatarUrl]);
      return toCurrentUser(updated);
    },
  );
}

/** Best effort: a file left behind wastes space but must not fail a saved change. */
async function removeFiles(app: App, request: FastifyRequest, urls: (string | null)[]) {
  for (const url of urls) {
    const key = url ? app.uploads.storage.keyOf(url) : null;
    if (!key?.startsWith('avatars/')) continue;
    await app.uploads.storage.delete(key).catch((err: unknown) => {
      request.log.warn({ err, key }, 'could not remove an unused upload');
    });
  }
}
