/**
 * The panel's width on large screens, in CSS pixels (000 §9 "sidebar 600px"). The CSS says it
 * (ListToOffersSidebar.module.css): test/node/architecture/cssNumbers.test.ts checks that they agree.
 */
export const SIDEBAR_WIDTH = 600;
