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
