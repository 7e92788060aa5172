// The sandbox's identity provider (the local stand-in for Auth0): see identityService.ts.
export { createIdentityService, type IdentityService, type IdentityServiceOptions } from './identityService';
export {
  API_AUDIENCE,
  IDENTITY_ID_CLAIM,
  IDENTITY_PREFIX,
  LOCK_DURATION_MS,
  MAX_FAILED_ATTEMPTS,
  WEB_CLIENT_ID,
} from './constants';
export {
  accountIdFromIdentityId,
  EmailTakenError,
  identityIdOf,
  InMemoryIdentityAccounts,
  normalizeEmail,
  type IdentityAccount,
  type IdentityAccounts,
  type NewIdentityAccount,
} from './identityAccounts';
export { DatabaseIdentityAccounts } from './databaseIdentityAccounts';
export { issuePasswordResetToken } from './passwordResets';
export { createDatabaseAdapterFactory } from './databaseAdapter';
export { createMemoryAdapterFactory } from './memoryAdapter';
export { addIdentityAccount, beginPasswordAttempt, lockedUntil, signIn, signUp } from './credentials';
export { hashPassword, verifyPassword } from '../db/passwords';
export {
  fixedKeyRing,
  generateSigningKeys,
  publicKeySet,
  readSigningKeysFile,
  type SigningKeyRing,
  type SigningKeys,
} from './signingKeys';
export {
  databaseKeyRing,
  ensureSigningKey,
  KEY_ACTIVATION_DELAY_MS,
  KEY_REFRESH_MS,
  KEY_RETIREMENT_OVERLAP_MS,
  rotateSigningKeys,
  type RotationResult,
} from './databaseSigningKeys';
export {
  AccessTokenError,
  bearerToken,
  createAccessTokenVerifier,
  type AccessTokenVerifier,
  type VerifiedAccessToken,
} from './verifyAccessToken';
export {
  createTestTokenIssuer,
  UnknownIdentityAccountError,
  type TestToken,
  type TestTokenIssuer,
} from './testTokens';
