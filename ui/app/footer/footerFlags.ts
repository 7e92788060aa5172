import { FLAG } from '../../../domain/constants/flags';
import type { FlagsStore } from '../../stores/FlagsStore';

/** The flags the footer's links follow: the Feedback link and the beta-only page's. */
export interface FooterFlags {
  feedback: boolean;
  betaTester: boolean;
}

export const footerFlags = (flags: Pick<FlagsStore, 'value'>): FooterFlags => ({
  feedback: flags.value(FLAG.FEEDBACK_SURVEY) === true,
  betaTester: flags.value(FLAG.BETA_TESTER) === true,
});
