import { validatePhone } from '../../domain/validation/phone';
import { validateEmail } from '../../domain/validation/email';
import { ACCOUNT_MESSAGES } from '../../domain/constants/account';
import { ApiError } from '../../sdk/src/errors';
import { notSignedIn, refused } from '../twinRefusals';
import type { SupportGateway } from './SupportGateway';

const TWIN = 'support twin';

/** The help centre's home the twin signs shoppers in to (as the sandbox's seeded helpCenterUrl). */
export const TWIN_HELP_CENTER_URL = 'https://help.clipback.test/hc/en-us';

/**
 * The in-memory twin: `signedInAs` is the customer the token names (null: a visitor, refused with the
 * authentication message as the services do); the help desk answers 412 until `checkupComplete`; invites and
 * text messages are kept in `invites` and `appLinks`, checked as the service checks them.
 */
export class MemorySupportGateway implements SupportGateway {
  signedInAs: string | null = null;
  /** The signed-in customer's own address: never invited. */
  ownEmail = '';
  checkupComplete = true;
  failWith: Error | null = null;
  readonly invites: { customerId: string; email: string }[] = [];
  readonly appLinks: string[] = [];

  async helpdeskLogin(returnTo?: string): Promise<string> {
    this.signedIn('helpdeskLogin');
    if (!this.checkupComplete) throw refused(412, 'Complete your security checkup first.', TWIN, 'helpdeskLogin');
    const url = new URL('/access/jwt', TWIN_HELP_CENTER_URL);
    url.searchParams.set('jwt', `twin.${this.signedInAs}`);
    url.searchParams.set('return_to', returnTo && new URL(returnTo).origin === url.origin ? returnTo : TWIN_HELP_CENTER_URL);
    return url.href;
  }

  async sendReferralInvites(customerId: string, emails: readonly string[]): Promise<string[]> {
    const signedInAs = this.signedIn('sendReferralInvites');
    if (customerId !== signedInAs) throw refused(403, `Customer ${customerId} is not the signed-in customer`, TWIN, 'sendReferralInvites');
    if (emails.length === 0 || emails.some((email) => !validateEmail(email).ok)) {
      throw new ApiError(ACCOUNT_MESSAGES.FIELD_INVALID, { service: TWIN, operation: 'sendReferralInvites', status: 400, fields: { emails: ACCOUNT_MESSAGES.EMAIL_INVALID } });
    }
    const own = this.ownEmail.toLowerCase();
    const invited = [...new Set(emails.map((email) => email.trim().toLowerCase()))].filter((email) => email !== own);
    for (const email of invited) this.invites.push({ customerId, email });
    return invited;
  }

  async sendAppDownloadLink(phone: string): Promise<void> {
    if (this.failWith) throw this.failWith;
    const checked = validatePhone(phone);
    if (!checked.ok) {
      throw new ApiError(ACCOUNT_MESSAGES.FIELD_INVALID, { service: TWIN, operation: 'sendAppDownloadLink', status: 400, fields: { phone: checked.message } });
    }
    this.appLinks.push(checked.value);
  }

  private signedIn(operation: string): string {
    if (this.failWith) throw this.failWith;
    if (this.signedInAs === null) throw notSignedIn(TWIN, operation);
    return this.signedInAs;
  }
}
