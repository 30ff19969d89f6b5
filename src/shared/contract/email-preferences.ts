/** Email preferences (decisions.md, "Email"): GET and PUT /api/email-preferences. */
import { z } from 'zod';
import { EMAIL_CATEGORIES } from './email-preferences-rules.js';

export const emailPreferenceSchema = z.object({
  category: z.enum(EMAIL_CATEGORIES),
  enabled: z.boolean(),
});
export type EmailPreference = z.infer<typeof emailPreferenceSchema>;

/** Every category, in EMAIL_CATEGORIES' order. */
export const emailPreferencesSchema = z.array(emailPreferenceSchema);

/** PUT /api/email-preferences: one switch turned. */
export const updateEmailPreferenceSchema = emailPreferenceSchema;
