/**
 * Accepts a `?redirect=` value only when it is a same-origin absolute path, so a crafted link cannot send the
 * user to another site after sign-in. Browsers read '//host' and '/\host' as another origin, and strip tabs and
 * newlines before parsing, so those are refused too, as are their percent-encoded forms at the start.
 */
export function safeRedirectPath(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  if (!value.startsWith('/')) return null;
  if (hasControlCharacter(value) || value.includes('\\')) return null;
  const decodedStart = decodeLeniently(value.slice(0, 12));
  if (decodedStart.startsWith('//') || decodedStart.startsWith('/\\')) return null;
  return value;
}

function hasControlCharacter(value: string): boolean {
  for (const character of value) {
    const code = character.codePointAt(0) ?? 0;
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

function decodeLeniently(value: string): string {
  // Decode repeatedly so '%252F' (double-encoded) is seen for what it becomes.
  let current = value;
  for (let round = 0; round < 3; round += 1) {
    try {
      const next = decodeURIComponent(current);
      if (next === current) break;
      current = next;
    } catch {
      break;
    }
  }
  return current;
}
