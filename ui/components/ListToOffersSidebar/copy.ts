import { BRAND_NAME } from '../../../domain/constants/app';
import type { FeedbackFrequency } from '../../../domain/shoppingList/ShoppingListMatch';

/** The list-to-offers sidebar's copy (the documents name the views, not their words: these are ours). */
export const SIDEBAR_COPY = {
  OPEN_BUTTON: 'Create shopping list',
  CLOSE: 'Close shopping list',
  LOADING: 'Loading your shopping list…',
  CHANGE: 'Change',
  CHANGE_LABEL: (retailerName: string) => `Change store (now ${retailerName})`,
  SHOPPING_AT: 'Shopping at',
  UNKNOWN_RETAILER: 'Your store',
  SELECT_RETAILER_HEADING: 'Choose a store',
  SELECT_RETAILER_HINT: 'We match your list against this store’s offers.',
  LIST_LABEL: 'Your shopping list',
  LIST_HINT: 'One item per line, for example milk, bread, eggs.',
  LIST_PLACEHOLDER: 'milk\nbread\neggs',
  FIND_OFFERS: 'Find offers',
  FINDING_OFFERS: 'Finding offers…',
  MATCHED_HEADING: 'Offers for your list',
  NO_MATCHES: 'No matching offers found',
  NO_GROUPS: 'Your list has no items yet.',
  CHECK_GROUP: (title: string) => `Got ${title}`,
  EDIT_LIST: 'Edit list',
  GIVE_FEEDBACK: 'How are we doing? Give feedback',
  FEEDBACK_HEADING: 'Tell us what you think',
  FEEDBACK_FREQUENCY_LEGEND: 'How often would you use a shopping list?',
  FEEDBACK_TEXT_LABEL: 'Anything else? (optional)',
  FEEDBACK_SUBMIT: 'Send feedback',
  FEEDBACK_SENDING: 'Sending…',
  FOOTER_LOGO: `${BRAND_NAME} home`,
} as const;

/** The frequency scale's labels, never…always (1 to 5). */
export const FREQUENCY_LABEL: Record<FeedbackFrequency, string> = {
  never: 'Never',
  rarely: 'Rarely',
  sometimes: 'Sometimes',
  often: 'Often',
  always: 'Always',
};

/** How a retailer's display types read on the select-store grid; an unknown one reads in plain words. */
const DISPLAY_TYPE_LABEL: Record<string, string> = {
  IN_STORE: 'In store',
  PICKUP: 'Pickup',
  DELIVERY: 'Delivery',
  ONLINE: 'Online',
};

export function displayTypeLabel(displayType: string): string {
  const known = DISPLAY_TYPE_LABEL[displayType];
  if (known) return known;
  const words = displayType.toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
