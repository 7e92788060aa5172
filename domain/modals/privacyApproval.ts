import { PRIVACY_APPROVAL_CONFIRMATION } from '../constants/shopping';

/** The privacy-approval confirm button (or Enter) works only when the input is exactly 'YES' (000 §5). */
export function isPrivacyApprovalConfirmed(input: unknown): boolean {
  return input === PRIVACY_APPROVAL_CONFIRMATION;
}
