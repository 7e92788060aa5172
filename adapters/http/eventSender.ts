import type { AuthenticationError } from '../../sdk/src/errors';
import { createEventSender, type EventSender } from '../../sdk/src/eventSender';
import { sdkOptions, type ApiOptions, type ApiSession } from './sdkOptions';

/** The app's tracking sender: the SDK's event sender with the options of the app's SDK instance (createApi). */
export function createApiEventSender(
  origin: string,
  session: ApiSession,
  onAuthenticationError: (error: AuthenticationError) => void,
  options: ApiOptions = {},
): EventSender {
  return createEventSender(sdkOptions(origin, session, onAuthenticationError, options));
}
