/**
 * Plain checks for values that come from outside (tokens, cookies, storage, flags). The startup path uses
 * these rather than zod, which stays with the form validators so the first paint does not carry it.
 */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

export function isNonBlankString(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}
