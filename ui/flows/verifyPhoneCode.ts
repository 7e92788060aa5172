import { HTTP_STATUS } from '../../domain/constants/http';
import type { AccountSecurityGateway } from '../../adapters/accountSecurity/AccountSecurityGateway';
import { ACCOUNT_MESSAGES } from '../../domain/constants/account';
import type { PhoneVerification } from '../../domain/customers/phoneVerification';
import { validateVerificationCode } from '../../domain/validation/verificationCode';
import { refusalOutcome, type FormOutcome } from './formOutcome';

/**
 * Checks the 7-digit code (001 §4, §5): malformed codes never leave the page; a wrong one shows the service's
 * message on the field; an expired code (410) or too many attempts (429) the service's message.
 */
export async function verifyPhoneCode(
  input: { customerId: string; verificationId: string; code: string },
  ports: { security: AccountSecurityGateway },
): Promise<FormOutcome<PhoneVerification, 'code'>> {
  const checked = validateVerificationCode(input.code);
  if (!checked.ok) return { ok: false, fields: { code: checked.message }, message: null, status: null };
  try {
    return { ok: true, value: await ports.security.verifyPhoneCode(input.customerId, input.verificationId, checked.value) };
  } catch (error) {
    return refusalOutcome(error, ['code'], ACCOUNT_MESSAGES.PHONE_CODE_VERIFY_FAILED, [HTTP_STATUS.GONE, HTTP_STATUS.TOO_MANY_REQUESTS]);
  }
}
