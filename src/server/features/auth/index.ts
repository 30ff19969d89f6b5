/**
 * Auth's face (docs/decisions/boundaries.md): the routes app.ts registers, and what profile, the
 * operators' console and your data may use of accounts and second factors. Any other file of
 * this folder is auth's own.
 */
export { accountSecurityRoutes } from './account-security-routes.js';
export { authRoutes } from './auth-routes.js';
export { signInAttemptsPlugin } from './sign-in-attempts.js';
export { twoFactorRoutes } from './two-factor-routes.js';
export { toCurrentUser } from './current-user.js';
export { verifyCurrentPassword } from './verify-current-password.js';
export { replaceRecoveryCodes } from './two-factor/recovery-codes.js';
export { newTotpSecret, totpCode, totpUri } from './two-factor/totp.js';
export { twoFactorKeys, type TwoFactorKeys } from './two-factor/two-factor-keys.js';
export { hasTwoFactor } from './two-factor/two-factor-status.js';
export { verifySecondFactor } from './two-factor/verify-second-factor.js';
