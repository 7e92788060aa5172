/** Ours (the documents word no message for these): refusals the API layer and several services give alike. */
export const ACCESS_MESSAGES = {
  /** A call naming another customer than the signed-in one. */
  OTHER_CUSTOMER: 'You can only access your own account.',
  /** A signed-in call whose customer row is gone. */
  NO_CUSTOMER: 'There is no customer for this sign-in.',
} as const;

/** An answer a handler gives on purpose: status, message, and optional code and field map (ErrorBody). */
export class HttpError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly fields: Record<string, string> | undefined;

  constructor(status: number, message: string, { code, fields }: { code?: string; fields?: Record<string, string> } = {}) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }

  toBody(): { message: string; code?: string; fields?: Record<string, string> } {
    return {
      message: this.message,
      ...(this.code ? { code: this.code } : {}),
      ...(this.fields && Object.keys(this.fields).length ? { fields: this.fields } : {}),
    };
  }
}
