import { BRAND_DESCRIPTION, BRAND_NAME } from '../../domain/constants/app';

/** The words a server-rendered page's head says about it (search results and link previews show them). */
export const PAGE_HEAD_COPY = {
  DEFAULT_DESCRIPTION: BRAND_DESCRIPTION,
  retailerDescription: (retailerName: string) => `Earn cash back and unlock coupons at ${retailerName} with ${BRAND_NAME}.`,
  categoryDescription: (categoryName: string) => `Cash back and coupons at ${categoryName} retailers with ${BRAND_NAME}.`,
} as const;
