/** What a failure tells the shopper: its own message when it has one, else the fallback copy (MESSAGES). */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
