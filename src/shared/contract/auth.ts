import { z } from 'zod';
import { isCommonPassword } from '../common-passwords.js';
import { LIMITS, ROLE_ALIASES, ROLES } from '../constants.js';
import {
  AUTH_MESSAGES,
  PASSWORD_MESSAGES,
  ACCOUNT_MESSAGES,
  TWO_FACTOR_MESSAGES,
} from './auth-rules.js';

const email = z
  .string({ message: AUTH_MESSAGES.email })
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: AUTH_MESSAGES.email }).max(254, { message: AUTH_MESSAGES.email }));
/** A password being checked (sign-in, current password): only the spec's rule. */
const password = z
  .string({ message: AUTH_MESSAGES.password })
  .min(LIMITS.passwordMin, { message: AUTH_MESSAGES.password })
  .max(200, { message: PASSWORD_MESSAGES.max });

/**
 * A password being chosen (registration, change, reset): also never all whitespace nor one of
 * the most common passwords, which an attacker tries first.
 */
export const newPasswordSchema = password
  .refine((value) => value.trim() !== '', { message: PASSWORD_MESSAGES.blank, abort: true })
  .refine((value) => !isCommonPassword(value), { message: PASSWORD_MESSAGES.common });
export const usernameSchema = z
  .string({ message: AUTH_MESSAGES.username })
  .trim()
  .min(LIMITS.usernameMin, { message: AUTH_MESSAGES.username })
  .max(32, { message: 'Username must be at most 32 characters' })
  .regex(/^[A-Za-z0-9_.-]+$/, {
    message: 'Username may contain only letters, numbers, dots, dashes and underscores',
  });

/**
 * Role as the client sends it: the spec's names or their aliases, stored as creator/developer.
 * Only the table's own names: `in` would also accept what every object inherits (`toString`,
 * `constructor`, `__proto__`), and store a function's text as a role.
 */
export const roleInputSchema = z
  .string({ message: AUTH_MESSAGES.role })
  .refine((value) => Object.hasOwn(ROLE_ALIASES, value), { message: AUTH_MESSAGES.role })
  .transform((value) => ROLE_ALIASES[value]!);

export const loginSchema = z.object({ email, password });
export type LoginInput = z.infer<typeof loginSchema>;

export const registerSchema = z.object({
  username: usernameSchema,
  email,
  password: newPasswordSchema,
  role: roleInputSchema.default('creator'),
});
export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterOutput = z.output<typeof registerSchema>;

/** The signed-in user as the API returns it: never a password or its hash. */
export const currentUserSchema = z
  .object({
    id: z.number(),
    username: z.string(),
    email: z.string(),
    role: z.enum(ROLES),
    /** Runs the marketplace (decisions.md, Operators): the console's link shows only then. */
    isOperator: z.boolean(),
    avatarUrl: z.string().nullable(),
    bio: z.string().nullable(),
    location: z.string().nullable(),
    website: z.string().nullable(),
    githubUrl: z.string().nullable(),
    linkedinUrl: z.string().nullable(),
    twitterUrl: z.string().nullable(),
    skills: z.array(z.string()),
    languages: z.array(z.string()),
    frameworks: z.array(z.string()),
    githubProjects: z.array(z.string()),
    hourlyRate: z.number().nullable(),
    yearsOfExperience: z.number().nullable(),
    available: z.boolean(),
    onboardingComplete: z.boolean(),
    stripeConnectId: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'User' });
export type CurrentUser = z.infer<typeof currentUserSchema>;

/**
 * POST /api/login: the user, signed in; or, for an account with two-factor sign-in, a sign-in
 * that waits for a code (POST /api/login/two-factor) and is no session yet.
 */
export const loginResponseSchema = z.union([
  currentUserSchema,
  z.object({ twoFactorRequired: z.literal(true) }),
]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

const currentPassword = z
  .string({ message: ACCOUNT_MESSAGES.currentPasswordMissing })
  .min(1, { message: ACCOUNT_MESSAGES.currentPasswordMissing })
  .max(200, { message: ACCOUNT_MESSAGES.currentPasswordWrong });

/** POST /api/users/{id}/password: own account only; ends the user's other sessions. */
export const changePasswordSchema = z.object({
  currentPassword,
  newPassword: newPasswordSchema,
});
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** The browser's forms for a new password ask for it twice; only the server's fields are sent. */
const newPasswordTwice = {
  check: (values: { newPassword: string; confirmPassword: string }) =>
    values.newPassword === values.confirmPassword,
  params: { message: ACCOUNT_MESSAGES.passwordsDiffer, path: ['confirmPassword'] },
};
/** The profile's Security tab form. */
export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine(newPasswordTwice.check, newPasswordTwice.params);
/** The /reset-password form (its token comes from the link, not a field). */
export const resetPasswordFormSchema = z
  .object({ newPassword: newPasswordSchema, confirmPassword: z.string() })
  .refine(newPasswordTwice.check, newPasswordTwice.params);

/** POST /api/sessions/end-others: how many other sessions were signed out. */
export const endOtherSessionsResponseSchema = z.object({ ended: z.number() });
export type EndOtherSessionsResponse = z.infer<typeof endOtherSessionsResponseSchema>;

/** POST /api/password-reset: the answer is the same whether or not the email has an account. */
export const passwordResetRequestSchema = z.object({ email });
export type PasswordResetRequestInput = z.input<typeof passwordResetRequestSchema>;

/** POST /api/password-reset/confirm: the token from the emailed link and the new password. */
export const passwordResetConfirmSchema = z.object({
  token: z
    .string({ message: ACCOUNT_MESSAGES.resetLinkInvalid })
    .min(1, { message: ACCOUNT_MESSAGES.resetLinkInvalid })
    .max(100, { message: ACCOUNT_MESSAGES.resetLinkInvalid }),
  newPassword: newPasswordSchema,
});
export type PasswordResetConfirmInput = z.input<typeof passwordResetConfirmSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** A code from an authenticator app, or a recovery code (they differ by shape). */
const oneTimeCode = z
  .string({ message: TWO_FACTOR_MESSAGES.codeMissing })
  .trim()
  .min(1, { message: TWO_FACTOR_MESSAGES.codeMissing })
  .max(40, { message: TWO_FACTOR_MESSAGES.codeWrong });

/**
 * POST /api/login/two-factor, POST /api/account/two-factor/enable and .../recovery-codes: a code
 * from the authenticator app (enabling takes only that), or a recovery code.
 */
export const twoFactorCodeSchema = z.object({ code: oneTimeCode });
export type TwoFactorCodeInput = z.input<typeof twoFactorCodeSchema>;

/** POST /api/account/two-factor/setup: asks for the password, as changing it does. */
export const twoFactorSetupSchema = z.object({ currentPassword });
export type TwoFactorSetupInput = z.input<typeof twoFactorSetupSchema>;

/** The new secret, for the authenticator app: as text, as its otpauth:// URI and as a QR code. */
export const twoFactorSetupResponseSchema = z.object({
  secret: z.string(),
  uri: z.string(),
  /** An SVG image as a data: URL. */
  qrCode: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupResponseSchema>;

/** POST /api/account/two-factor/disable: the password and a code (or a recovery code). */
export const twoFactorDisableSchema = z.object({ currentPassword, code: oneTimeCode });
export type TwoFactorDisableInput = z.input<typeof twoFactorDisableSchema>;

/** Fresh recovery codes, shown once: only their keyed hashes are kept. */
export const recoveryCodesResponseSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesResponseSchema>;

/** GET /api/account/two-factor: never the secret nor a code. */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;
