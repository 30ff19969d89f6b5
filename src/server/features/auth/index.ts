/**
 * Auth's face (docs/decisions/boundaries.md): what profile, the operators' console and your data
 * may use of accounts and second factors. Any other file of this folder is auth's own; app.ts
 * registers its routes from their files. Kept lean: the operator and seed command lines load it.
 */
export { toCurrentUser } from './current-user.js';
export { verifyCurrentPassword } from './verify-current-password.js';
export { replaceRecoveryCodes } from './two-factor/recovery-codes.js';
export { newTotpSecret, totpCode, totpUri } from './two-factor/totp.js';
export { twoFactorKeys, type TwoFactorKeys } from './two-factor/two-factor-keys.js';
export { hasTwoFactor } from './two-factor/two-factor-status.js';
export { verifySecondFactor } from './two-factor/verify-second-factor.js';
