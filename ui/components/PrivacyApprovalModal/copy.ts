import { PRIVACY_APPROVAL_CONFIRMATION } from '../../../domain/modals/privacyApproval';

/** The privacy-approval modal's copy (000 §2 modals, §5); wording ours, the typed word the documents'. */
export const PRIVACY_APPROVAL_COPY = {
  TITLE: 'Confirm your privacy choice',
  intro: (settingName: string) => `You're turning on "${settingName}".`,
  INSTRUCTION: `Type ${PRIVACY_APPROVAL_CONFIRMATION} to confirm.`,
  LABEL: 'Confirmation',
  CONFIRM: 'Confirm',
  CANCEL: 'Cancel',
  SAVING: 'Saving…',
} as const;
