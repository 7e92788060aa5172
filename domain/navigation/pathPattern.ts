/**
 * Path patterns such as '/retailers/:retailerName/:id' or '/account/:panel?': parsing, matching and filling.
 * Matching works on raw (still percent-encoded) segments so callers decide whether to decode.
 */

export type PatternSegment =
  | { readonly kind: 'literal'; readonly text: string }
  | { readonly kind: 'param'; readonly name: string; readonly optional: boolean };

export function parsePattern(pattern: string): PatternSegment[] {
  return splitPathname(pattern).map((segment) => {
    if (!segment.startsWith(':')) return { kind: 'literal', text: segment };
    const optional = segment.endsWith('?');
    return { kind: 'param', name: segment.slice(1, optional ? -1 : undefined), optional };
  });
}

/** '/a/b' → ['a', 'b']; '/' → ['']. Empty segments are kept: callers tidy the path first (tidyPathname). */
export function splitPathname(pathname: string): string[] {
  return pathname.replace(/^\//, '').split('/');
}

/** Repeated slashes collapse and a trailing slash goes ('/a//b/' → '/a/b'), so a hand-trimmed URL still reads. */
export function tidyPathname(pathname: string): string {
  const collapsed = pathname.replace(/\/{2,}/g, '/');
  return collapsed.length > 1 ? collapsed.replace(/\/$/, '') : collapsed;
}

export function patternParamNames(segments: readonly PatternSegment[]): string[] {
  return segments.flatMap((segment) => (segment.kind === 'param' ? [segment.name] : []));
}

export interface SegmentMatchOptions {
  /** Compare literal segments ignoring case (legacy canonicalisation). */
  readonly caseInsensitiveLiterals?: boolean;
  /** Let trailing params be absent, so a guard can redirect instead of the path being "not found". */
  readonly trailingParamsOptional?: boolean;
}

/** Raw param values when `rawSegments` fits the pattern, otherwise null. Params never match an empty segment. */
export function matchSegments(
  pattern: readonly PatternSegment[],
  rawSegments: readonly string[],
  options: SegmentMatchOptions = {},
): Record<string, string> | null {
  if (rawSegments.length > pattern.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of pattern.entries()) {
    const raw = rawSegments[index];
    if (raw === undefined) {
      return remainingSegmentsMayBeAbsent(pattern.slice(index), options) ? params : null;
    }
    if (segment.kind === 'literal') {
      const same = options.caseInsensitiveLiterals
        ? raw.toLowerCase() === segment.text.toLowerCase()
        : raw === segment.text;
      if (!same) return null;
    } else {
      if (raw === '') return null;
      params[segment.name] = raw;
    }
  }
  return params;
}

function remainingSegmentsMayBeAbsent(rest: readonly PatternSegment[], options: SegmentMatchOptions): boolean {
  return rest.every(
    (segment) => segment.kind === 'param' && (segment.optional || options.trailingParamsOptional === true),
  );
}

/**
 * Fills a pattern with already-encoded param values. Absent params end the path (they can only be trailing);
 * the caller checks which params are required.
 */
export function fillPattern(
  pattern: readonly PatternSegment[],
  encodedParams: Readonly<Record<string, string>>,
): string {
  const parts: string[] = [];
  for (const segment of pattern) {
    if (segment.kind === 'literal') {
      parts.push(segment.text);
      continue;
    }
    const value = encodedParams[segment.name];
    if (value === undefined || value === '') break;
    parts.push(value);
  }
  return `/${parts.join('/')}`;
}
