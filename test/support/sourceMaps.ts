import type { SourceMap, SourceMapping } from 'node:module';

/** The original position a generated one (both from 0) maps to; fails the test when it maps nowhere. */
export function originalAt(map: SourceMap, line: number, column: number): SourceMapping {
  const entry = map.findEntry(line, column);
  if (!('originalLine' in entry)) throw new Error(`nothing maps to ${line}:${column}`);
  return entry;
}
