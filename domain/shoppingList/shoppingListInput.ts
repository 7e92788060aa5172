/** The longest list and feedback text the service takes (openapi/main.yaml /listToOffers, ListToOffersFeedback). */
export const SHOPPING_LIST_MAX_LENGTH = 5000;
export const FEEDBACK_TEXT_MAX_LENGTH = 2000;

// Control characters other than the line breaks and tabs a typed list carries.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/**
 * The list as typed, kept sendable (000 "Bad input"): control characters dropped, cut to the service's length.
 * Markup and SQL text stay as typed: the views render them as text and the service treats them as words.
 */
export function cleanShoppingList(raw: string): string {
  return raw.replace(CONTROL_CHARACTERS, '').slice(0, SHOPPING_LIST_MAX_LENGTH);
}

/** Find offers does nothing for a blank list (000 §5). */
export function isBlankShoppingList(list: string): boolean {
  return list.trim().length === 0;
}
