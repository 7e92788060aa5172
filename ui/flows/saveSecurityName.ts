import { HTTP_STATUS } from '../../domain/constants/http';
import type { CustomerGateway } from '../../adapters/customers/CustomerGateway';
import * as MESSAGES from '../../domain/constants/messages';
import type { CustomerInfo } from '../../domain/customers/customerInfo';
import { validateSecurityNameStep, type SecurityNameStepInput } from '../../domain/validation/securityNameStep';
import { refusalOutcome, type FormOutcome } from './formOutcome';

export type SecurityNameField = keyof SecurityNameStepInput;
const FIELDS: readonly SecurityNameField[] = ['firstName', 'lastName', 'password'];

/**
 * The checkup's name step (001 §5): both names and the password confirmation checked first (nothing is sent
 * while invalid), then saved with the password; the service's refusal ('Incorrect password.') shows inline, a
 * locked account's message as it is.
 */
export async function saveSecurityName(
  input: SecurityNameStepInput & { customerId: string },
  ports: { customers: CustomerGateway },
): Promise<FormOutcome<CustomerInfo, SecurityNameField>> {
  const checked = validateSecurityNameStep(input);
  if (!checked.ok) return { ok: false, fields: checked.fields, message: null, status: null };
  const { firstName, lastName, password } = checked.value;
  try {
    return { ok: true, value: await ports.customers.changeProfile(input.customerId, { firstName, lastName }, password) };
  } catch (error) {
    return refusalOutcome(error, FIELDS, MESSAGES.TRY_AGAIN, [HTTP_STATUS.FORBIDDEN, HTTP_STATUS.TOO_MANY_REQUESTS]);
  }
}
