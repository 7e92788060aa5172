import { BRAND_NAME } from '../../../domain/constants/app';

/** The maintenance page (000 §1, §2): image, heading, body, blog link. Copy ours. */
export const MAINTENANCE_COPY = {
  HEADING: "We'll be right back",
  BODY: `${BRAND_NAME} is down for scheduled maintenance. Your cash back is safe, and we'll be back shortly.`,
  BLOG_LINK: 'Read the latest on our blog',
  IMAGE_ALT: 'A wrench and a shopping bag: the site is being tuned up',
} as const;
