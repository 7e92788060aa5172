import type { RegistrationGateway } from '../../adapters/registration/RegistrationGateway';
import type { TrackingEventName } from '../../adapters/tracking/TrackingPort';
import { ACCOUNT_MESSAGES } from '../../domain/constants/account';
import { HTTP_STATUS } from '../../domain/constants/http';
import * as MESSAGES from '../../domain/constants/messages';
import type { CustomerInfo } from '../../domain/customers/customerInfo';
import {
  REGISTRATION_FORM_FIELDS,
  registrationPayloadOf,
  type RegistrationContext,
  type RegistrationFormField,
  type RegistrationFormValues,
} from '../../domain/validation/registrationForm';
import {
  REGISTRATION_BLOCK_REASON,
  REGISTRATION_BLOCKED_TRACKING,
  registrationSubmitDecision,
  type RegistrationBlockReason,
} from '../../domain/validation/registrationSubmit';
import { VALIDATION_FEEDBACK, type ValidationFeedback } from '../../domain/validation/validationFeedback';
import { checkRegistrationFields } from './checkRegistrationField';
import { isClientError, refusalOutcome, type FormRefusal } from './formOutcome';

export interface RegisterCustomerPorts {
  registration: RegistrationGateway;
  track(name: TrackingEventName, properties: Record<string, unknown>): unknown;
}

export interface RegisterCustomerInput {
  values: RegistrationFormValues;
  context: RegistrationContext;
  today: Date;
}

export type FieldMessages = Partial<Record<RegistrationFormField, string>>;

export type RegisterCustomerResult =
  | { ok: true; customer: CustomerInfo }
  /**
   * Nothing was sent: the form is invalid or a re-check failed; `reason` is what was tracked. `message` is a
   * problem outside the form's fields: the identity gave no e-mail (001 §8 emailMissing).
   */
  | (FormRefusal<RegistrationFormField> & {
      kind: 'blocked';
      reason: RegistrationBlockReason;
      zip: ValidationFeedback;
      referralCode: ValidationFeedback;
      /** The forbidden toast, when a re-check answered 403. */
      toast: string | null;
    })
  /** The service refused: its field messages, a message for the whole form, or the forbidden toast. */
  | (FormRefusal<RegistrationFormField> & { kind: 'refused'; toast: string | null });

const EMPTY: ValidationFeedback = { state: VALIDATION_FEEDBACK.EMPTY };

/**
 * Registers the signed-up identity as a customer (001 §4 "Registration submit", §7): the form checked with the
 * documents' rules, the zip and referral code re-checked with the server, then either the submit blocked (tracked
 * with its reason: 'Invalid referral code', 'Invalid zip code' or 'Unknown error') or POST /auth0_customers. A
 * refusal's field map is answered for inline display. Never rejects.
 */
export async function registerCustomer(input: RegisterCustomerInput, ports: RegisterCustomerPorts): Promise<RegisterCustomerResult> {
  const local = registrationPayloadOf(input.values, input.context, input.today);
  const localFields: FieldMessages = local.ok ? {} : local.fields;
  const zip = input.values.zip.trim();
  const referralCode = input.values.referralCode.trim();
  // Only a well-formed zip is worth asking about; an empty referral code is not checked (it is optional).
  const recheck = await checkRegistrationFields(
    { zip: localFields.zip === undefined ? zip : undefined, referralCode: referralCode || undefined },
    ports.registration,
  );
  const zipFeedback = recheck.zip ?? EMPTY;
  const referralFeedback = recheck.referralCode ?? EMPTY;
  const decision = registrationSubmitDecision({ formValid: local.ok, zipFeedback: zipFeedback.state, referralFeedback: referralFeedback.state });
  if (!decision.allowed || !local.ok) {
    // registrationSubmitDecision blocks every invalid form; 'Unknown error' only guards the types.
    const reason = decision.allowed ? REGISTRATION_BLOCK_REASON.UNKNOWN_ERROR : decision.reason;
    void ports.track(REGISTRATION_BLOCKED_TRACKING.EVENT, {
      [REGISTRATION_BLOCKED_TRACKING.PROPERTY.INTERACTION]: REGISTRATION_BLOCKED_TRACKING.INTERACTION,
      [REGISTRATION_BLOCKED_TRACKING.PROPERTY.REASON]: reason,
    });
    return {
      ok: false,
      kind: 'blocked',
      reason,
      fields: localFields,
      zip: zipFeedback,
      referralCode: referralFeedback,
      toast: zipFeedback.toast ?? referralFeedback.toast ?? null,
      // Only the e-mail comes from outside the form (the provider's identity): no field can show its problem.
      message: !local.ok && local.otherProblem ? ACCOUNT_MESSAGES.EMAIL_MISSING : null,
      status: null,
    };
  }
  try {
    return { ok: true, customer: await ports.registration.register(local.payload) };
  } catch (error) {
    return refusedResult(error);
  }
}

/** A refusal as the form shows it: fields inline; what no field can show as one message; 403 as the forbidden toast. */
function refusedResult(error: unknown): RegisterCustomerResult {
  // A refusal about something else (emailTaken names the e-mail, which this form does not show) gets its message;
  // a failure without one (the network, a 5xx) the documents' try-again.
  const refusal = refusalOutcome(error, REGISTRATION_FORM_FIELDS, MESSAGES.TRY_AGAIN, isClientError);
  if (refusal.status === HTTP_STATUS.FORBIDDEN && refusal.message === MESSAGES.FORBIDDEN) {
    return { ...refusal, kind: 'refused', message: null, toast: MESSAGES.FORBIDDEN };
  }
  return { ...refusal, kind: 'refused', toast: null };
}
