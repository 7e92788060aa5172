/** Security checkup item statuses (000 §3, 001 §3); an item without a status is INCOMPLETE. */
export const SECURITY_CHECKUP_STATUS = {
  COMPLETE: 'COMPLETE',
  INCOMPLETE: 'INCOMPLETE',
  SKIP: 'SKIP',
  ERROR: 'ERROR',
} as const;

export type SecurityCheckupStatus = (typeof SECURITY_CHECKUP_STATUS)[keyof typeof SECURITY_CHECKUP_STATUS];

/** One security checkup item (000 §3, 001 §3). */
export interface SecurityCheckupItem {
  id: string;
  name: string;
  /** INCOMPLETE when absent. */
  status?: SecurityCheckupStatus | string | null;
}

/** The item's status, upper-cased, with the documents' default. */
export function checkupItemStatus(item: SecurityCheckupItem): string {
  return item.status ? item.status.toUpperCase() : SECURITY_CHECKUP_STATUS.INCOMPLETE;
}

const SETTLED_STATUSES: readonly string[] = [SECURITY_CHECKUP_STATUS.COMPLETE, SECURITY_CHECKUP_STATUS.SKIP];

/** Items stay outstanding unless COMPLETE or SKIP (ERROR and INCOMPLETE are outstanding). */
export function outstandingCheckupItems<T extends SecurityCheckupItem>(items: readonly T[]): T[] {
  return items.filter((item) => !SETTLED_STATUSES.includes(checkupItemStatus(item)));
}

/** Feeds the navigation guard: the account page needs a completed checkup (001 §4). */
export function isCheckupComplete(items: readonly SecurityCheckupItem[]): boolean {
  return outstandingCheckupItems(items).length === 0;
}
