import { ACCOUNT_MESSAGES } from '../../domain/constants/account';
import * as MESSAGES from '../../domain/constants/messages';
import { ONBOARDING_STEPS, type OnboardingStep } from '../../domain/customers/onboarding';
import type { PhoneVerification } from '../../domain/customers/phoneVerification';
import { SECURITY_CHECKUP_STATUS, type SecurityCheckupItem, type SecurityCheckupStatus } from '../../domain/customers/securityCheckup';
import { validatePhone } from '../../domain/validation/phone';
import { validateVerificationCode } from '../../domain/validation/verificationCode';
import { ApiError } from '../../sdk/src/errors';
import { notSignedIn, refused } from '../twinRefusals';
import type { AccountSecurityGateway } from './AccountSecurityGateway';

const TWIN = 'account security twin';

/** The item names the sandbox seeds (migration 002). */
const ITEM_NAMES: Record<OnboardingStep, string> = {
  personalInfo: 'Confirm your name',
  emailConfirmation: 'Confirm your email',
  phoneVerification: 'Verify your phone number',
};

interface TwinVerification extends PhoneVerification {
  code: string;
}

/**
 * The in-memory twin for one signed-in customer (`customerId`): the checkup items in onboarding order, the
 * links and codes it "sent" (`sentEmailTokens`, `sentCodes`, newest last) for a test to follow, numbers
 * verified by other accounts (`takenPhones`, E.164) and issued unlock tokens (`unlockTokens`). Refusals carry
 * the sandbox's statuses, codes and field maps.
 */
export class MemoryAccountSecurityGateway implements AccountSecurityGateway {
  readonly statuses = new Map<OnboardingStep, SecurityCheckupStatus>(ONBOARDING_STEPS.map((step) => [step, SECURITY_CHECKUP_STATUS.INCOMPLETE]));
  readonly sentEmailTokens: string[] = [];
  readonly sentCodes: string[] = [];
  readonly takenPhones = new Set<string>();
  readonly unlockTokens = new Set<string>();
  readonly verifications = new Map<string, TwinVerification>();
  signedIn = true;
  failWith: Error | null = null;
  private sequence = 0;

  constructor(
    readonly customerId: string,
    readonly email = 'customer@clipback.test',
  ) {}

  /** The same records seen without a token: the link calls work, the signed-in ones are refused. */
  visitorView(): MemoryAccountSecurityGateway {
    const view = Object.create(this) as MemoryAccountSecurityGateway;
    view.signedIn = false;
    return view;
  }

  /** Marks every item COMPLETE (a customer who finished the checkup). */
  completeAll(): this {
    for (const step of ONBOARDING_STEPS) this.statuses.set(step, SECURITY_CHECKUP_STATUS.COMPLETE);
    return this;
  }

  async checkupStatus(): Promise<SecurityCheckupItem[]> {
    this.check('checkupStatus');
    return ONBOARDING_STEPS.map((step) => ({ id: step, name: ITEM_NAMES[step], status: this.statuses.get(step) ?? SECURITY_CHECKUP_STATUS.INCOMPLETE }));
  }

  async sendEmailConfirmation(): Promise<{ email: string }> {
    this.check('sendEmailConfirmation');
    this.sentEmailTokens.push(`ect-${++this.sequence}`);
    return { email: this.email };
  }

  async confirmEmail(token: string): Promise<{ email: string }> {
    if (this.failWith) throw this.failWith;
    if (!this.sentEmailTokens.includes(token)) throw expired('confirmEmail');
    this.statuses.set('emailConfirmation', SECURITY_CHECKUP_STATUS.COMPLETE);
    return { email: this.email };
  }

  async createPhoneVerification(customerId: string, phone: string): Promise<PhoneVerification> {
    this.own(customerId, 'createPhoneVerification');
    const checked = validatePhone(phone);
    if (!checked.ok) throw invalid({ phone: checked.message }, 'createPhoneVerification');
    if (this.takenPhones.has(checked.value)) {
      throw new ApiError(ACCOUNT_MESSAGES.PHONE_TAKEN, {
        service: TWIN,
        operation: 'createPhoneVerification',
        status: 409,
        code: 'PHONE_TAKEN',
        fields: { phone: ACCOUNT_MESSAGES.PHONE_TAKEN },
      });
    }
    const id = `pv-${++this.sequence}`;
    const verification: TwinVerification = { id, referenceId: `ref-${id}`, phoneNumber: checked.value, verified: false, code: this.newCode() };
    this.verifications.set(id, verification);
    return publicView(verification);
  }

  async verifyPhoneCode(customerId: string, verificationId: string, code: string): Promise<PhoneVerification> {
    const verification = this.ownVerification(customerId, verificationId, 'verifyPhoneCode');
    const checked = validateVerificationCode(code);
    if (!checked.ok) throw invalid({ code: checked.message }, 'verifyPhoneCode');
    if (checked.value !== verification.code) throw invalid({ code: ACCOUNT_MESSAGES.VERIFICATION_CODE_WRONG }, 'verifyPhoneCode');
    verification.verified = true;
    this.statuses.set('phoneVerification', SECURITY_CHECKUP_STATUS.COMPLETE);
    return publicView(verification);
  }

  async resendPhoneCode(customerId: string, verificationId: string): Promise<PhoneVerification> {
    const verification = this.ownVerification(customerId, verificationId, 'resendPhoneCode');
    if (verification.verified) throw refused(400, 'This phone number is already verified.', TWIN, 'resendPhoneCode');
    verification.code = this.newCode();
    return publicView(verification);
  }

  async unlockAccount(token: string): Promise<void> {
    if (this.failWith) throw this.failWith;
    if (!this.unlockTokens.delete(token)) throw expired('unlockAccount');
  }

  private newCode(): string {
    const code = String(1_000_000 + this.sequence * 7919).slice(-7);
    this.sentCodes.push(code);
    return code;
  }

  private check(operation: string): void {
    if (this.failWith) throw this.failWith;
    if (!this.signedIn) throw notSignedIn(TWIN, operation);
  }

  private own(customerId: string, operation: string): void {
    this.check(operation);
    if (customerId !== this.customerId) throw refused(403, `Customer ${customerId} is not the signed-in customer`, TWIN, operation);
  }

  private ownVerification(customerId: string, verificationId: string, operation: string): TwinVerification {
    this.own(customerId, operation);
    const verification = this.verifications.get(verificationId);
    if (!verification) throw refused(404, 'Not found', TWIN, operation);
    return verification;
  }
}

function publicView({ id, referenceId, phoneNumber, verified }: TwinVerification): PhoneVerification {
  return { id, referenceId, phoneNumber, verified };
}

function expired(operation: string): ApiError {
  return new ApiError(MESSAGES.TOKEN_EXPIRED, { service: TWIN, operation, status: 410, code: 'EXPIRED' });
}

function invalid(fields: Record<string, string>, operation: string): ApiError {
  return new ApiError(MESSAGES.TRY_AGAIN, { service: TWIN, operation, status: 400, code: 'VALIDATION_FAILED', fields });
}
