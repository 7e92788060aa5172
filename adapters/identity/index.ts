export { auth0Identity, hasStoredSession, type Auth0IdentityOptions } from './auth0Identity';
export {
  decodeJwtPayload,
  IdentityInvalidStateError,
  type IdentityPort,
  type IdentityUser,
  type LoginRequest,
} from './IdentityPort';
export { MemoryIdentity } from './MemoryIdentity';
