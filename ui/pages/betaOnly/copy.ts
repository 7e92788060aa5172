import { BRAND_NAME } from '../../../domain/constants/app';

/** The beta-only page (ours: 001 §2, §6 name it, not its words). */
export const BETA_ONLY_COPY = {
  CHECKING: 'Checking your beta access…',
  TITLE: 'For beta testers only',
  BODY: `This part of ${BRAND_NAME} is still being tested with a small group of beta testers. It will open to everyone once it's ready.`,
  HOME: 'Back to home',
  TESTER_TITLE: "You're a beta tester",
  TESTER_BODY: "Thanks for helping us test new features. Beta features show up across the site for you; tell us what you think.",
  FEEDBACK: 'Send beta feedback',
} as const;
