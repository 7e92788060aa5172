/**
 * CSS cannot import a TypeScript constant, so a number the style sheets share with the code says which constant it
 * stands for in a comment right after it: `@media (width < 768px /* BREAKPOINT.MOBILE_HEADER *\/)`,
 * `width: 600px /* SIDEBAR_WIDTH *\/`. This check holds each such number to its constant, and flags a media query
 * at a breakpoint's width that does not say which breakpoint it is.
 */

export type CssConstants = Readonly<Record<string, number | Readonly<Record<string, number>>>>;

const ANNOTATED = /(\d+(?:\.\d+)?)px\s*\/\*\s*([A-Z][A-Z0-9_]*)(?:\.([A-Z][A-Z0-9_]*))?\s*\*\//g;
const MEDIA_WIDTH = /(\d+(?:\.\d+)?)px(\s*\/\*[^*]*\*\/)?/g;

function valueOf(constants: CssConstants, name: string, key: string | undefined): number | undefined {
  const value = constants[name];
  if (typeof value === 'number') return key === undefined ? value : undefined;
  return value && key !== undefined ? value[key] : undefined;
}

/** The disagreements, one `path: …` line each (paths relative to ui/). */
export function cssNumberMismatches(files: readonly { path: string; source: string }[], constants: CssConstants, breakpoints: readonly number[]): string[] {
  return files.flatMap(({ path, source }) => {
    const found: string[] = [];
    for (const [, number, name, key] of source.matchAll(ANNOTATED)) {
      const label = key ? `${name}.${key}` : name!;
      const value = valueOf(constants, name!, key);
      if (value === undefined) found.push(`${path}: ${number}px names ${label}, which is not a known constant`);
      else if (value !== Number(number)) found.push(`${path}: ${number}px stands for ${label}, which is ${value}`);
    }
    for (const [query] of source.matchAll(/@media[^{]*/g)) {
      for (const [, number, comment] of query.matchAll(MEDIA_WIDTH)) {
        if (!comment && breakpoints.includes(Number(number))) found.push(`${path}: ${query.trim()} does not say which breakpoint ${number}px is`);
      }
    }
    return found;
  });
}
