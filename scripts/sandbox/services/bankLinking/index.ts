import { sendError } from '../../http/json';
import type { ExtraServiceFactory } from '../SandboxDeps';

export const BANK_LINKING_PREFIX = '/sandbox/plaid';

/** The bank-linking stand-in that react-plaid-link opens in sandbox mode. */
export const bankLinkingService: ExtraServiceFactory = () => ({
  name: 'bankLinking',
  prefix: BANK_LINKING_PREFIX,
  handle(_request, response) {
    sendError(response, 404, 'Not found');
  },
});
