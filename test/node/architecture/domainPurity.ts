/** Finds what a domain/ source file must not do: reach outer layers, React, I/O, the DOM or the clock. */
const FORBIDDEN_MODULES: [RegExp, string][] = [
  [/(^|\/)adapters(\/|$)/, 'imports adapters/'],
  [/(^|\/)ui(\/|$)/, 'imports ui/'],
  [/(^|\/)sdk(\/|$)|^@clipback\/sdk/, 'imports sdk/'],
  [/^react(-dom)?(\/|$)|^mobx/, 'imports react'],
  [/^(node:)?(fs|http|https|net|child_process|fs\/promises|os)$/, 'does I/O (node builtin)'],
];

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

function importedModules(source: string): string[] {
  const pattern = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;
  return [...source.matchAll(pattern)].map((match) => match[1] ?? '');
}

export function findDomainViolations(source: string): string[] {
  const found = new Set<string>();
  for (const specifier of importedModules(source)) {
    for (const [pattern, label] of FORBIDDEN_MODULES) if (pattern.test(specifier)) found.add(label);
  }
  const code = stripCommentsAndStrings(source);
  for (const [pattern, label] of FORBIDDEN_CODE) if (pattern.test(code)) found.add(label);
  return [...found];
}
