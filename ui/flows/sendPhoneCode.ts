import { HTTP_STATUS } from '../../domain/constants/http';
import type { AccountSecurityGateway } from '../../adapters/accountSecurity/AccountSecurityGateway';
import { ACCOUNT_MESSAGES } from '../../domain/constants/account';
import type { PhoneVerification } from '../../domain/customers/phoneVerification';
import { validatePhone } from '../../domain/validation/phone';
import { refusalOutcome, type FormOutcome } from './formOutcome';

/**
 * Texts a verification code (001 §4): the number is checked as a US number first; a number linked to another
 * account shows ACCOUNT_MESSAGES.PHONE_TAKEN on the field; other failures the send-failure message.
 */
export async function sendPhoneCode(
  input: { customerId: string; phone: string },
  ports: { security: AccountSecurityGateway },
): Promise<FormOutcome<PhoneVerification, 'phone'>> {
  const checked = validatePhone(input.phone);
  if (!checked.ok) return { ok: false, fields: { phone: checked.message }, message: null, status: null };
  try {
    return { ok: true, value: await ports.security.createPhoneVerification(input.customerId, checked.value) };
  } catch (error) {
    const outcome = refusalOutcome(error, ['phone'], ACCOUNT_MESSAGES.PHONE_CODE_SEND_FAILED, [HTTP_STATUS.TOO_MANY_REQUESTS]);
    // The service words a taken number itself; should it answer 409 without the field, the documents' message stands.
    if (outcome.status === HTTP_STATUS.CONFLICT && !outcome.fields.phone) return { ...outcome, fields: { phone: ACCOUNT_MESSAGES.PHONE_TAKEN }, message: null };
    return outcome;
  }
}
