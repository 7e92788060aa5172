import { FEEDBACK_FREQUENCIES, type FeedbackFrequency, type ListToOffersFeedback } from './ShoppingListMatch';

/** The success message (000 §8 "Feedback success"). */
export const FEEDBACK_THANKS = 'Thank you for your feedback!';
/** Ours: the documents require a frequency (000 §5) but show no message for its absence. */
export const FEEDBACK_FREQUENCY_REQUIRED = 'Choose how often you would use your shopping list';

/** The frequency's place on the 1 to 5 scale (000 §2: never…always). */
export function feedbackScale(frequency: FeedbackFrequency): number {
  return FEEDBACK_FREQUENCIES.indexOf(frequency) + 1;
}

export type FeedbackCheck = { ok: true; feedback: ListToOffersFeedback } | { ok: false; error: string };

/** Feedback needs a frequency; the text is optional and sent trimmed, left out when blank (000 §5). */
export function checkFeedback(input: { frequency: FeedbackFrequency | null; text: string; retailerId: number | null }): FeedbackCheck {
  if (input.frequency === null) return { ok: false, error: FEEDBACK_FREQUENCY_REQUIRED };
  const text = input.text.trim();
  return {
    ok: true,
    feedback: {
      frequency: input.frequency,
      ...(text ? { additionalText: text } : {}),
      ...(input.retailerId !== null ? { retailerId: input.retailerId } : {}),
    },
  };
}
