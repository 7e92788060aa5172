/** 'CHECKING' → 'Checking': first letter upper case, the rest lower case. */
export function capitalizeWord(word: string): string {
  const lower = word.toLowerCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}
