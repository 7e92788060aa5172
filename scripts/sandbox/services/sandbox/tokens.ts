import { decodeJwt } from 'jose';
import { HttpError } from '../../api/HttpError';
import type { OperationHandler } from '../../api/restService';
import { UnknownIdentityAccountError } from '../../identity';
import type { SandboxDeps } from '../SandboxDeps';

/**
 * POST /sandbox/tokens: a token for a seeded (or signed-up) account, as sign-in would give it.
 * - unknown email → 404 NOT_FOUND;
 * - an account that has not registered yet (no customer, token sub 'auth0|…') → 404 NO_CUSTOMER: the
 *   answer must name a customer id, and such a token would be refused by every customer call anyway.
 *   Tests of the registration flow take that token from `deps.identity.issueTestToken` directly.
 */
export function createSandboxToken(deps: SandboxDeps): OperationHandler {
  return async ({ body }) => {
    const { email } = body as { email: string };
    let token;
    try {
      token = await deps.identity.issueTestToken(email);
    } catch (error) {
      if (error instanceof UnknownIdentityAccountError) throw new HttpError(404, 'No account uses that email.', { code: 'NOT_FOUND' });
      throw error;
    }
    if (token.customerId === null) {
      throw new HttpError(404, 'That account has not registered yet, so it has no customer: finish sign-up first.', { code: 'NO_CUSTOMER' });
    }
    const { exp } = decodeJwt(token.accessToken);
    return {
      status: 201,
      body: {
        accessToken: token.accessToken,
        customerId: token.customerId,
        ...(typeof exp === 'number' ? { expiresAt: new Date(exp * 1000).toISOString() } : {}),
      },
    };
  };
}
