// What the services answer that the rules branch on, shared by the shell, the browsing pages and the account area.

/** HTTP statuses the rules branch on (000 §5, §7, §8; 001 §8). */
export const HTTP_STATUS = {
  OK: 200,
  /** A refused body or an e-mailed link's token that is no good. */
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  /** Taken: a phone number verified by another account. */
  CONFLICT: 409,
  /** A personal data file past its 7 days (001 §9). */
  GONE: 410,
  /** Asked too often (a personal data file, messages). */
  TOO_MANY_REQUESTS: 429,
  /** Help-centre login: the security checkup must be completed first. */
  PRECONDITION_FAILED: 412,
} as const;
export const UNAUTHENTICATED_ERROR_CODE = 'UNAUTHENTICATED';
