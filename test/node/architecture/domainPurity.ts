/**
 * Finds what a domain/ source file must not do in its code: touch the DOM, I/O, the clock or randomness. What it
 * may import is checked by dependency-cruiser (.dependency-cruiser.cjs, boundaries.test.ts).
 */
const FORBIDDEN_CODE: [RegExp, string][] = [
  [/\bDate\.now\s*\(/, 'reads the clock (Date.now)'],
  [/\bnew Date\s*\(\s*\)/, 'reads the clock (new Date())'],
  [/\bperformance\.now\s*\(/, 'reads the clock (performance.now)'],
  [/\bwindow\s*\./, 'touches window'],
  [/\bdocument\s*\./, 'touches document'],
  [/\blocalStorage\b|\bsessionStorage\b/, 'touches browser storage'],
  [/\bfetch\s*\(/, 'does I/O (fetch)'],
  [/\bMath\.random\s*\(/, 'reads randomness (Math.random)'],
];

function stripCommentsAndStrings(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/.*$/gm, '')
    .replace(/'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`/g, "''");
}

export function findDomainViolations(source: string): string[] {
  const code = stripCommentsAndStrings(source);
  return FORBIDDEN_CODE.filter(([pattern]) => pattern.test(code)).map(([, label]) => label);
}
