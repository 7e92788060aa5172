/** The balance appears in the account button only when above 0 (000 §2). */
export function shouldShowBalance(balance: number | null | undefined): boolean {
  return typeof balance === 'number' && balance > 0;
}
