const DIGITS = /^\d+$/;

/** An id as a path or query writes it ('12'): its number, or null for anything but plain digits. */
export function parseNumericId(text: string | null | undefined): number | null {
  return typeof text === 'string' && DIGITS.test(text) ? Number(text) : null;
}
