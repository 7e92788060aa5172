import { AUTHENTICATION_FAILED, type Authenticator } from '../../scripts/sandbox/api/restService';

/** Accepts 'Bearer token-for-<customerId>' and nothing else: the pipeline tests' stand-in for token verification. */
export const fakeAuthenticator: Authenticator = {
  async authenticate(authorization) {
    if (!authorization) return null;
    const match = /^Bearer token-for-(\d+)$/.exec(authorization);
    if (!match) throw AUTHENTICATION_FAILED();
    return { customerId: match[1] ?? null, identityId: `auth0|${match[1]}`, joinDate: null };
  },
};
