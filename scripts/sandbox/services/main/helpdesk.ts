// POST /web_v1/helpdesk/login?context=HELPCENTER (001 §7, §8): signs the customer in to the help desk and
// answers the URL to open; 412 until the security checkup is complete. The URL is the sandbox's help-desk
// stand-in (../helpDesk) carrying a signed ticket naming the customer; with SANDBOX_ENDPOINTS=off (no stand-in)
// it is the configured help centre's own single sign-on path.
import { isCheckupComplete } from '../../../../domain/customers/securityCheckup';
import { HttpError } from '../../api/HttpError';
import type { OperationHandlers } from '../../api/restService';
import { checkupItemsOf } from '../account/checkup';
import { findCustomer } from '../account/customers';
import { CODE, SANDBOX_MESSAGES, forbidden, signedInCustomer } from '../account/refusals';
import { HELP_DESK_SSO_PATH } from '../helpDesk';
import { helpCenterHome, helpCentreLanding } from '../helpDesk/returnTo';
import { signHelpDeskTicket } from '../helpDesk/ticket';
import { sandboxEndpointsEnabled } from '../sandbox';
import type { SandboxDeps } from '../SandboxDeps';

export { DEFAULT_HELP_CENTER_URL } from '../helpDesk/returnTo';

/** Where a real help desk's single sign-on lands, on the help centre's origin. */
export const HELP_CENTER_SSO_PATH = '/access/jwt';

export function helpdeskHandlers(deps: SandboxDeps, { standIn = sandboxEndpointsEnabled() }: { standIn?: boolean } = {}): OperationHandlers {
  const { db } = deps;
  return {
    async helpdeskLogin(context) {
      const customerId = signedInCustomer(context);
      if (!isCheckupComplete(await checkupItemsOf(db, customerId))) {
        throw new HttpError(412, SANDBOX_MESSAGES.CHECKUP_INCOMPLETE, { code: CODE.SECURITY_CHECKUP_INCOMPLETE });
      }
      const customer = await findCustomer(db, customerId);
      if (!customer) throw forbidden(SANDBOX_MESSAGES.NOT_REGISTERED);
      const home = await helpCenterHome(db);
      const redirect = standIn ? new URL(HELP_DESK_SSO_PATH, deps.origin) : new URL(HELP_CENTER_SSO_PATH, home.origin);
      const name = [customer.first_name, customer.last_name].filter(Boolean).join(' ');
      redirect.searchParams.set('jwt', await signHelpDeskTicket({ customerId, name, email: customer.email }, deps.now()));
      redirect.searchParams.set('return_to', helpCentreLanding(home, context.body.variables?.return_to));
      return { body: { data: { redirect_url: redirect.href } } };
    },
  };
}
