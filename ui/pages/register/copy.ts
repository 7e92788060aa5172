import { MINIMUM_AGE } from '../../../domain/validation/birthDate';
/** The register page's copy (ours: 001 §2 names the fields, the button and the notice, not their words). */
export const REGISTER_COPY = {
  TITLE: 'Finish creating your account',
  INTRO: 'A few details and you can start earning cash back.',
  FIRST_NAME: 'First name',
  ZIP: 'Zip code',
  BIRTH_DATE: 'Birth date',
  BIRTH_DATE_HINT: `You need to be ${MINIMUM_AGE} or over. Shown as MM/DD/YYYY.`,
  REFERRAL_CODE: 'Referral code (optional)',
  ZIP_CONFIRMED: 'Zip code recognized.',
  REFERRAL_CONFIRMED: 'Referral code applied.',
  /**
   * The provider's sign-up page already had 'Create account' (001 §2's create-account button is this form's
   * submit): this is the next step of the onboarding (personalInfo, then email and phone), so it says so.
   */
  SUBMIT: 'Finish and continue',
  SUBMITTING: 'Finishing your account…',
  NOTICE_BEFORE_TERMS: 'By continuing, you agree to our ',
  TERMS: 'Terms of Service',
  NOTICE_BETWEEN: ' and acknowledge our ',
  PRIVACY: 'Privacy Policy',
  NOTICE_AFTER: '.',
  LOADING: 'Checking your sign-in…',
  SIGNED_UP_AS: (email: string) => `You're signing up as ${email}.`,
  NOT_YOU: 'Not you? Sign out',
  SIGN_UP_TITLE: 'Join Clipback',
  SIGN_UP_STATUS: 'Taking you to the secure sign-up page…',
  SIGN_UP_WITH_CODE: (code: string) => `Your friend's referral code ${code} will be filled in for you.`,
  SIGN_UP: 'Continue to sign up',
} as const;
