import { MFA_CODE_LENGTH } from '../../../../domain/retailers/mfaCode';
import { MFA_REQUIRED } from '../../../../domain/retailers/linkButtonLabels';

/** The multi-factor step's copy (001 §4 actionRequired; the heading is MFA_REQUIRED, 'Finish linking account'). */
export const MFA_STEP_COPY = {
  explanation: (retailer: string) =>
    `${retailer} needs to confirm it's you before your account is linked. Enter the code ${retailer} sent you by email or text.`,
  codeLabel: 'Code',
  codeHint: `${MFA_CODE_LENGTH} digits`,
  submit: 'Finish linking',
  submitting: 'Checking the code…',
  linked: (retailer: string) => `Your ${retailer} account is linked.`,
} as const;
