// What an access token says about its account, for tokens from the provider and test tokens alike.
import { IDENTITY_ID_CLAIM } from './constants';
import { identityIdOf, type IdentityAccount } from './identityAccounts';

export interface AccountTokenClaims {
  /** The customer id once registration has linked one, else the identity id ('auth0|…'). */
  sub: string;
  /** Join date, seconds since the epoch (000 §3: the app reads it as the join date). */
  rat: number;
  [IDENTITY_ID_CLAIM]: string;
}

export function accountTokenClaims(account: IdentityAccount): AccountTokenClaims {
  const identityId = identityIdOf(account.id);
  return {
    sub: account.customerId ?? identityId,
    rat: Math.floor(account.createdAt.getTime() / 1000),
    [IDENTITY_ID_CLAIM]: identityId,
  };
}
