export { auth0Identity, type Auth0IdentityOptions } from './auth0Identity';
export { decodeJwtPayload, type IdentityPort, type IdentityUser, type LoginRequest } from './IdentityPort';
export { MemoryIdentity, unsignedToken } from './MemoryIdentity';
