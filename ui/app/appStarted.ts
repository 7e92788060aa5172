/**
 * Set on the document element once the app runs on the page (after hydrating a server-rendered page): until then
 * its buttons do nothing. The e2e tier waits for it (test/e2e/support/test.ts).
 */
export const APP_STARTED_ATTRIBUTE = 'data-app-started';

export function markAppStarted(doc: Document): void {
  doc.documentElement.setAttribute(APP_STARTED_ATTRIBUTE, '');
}
