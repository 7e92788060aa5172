import { withBadInputNet } from '../account/refusals';
import type { RestHandlersFactory } from '../SandboxDeps';
import { accountHandlers } from './account';
import { accountLinkingHandlers } from './accountLinking';
import { customerHandlers } from './customers';
import { helpdeskHandlers } from './helpdesk';
import { mfaLinkingHandlers } from './mfaLinking';
import { offerHandlers } from './offers';
import { phoneHandlers } from './phone';
import { privacyHandlers } from './privacy';
import { referralHandlers } from './referral';
import { registrationHandlers } from './registration';
import { settingsHandlers } from './settings';
import { shoppingListHandlers } from './shoppingList';
import { shareableAnswers } from '../../api/shareableAnswers';

/**
 * Handlers of the `main` service (openapi/main.yaml), by operationId, one file per concern. Values the
 * database cannot take answer 400 (withBadInputNet), never a 5xx.
 */
export const mainHandlers: RestHandlersFactory = (deps) => withBadInputNet({
  ...shareableAnswers(customerHandlers(deps), ['getRetailerPlatformAvailability']),
  ...settingsHandlers(deps),
  ...offerHandlers(deps),
  ...accountHandlers(deps),
  ...referralHandlers(deps),
  ...privacyHandlers(deps),
  ...phoneHandlers(deps),
  ...helpdeskHandlers(deps),
  ...registrationHandlers(deps),
  ...shoppingListHandlers(deps),
  ...accountLinkingHandlers(deps),
  ...mfaLinkingHandlers(deps),
});
