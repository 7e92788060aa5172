import { BRAND_NAME } from '../../../domain/constants/app';
import { MONEY } from '../../../domain/constants/limits';
import { formatBonusCents } from '../../../domain/formatting/currency';
import { BANK_DEPOSIT_TIME } from '../../../domain/money/withdrawal';
import { MINIMUM_WITHDRAWAL_CENTS } from '../../../domain/validation/withdrawalAmount';

/** The welcome carousel after sign-up and the favourites onboarding slide (ours, around 001 §1, §9 facts). */
export const WELCOME_COPY = {
  TITLE: `Welcome to ${BRAND_NAME}!`,
  BODY: 'Your account is ready. Here is how you earn cash back.',
  CAROUSEL_LABEL: `Getting started with ${BRAND_NAME}`,
  SLIDES: {
    unlock: { title: 'Unlock offers', body: 'Browse retailers and unlock the offers you like: they are saved to your account.' },
    shop: { title: 'Shop and earn', body: 'Shop online through our links or in store. Cash back shows as pending, then lands in your earnings.' },
    cashOut: {
      title: 'Cash out',
      body: `Once you have ${formatBonusCents(MINIMUM_WITHDRAWAL_CENTS)}, withdraw to your bank: deposits take ${BANK_DEPOSIT_TIME}, with no fees.`,
    },
    bonus: {
      title: 'New-member bonus',
      body: `Get ${formatBonusCents(MONEY.NEW_USER_FIRST_PURCHASE_CENTS)} on your first purchase, and an extra ${formatBonusCents(MONEY.NEW_USER_EXTRA_CENTS)} when you spend ${formatBonusCents(MONEY.NEW_USER_EXTRA_SPEND_CENTS)}.`,
    },
    favorites: {
      title: 'What do you like to shop for?',
      body: 'Tap the heart on the categories you like to keep them as favorites, or pick one to start browsing.',
    },
  },
  CATEGORIES_LABEL: 'Categories',
  CATEGORIES_LOADING: 'Loading categories…',
  CATEGORIES_FAILED: "We couldn't load the categories.",
  ALL_CATEGORIES: 'See all categories',
  CONTINUE: 'Start shopping',
  SKIP: 'Skip',
} as const;
