/**
 * Item offer card size (000 §2). The CSS says these numbers (ui/styles/global.css tokens):
 * test/node/architecture/cssNumbers.test.ts checks that they agree.
 */
export const OFFER_CARD = { WIDTH: 160, WIDTH_FROM_512: 156, MAX_HEIGHT: 288 } as const;
