/** The word the privacy-approval input must equal exactly (000 §5). */
export const PRIVACY_APPROVAL_CONFIRMATION = 'YES';

/** The privacy-approval confirm button (or Enter) works only when the input is exactly 'YES' (000 §5). */
export function isPrivacyApprovalConfirmed(input: unknown): boolean {
  return input === PRIVACY_APPROVAL_CONFIRMATION;
}
