import { ACCOUNT_MESSAGES } from '../constants/account';
import { formResultFromFields, requirePassword, type FormResult } from './fieldResult';
import { validateFirstName, validateLastName } from './names';

export interface SecurityNameStepInput {
  firstName: string;
  lastName: string;
  password: string;
}

/**
 * The account-security name step: both names under the registration rules, plus the password confirmation.
 * 'Incorrect password.' (ACCOUNT_MESSAGES.PASSWORD_INCORRECT) comes from the server, not from here.
 */
export function validateSecurityNameStep(input: SecurityNameStepInput): FormResult<SecurityNameStepInput> {
  return formResultFromFields<SecurityNameStepInput>({
    firstName: validateFirstName(input.firstName),
    lastName: validateLastName(input.lastName),
    password: requirePassword(input.password, ACCOUNT_MESSAGES.PASSWORD_REQUIRED),
  });
}
