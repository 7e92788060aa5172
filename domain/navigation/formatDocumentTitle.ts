import { BRAND_NAME } from '../constants/app';

/** Document titles are '<page> | <brand>'. */
export const DOCUMENT_TITLE_SEPARATOR = ' | ';

/** '<Page> | Clipback' (000 §2: the not-found page is 'Not Found | brand'). */
export function formatDocumentTitle(pageName: string): string {
  return `${pageName}${DOCUMENT_TITLE_SEPARATOR}${BRAND_NAME}`;
}
