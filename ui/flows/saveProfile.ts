import type { CustomerGateway, ProfileChanges } from '../../adapters/customers/CustomerGateway';
import * as MESSAGES from '../../domain/constants/messages';
import type { CustomerInfo } from '../../domain/customers/customerInfo';
import { refusalOutcome, type FormOutcome } from './formOutcome';

export interface SaveProfileInput {
  customerId: string;
  changes: ProfileChanges;
  password: string;
}

export interface SaveProfilePorts {
  customers: Pick<CustomerGateway, 'changeProfile'>;
}

/** The fields a refusal may name: the profile's, and the password (the screen shows its message in the prompt). */
export type SaveProfileField = keyof ProfileChanges | 'password';

export type SaveProfileResult = FormOutcome<CustomerInfo, SaveProfileField>;

const SAVE_PROFILE_FIELDS: readonly SaveProfileField[] = ['firstName', 'lastName', 'email', 'birthDate', 'zip', 'password'];

/**
 * Saves profile changes confirmed with the password (001 §4 "Profile edit": edit, password prompt, save).
 * Answers the record after the change, or what the service refused. Never rejects.
 */
export async function saveProfile(input: SaveProfileInput, ports: SaveProfilePorts): Promise<SaveProfileResult> {
  try {
    return { ok: true, value: await ports.customers.changeProfile(input.customerId, input.changes, input.password) };
  } catch (cause) {
    // A refusal that names no field of ours (a network failure, a 5xx) gets the generic try-again.
    return refusalOutcome(cause, SAVE_PROFILE_FIELDS, MESSAGES.TRY_AGAIN);
  }
}
