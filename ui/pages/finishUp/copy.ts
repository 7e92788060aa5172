import { SHELL_LABEL } from '../../app/copy';
/** The finish-up page's copy (ours: 000 §2 and 001 §2 show the route, nothing of the page). */
export const FINISH_UP_COPY = {
  TITLE: 'Finish setting up your account',
  NEEDS_REGISTRATION: "You've signed up. Tell us a few details to start earning cash back.",
  CONTINUE_REGISTRATION: 'Finish setting up',
  DONE_TITLE: "You're all set",
  DONE: 'Your account is ready.',
  HOME: 'Start shopping',
  SIGNED_OUT: 'Log in to finish setting up your account.',
  LOG_IN: SHELL_LABEL.LOG_IN,
  LOADING: 'Checking your account…',
} as const;
