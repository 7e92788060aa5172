import type { CustomerGateway, ProfileChanges } from '../../adapters/customers/CustomerGateway';
import { MESSAGES } from '../../domain/constants/messages';
import type { CustomerInfo } from '../../domain/customers/customerInfo';
import { serviceRefusalOf } from '../../domain/platform/serviceRefusal';

export interface SaveProfileInput {
  customerId: string;
  changes: ProfileChanges;
  password: string;
}

export interface SaveProfilePorts {
  customers: Pick<CustomerGateway, 'changeProfile'>;
}

/**
 * The refusal split the way the screen shows it: the password's message in the prompt, the other fields'
 * under the form's fields, and a general message when the service named no field.
 */
export type SaveProfileResult =
  | { ok: true; customer: CustomerInfo }
  | { ok: false; passwordError: string | null; fields: Partial<Record<keyof ProfileChanges, string>>; error: string | null };

const PROFILE_FIELD_NAMES: readonly (keyof ProfileChanges)[] = ['firstName', 'lastName', 'email', 'birthDate', 'zip'];

/**
 * Saves profile changes confirmed with the password (001 §4 "Profile edit": edit, password prompt, save).
 * Answers the record after the change, or what the service refused. Never rejects.
 */
export async function saveProfile(input: SaveProfileInput, ports: SaveProfilePorts): Promise<SaveProfileResult> {
  try {
    return { ok: true, customer: await ports.customers.changeProfile(input.customerId, input.changes, input.password) };
  } catch (cause) {
    const refusal = serviceRefusalOf(cause);
    const fields: Partial<Record<keyof ProfileChanges, string>> = {};
    for (const name of PROFILE_FIELD_NAMES) if (refusal.fields[name]) fields[name] = refusal.fields[name];
    const passwordError = refusal.fields.password ?? null;
    const named = passwordError !== null || Object.keys(fields).length > 0;
    // A refusal that names no field of ours (a network failure, a 5xx) gets the generic try-again.
    return { ok: false, passwordError, fields, error: named ? null : MESSAGES.TRY_AGAIN };
  }
}
