// The sandbox's bank: moves a pending withdrawal on, as the real bank would days later. Tests and demos drive
// it; the app never calls it, so it is sandbox-only (gone when SANDBOX_ENDPOINTS=off, see ../index.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ACCOUNT_MESSAGES } from '../../../../domain/constants/account';
import { HttpError } from '../../api/HttpError';
import { sendError, sendJson } from '../../http/json';
import { applyTransferEvent, type TransferEvent } from '../payments/transfers';
import type { ExtraServiceFactory, SandboxDeps } from '../SandboxDeps';
import { BANK_LINKING_PREFIX } from './index';
import { answeringHttpErrors, identifiers, readObject } from './requests';

export const BANK_SIMULATOR_PREFIX = `${BANK_LINKING_PREFIX}/transfer`;
const SIMULATE_PATH = '/simulate';

const TRANSFER_EVENTS: readonly TransferEvent[] = ['settled', 'failed'];

/** `POST /sandbox/plaid/transfer/simulate` { transfer_id, event_type }: settled → completed; failed → refunded. */
async function simulate({ db, now }: SandboxDeps, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const body = await readObject(request);
  const { transfer_id } = identifiers(body, ['transfer_id'] as const);
  const eventType = body.event_type;
  if (typeof eventType !== 'string' || !TRANSFER_EVENTS.includes(eventType as TransferEvent)) {
    throw new HttpError(400, ACCOUNT_MESSAGES.FIELD_INVALID, { code: 'INVALID_REQUEST', fields: { event_type: `one of ${TRANSFER_EVENTS.join(', ')}` } });
  }
  const result = await applyTransferEvent(db, transfer_id, eventType as TransferEvent, now());
  if (result.outcome === 'notFound') throw new HttpError(404, 'No transfer with that id.', { code: 'NOT_FOUND' });
  if (result.outcome === 'notPending') {
    throw new HttpError(409, `The transfer is ${result.status}, not pending.`, { code: 'TRANSFER_NOT_PENDING' });
  }
  sendJson(response, 200, { transfer_id: result.transferId, status: result.status, amount_cents: result.amountCents });
}

export const bankSimulatorService: ExtraServiceFactory = (deps) => ({
  name: 'bankSimulator',
  prefix: BANK_SIMULATOR_PREFIX,
  routes: [{ method: 'POST', path: BANK_SIMULATOR_PREFIX + SIMULATE_PATH }],
  handle(request, response, url) {
    if (url.pathname !== BANK_SIMULATOR_PREFIX + SIMULATE_PATH) {
      request.resume();
      sendError(response, 404, 'Not found', { code: 'NOT_FOUND' });
      return;
    }
    if (request.method !== 'POST') {
      request.resume();
      response.setHeader('Allow', 'POST');
      sendError(response, 405, 'Method not allowed', { code: 'METHOD_NOT_ALLOWED' });
      return;
    }
    return answeringHttpErrors(response, () => simulate(deps, request, response));
  },
});
