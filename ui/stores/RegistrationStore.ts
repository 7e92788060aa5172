import { makeAutoObservable } from 'mobx';
import type { RegistrationGateway } from '../../adapters/registration/RegistrationGateway';
import type { RegistrationFormValues } from '../../domain/validation/registrationForm';
import type { ValidationFeedback } from '../../domain/validation/validationFeedback';
import type { CheckedRegistrationField } from '../flows/checkRegistrationField';
import type { RegisterCustomerResult } from '../flows/registerCustomer';
import type { AuthStore } from './AuthStore';
import { Loadable } from './base/Loadable';
import type { Tracker } from './Tracker';

/** Who signed up at the identity provider: the id and e-mail the registration links a customer to. */
export interface SignedUpIdentity {
  sub: string;
  email: string;
}

/**
 * Sign-up's second half (001 §2 "Registration form", §4 "Registration submit", §5): the identity the shopper
 * signed up with (the register page's loader reads it), the zip and referral code checked with the server, and
 * the registration itself (flows/registerCustomer).
 */
export class RegistrationStore {
  readonly signedUpAs = new Loadable<SignedUpIdentity | null>(null);

  constructor(
    private readonly deps: {
      registration: RegistrationGateway;
      auth: Pick<AuthStore, 'signedUpUser' | 'earlyIdentifier'>;
      tracking: Pick<Tracker, 'track'>;
    },
  ) {
    makeAutoObservable<RegistrationStore, 'deps'>(this, { deps: false, signedUpAs: false }, { autoBind: true });
  }

  /** The register page's loader: the signed-up identity (null when it cannot be read: the form still shows). */
  async loadSignedUpIdentity(): Promise<void> {
    await this.signedUpAs.run(async () => {
      const user = await this.deps.auth.signedUpUser();
      return user ? { sub: user.sub, email: user.email ?? '' } : null;
    }, '');
  }

  // The form's flows check it with the domain's zod rules: they load with the register page's first call, so the
  // app's startup code (Stores builds this store) does not carry them.

  /** The server's feedback on the given zip and/or referral code (never rejects). */
  async checkFields(values: Partial<Record<CheckedRegistrationField, string>>): Promise<Partial<Record<CheckedRegistrationField, ValidationFeedback>>> {
    const { checkRegistrationFields } = await import('../flows/checkRegistrationField');
    return checkRegistrationFields(values, this.deps.registration);
  }

  /** Registers the signed-up identity with the form's values (never rejects). */
  async register(values: RegistrationFormValues, today: Date): Promise<RegisterCustomerResult> {
    const { registerCustomer } = await import('../flows/registerCustomer');
    const { auth, registration, tracking } = this.deps;
    const identity = this.signedUpAs.value;
    const earlyIdentifier = await auth.earlyIdentifier();
    return registerCustomer(
      {
        values,
        context: {
          auth0UserId: identity?.sub ?? '',
          email: identity?.email ?? '',
          // The browser's persistent id doubles as the device id (ours: the documents do not say what the web sends).
          deviceId: earlyIdentifier,
          earlyIdentifier,
        },
        today,
      },
      { registration, track: (name, properties) => tracking.track(name, properties) },
    );
  }

  /** Sign-out: the identity was the signed-out shopper's. */
  clear(): void {
    this.signedUpAs.reset();
  }
}
