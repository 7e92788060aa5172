import { HTTP_STATUS } from '../../domain/constants/http';
import type { AccountSecurityGateway } from '../../adapters/accountSecurity/AccountSecurityGateway';
import { ACCOUNT_MESSAGES } from '../../domain/constants/account';
import { refusalOutcome, type FormOutcome } from './formOutcome';

/** E-mails the confirmation link; any failure is 'Error sending email confirmation.' (001 §8), a throttle its own. */
export async function sendEmailConfirmation(ports: { security: AccountSecurityGateway }): Promise<FormOutcome<{ email: string }, never>> {
  try {
    return { ok: true, value: await ports.security.sendEmailConfirmation() };
  } catch (error) {
    return refusalOutcome(error, [], ACCOUNT_MESSAGES.EMAIL_CONFIRMATION_SEND_FAILED, [HTTP_STATUS.TOO_MANY_REQUESTS]);
  }
}
