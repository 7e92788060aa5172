// What the contract lets through but PostgreSQL would refuse with an error (a 5xx if left to it): the NUL
// character in text or jsonb, lone UTF-16 surrogates (jsonb refuses '\ud800'), and JSON nested deeper
// than anyone needs (jsonb's parser would hit the server's stack limit). Checked before any write, so a
// bad value is a 400 with its field, never a failed statement.

const NUL = '\u0000';
/** With the u flag, only unpaired surrogates match. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

function textProblem(text: string): string | null {
  if (text.includes(NUL)) return 'must not contain the NUL character';
  if (LONE_SURROGATE.test(text)) return 'must be valid Unicode text (it has a lone surrogate)';
  return null;
}

export interface StorableJsonOptions {
  /** Levels of objects and arrays allowed below the value itself. */
  maxDepth: number;
}

/**
 * The first part of a JSON value PostgreSQL could not store, as a fields entry (`path` → message), or null.
 * Paths are dotted like the pipeline's (`events.0.properties.label`).
 */
export function unstorableJson(value: unknown, path: string, { maxDepth }: StorableJsonOptions): Record<string, string> | null {
  function visit(current: unknown, at: string, depth: number): Record<string, string> | null {
    if (typeof current === 'string') {
      const problem = textProblem(current);
      return problem ? { [at]: problem } : null;
    }
    if (typeof current !== 'object' || current === null) return null;
    if (depth >= maxDepth) return { [at]: `is nested too deeply (at most ${maxDepth} levels)` };
    const entries = Array.isArray(current) ? current.map((item, index) => [String(index), item] as const) : Object.entries(current);
    for (const [key, inner] of entries) {
      const keyProblem = textProblem(key);
      if (keyProblem) return { [at]: `has a key that ${keyProblem}` };
      const found = visit(inner, `${at}.${key}`, depth + 1);
      if (found) return found;
    }
    return null;
  }
  return visit(value, path, 0);
}

/** A text value PostgreSQL could not store, as a fields entry, or null. */
export function unstorableText(text: string, path: string): Record<string, string> | null {
  const problem = textProblem(text);
  return problem ? { [path]: problem } : null;
}
