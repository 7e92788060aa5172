import type { SuggestionHighlight } from './SearchRecord';

/** A run of a suggestion's text, marked or not. */
export interface HighlightSegment {
  text: string;
  highlighted: boolean;
}

/** Highlight ranges clamped to the text, sorted, with overlapping or touching ranges merged. */
function mergedRanges(textLength: number, highlights: readonly SuggestionHighlight[]): [number, number][] {
  const ranges = highlights
    .filter((h) => Number.isFinite(h.offset) && Number.isFinite(h.length) && h.length > 0)
    .map((h): [number, number] => [Math.max(0, h.offset), Math.min(textLength, h.offset + h.length)])
    .filter(([start, end]) => start < end)
    .sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [start, end] of ranges) {
    const previous = merged[merged.length - 1];
    if (previous && start <= previous[1]) previous[1] = Math.max(previous[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/**
 * Splits a type-ahead suggestion into marked and unmarked parts from its highlights
 * (offset and length in UTF-16 units, as the server counts). Out-of-range or empty highlights
 * are ignored; empty parts are never returned.
 */
export function highlightSegments(text: string, highlights: readonly SuggestionHighlight[]): HighlightSegment[] {
  const segments: HighlightSegment[] = [];
  let cursor = 0;
  for (const [start, end] of mergedRanges(text.length, highlights)) {
    if (start > cursor) segments.push({ text: text.slice(cursor, start), highlighted: false });
    segments.push({ text: text.slice(start, end), highlighted: true });
    cursor = end;
  }
  if (cursor < text.length) segments.push({ text: text.slice(cursor), highlighted: false });
  return segments;
}
