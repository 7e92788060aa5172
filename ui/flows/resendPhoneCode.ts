import { HTTP_STATUS } from '../../domain/constants/http';
import type { AccountSecurityGateway } from '../../adapters/accountSecurity/AccountSecurityGateway';
import { ACCOUNT_MESSAGES } from '../../domain/constants/account';
import type { PhoneVerification } from '../../domain/customers/phoneVerification';
import { refusalOutcome, type FormOutcome } from './formOutcome';

/** Sends the code again (001 §4 "Resend is possible"); too many resends answer the service's message. */
export async function resendPhoneCode(
  input: { customerId: string; verificationId: string },
  ports: { security: AccountSecurityGateway },
): Promise<FormOutcome<PhoneVerification, never>> {
  try {
    return { ok: true, value: await ports.security.resendPhoneCode(input.customerId, input.verificationId) };
  } catch (error) {
    return refusalOutcome(error, [], ACCOUNT_MESSAGES.PHONE_CODE_SEND_FAILED, [HTTP_STATUS.TOO_MANY_REQUESTS]);
  }
}
