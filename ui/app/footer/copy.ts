/** The footer's links and groups (000 §2 "Footer"); addresses and wording ours unless quoted. */
import { BRAND_NAME } from '../../../domain/constants/app';
import { priceComparePath } from '../../../domain/products/priceCompareTarget';
import { PRICE_COMPARE_LINK_COPY } from '../../components/PriceCompareLink/copy';
import { BLOG_URL, HELP_CENTER_URL, HOW_IT_WORKS_LINKS, SHELL_LABEL, SITE_URL, SUPPORT_CONTACT, type ShellLink } from '../copy';

/** The feedback survey the feedbackSurvey flag shows a link to (000 §2 footer). */
export const FEEDBACK_SURVEY_URL = `${SITE_URL}/feedback`;

export interface FooterGroup {
  readonly title: string;
  readonly links: readonly ShellLink[];
}

/** Title of the footer group the feedback link joins when the feedbackSurvey flag is on. */
export const FOOTER_FEEDBACK_GROUP = 'Get in touch';
export const FOOTER_FEEDBACK_LABEL = 'Feedback';

/** The beta-only page's link, shown to beta testers only (001 §6; the route is gated by FLAG.BETA_TESTER). */
export const FOOTER_BETA_LINK: ShellLink = { label: 'Beta features', href: '/beta-only' };

/** The footer's groups (000 §2 "Footer": About, Work with us, Get in touch, Download, How it works). */
export const FOOTER_GROUPS: readonly FooterGroup[] = [
  {
    title: 'About',
    links: [
      { label: `About ${BRAND_NAME}`, href: `${SITE_URL}/about`, external: true },
      { label: 'Press', href: `${SITE_URL}/press`, external: true },
      { label: SHELL_LABEL.BLOG, href: BLOG_URL, external: true },
    ],
  },
  {
    title: 'Work with us',
    links: [
      { label: 'Careers', href: `${SITE_URL}/careers`, external: true },
      { label: 'Brand partners', href: `${SITE_URL}/brands`, external: true },
      { label: 'Retail partners', href: `${SITE_URL}/retailers`, external: true },
    ],
  },
  {
    title: FOOTER_FEEDBACK_GROUP,
    links: [
      { label: SHELL_LABEL.HELP_CENTER, href: HELP_CENTER_URL, external: true },
      { label: 'Contact us', href: SUPPORT_CONTACT.FORM_URL, external: true },
      // The FAQ page (001 §2): where a shopper with a question looks first (ours: the documents name the page).
      { label: 'FAQ', href: '/faq' },
    ],
  },
  {
    title: 'Download',
    links: [
      { label: 'Get the app', href: '/get-the-app' },
      { label: 'Browser extension', href: '/browser-extension' },
    ],
  },
  {
    title: SHELL_LABEL.HOW_IT_WORKS,
    links: [
      { label: HOW_IT_WORKS_LINKS.IN_STORE.label, href: HOW_IT_WORKS_LINKS.IN_STORE.href, external: true },
      { label: HOW_IT_WORKS_LINKS.ONLINE.label, href: HOW_IT_WORKS_LINKS.ONLINE.href, external: true },
      // Price compare, where a shopper learning how to save looks, on every page and width (ours: 000 §2
      // names the route, not its way in).
      { label: PRICE_COMPARE_LINK_COPY.LABEL, href: priceComparePath() },
    ],
  },
];

/** The legal links (000 §2). In-app paths here must match the route table (checked by a node test). */
export const FOOTER_LEGAL_LINKS: readonly ShellLink[] = [
  { label: 'Terms', href: '/docs/terms' },
  { label: 'Accessibility', href: `${SITE_URL}/accessibility`, external: true },
  { label: 'Privacy', href: '/docs/privacy' },
  /** "Do not sell" is the account-panel privacy (000 §2). */
  { label: 'Do not sell or share my personal information', href: '/account/privacy' },
  { label: 'Personal info management', href: `${SITE_URL}/privacy/personal-information`, external: true },
  { label: 'Limit the use of my sensitive personal information', href: '/account/privacy' },
  {
    label: 'Washington consumer health policy',
    href: `${SITE_URL}/privacy/washington-consumer-health-data`,
    external: true,
  },
];

/** Social links (000 §2): TikTok, Instagram, Facebook, YouTube, Pinterest, blog. */
export const SOCIAL_LINKS: readonly ShellLink[] = [
  { label: 'TikTok', href: 'https://www.tiktok.com/@clipback', external: true },
  { label: 'Instagram', href: 'https://www.instagram.com/clipback', external: true },
  { label: 'Facebook', href: 'https://www.facebook.com/clipback', external: true },
  { label: 'YouTube', href: 'https://www.youtube.com/@clipback', external: true },
  { label: 'Pinterest', href: 'https://www.pinterest.com/clipback', external: true },
  { label: SHELL_LABEL.BLOG, href: BLOG_URL, external: true },
];
