import type { AuthenticationError } from '../../sdk/src/errors';
import { eventSenderWith, type EventSender } from '../../sdk/src/eventSenderWith';
import { sdkOptions, type ApiOptions, type ApiSession } from './sdkOptions';

/**
 * The app's tracking sender: the SDK's event sender with the options of the app's SDK instance (createApi). The SDK's
 * error classes load with the first failed send (a visitor's start sends and needs none of them); a failure to load
 * them fails that send, which the Tracker logs and drops.
 */
export function createApiEventSender(
  origin: string,
  session: ApiSession,
  onAuthenticationError: (error: AuthenticationError) => void,
  options: ApiOptions = {},
): EventSender {
  return eventSenderWith(() => import('../../sdk/src/errors'), sdkOptions(origin, session, onAuthenticationError, options));
}
