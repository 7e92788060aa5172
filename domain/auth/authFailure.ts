import { HTTP_STATUS, UNAUTHENTICATED_ERROR_CODE } from '../constants/http';
import { MESSAGES } from '../constants/messages';

/** What an answer or error tells about authentication; any of the fields may be missing. */
export interface AuthFailureSignal {
  status?: number | null;
  code?: string | null;
  message?: string | null;
}

/** HTTP 401, the UNAUTHENTICATED code, or the GraphQL auth-problem message (000 §5). */
export function isAuthenticationFailure({ status, code, message }: AuthFailureSignal): boolean {
  return (
    status === HTTP_STATUS.UNAUTHORIZED ||
    code === UNAUTHENTICATED_ERROR_CODE ||
    (typeof message === 'string' && message.includes(MESSAGES.AUTHENTICATION_PROBLEM))
  );
}

/**
 * An authentication failure logs the user out and clears the early identifier, except on the
 * e-mail-settings-with-token calls opened from e-mail links, where the visitor may not be signed in (001 §6).
 */
export function shouldForceLogout(failure: AuthFailureSignal, { emailTokenCall }: { emailTokenCall: boolean }): boolean {
  return !emailTokenCall && isAuthenticationFailure(failure);
}
