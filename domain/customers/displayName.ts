/** Header and account menu name: first name and last initial, 'Jamie R.' (000 §2). */
export function accountDisplayName(firstName: string, lastName: string): string {
  const first = firstName.trim();
  const initial = [...lastName.trim()][0]?.toUpperCase();
  if (!initial) return first;
  return first ? `${first} ${initial}.` : `${initial}.`;
}
