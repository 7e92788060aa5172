import { HttpError } from '../../api/HttpError';
import type { OperationHandler } from '../../api/restService';
import { outboxMessagesFor, outboxRecipient } from '../account/outbox';
import type { SandboxDeps } from '../SandboxDeps';

export const INVALID_RECIPIENT_MESSAGE = 'Give an e-mail address or a US phone number.';

/** GET /sandbox/outbox?recipient=…: the recipient's messages, newest first (a phone in any US spelling). */
export function listSandboxOutbox(deps: SandboxDeps): OperationHandler {
  return async ({ query }) => {
    const target = outboxRecipient(String((query as { recipient?: string }).recipient ?? ''));
    if (!target) {
      throw new HttpError(400, 'The recipient is not valid.', { code: 'BAD_REQUEST', fields: { 'query.recipient': INVALID_RECIPIENT_MESSAGE } });
    }
    return { body: { messages: await outboxMessagesFor(deps.db, target.recipient) } };
  };
}
