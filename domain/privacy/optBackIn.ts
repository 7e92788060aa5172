/**
 * Ours: the term a customer types to opt back in (turn a privacy setting off again, 001 §4 "Opt back in");
 * the documents say a confirmation term is typed but not which.
 */
export const OPT_BACK_IN_CONFIRMATION = 'OPT IN';

/** Opting back in is confirmed only by the exact term (case and spaces as shown). */
export function isOptBackInConfirmed(input: unknown): boolean {
  return input === OPT_BACK_IN_CONFIRMATION;
}
