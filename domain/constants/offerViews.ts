/** Offer cards, offer pages, unlock and the offer modals (000 §2, §4, §8). */
export {};
