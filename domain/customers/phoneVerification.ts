/** A phone verification request and its result (001 §3). */
export interface PhoneVerification {
  id: string;
  referenceId: string;
  /** E.164 */
  phoneNumber: string;
  verified: boolean;
}

/** Send code → enter the 7-digit code → verified; resend goes back to code entry (001 §4). */
export type PhoneVerificationStage = 'enterPhone' | 'enterCode' | 'verified';

export function phoneVerificationStage(verification: PhoneVerification | null | undefined): PhoneVerificationStage {
  if (!verification) return 'enterPhone';
  return verification.verified ? 'verified' : 'enterCode';
}
