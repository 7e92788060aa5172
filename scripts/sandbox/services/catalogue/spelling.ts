// Spelling correction for searches without hits: each word of the term no catalogue word starts with is
// replaced by the closest catalogue word (optimal-string-alignment edit distance, 1 for words of up to 4
// letters, else 2). The vocabulary is the set of words of retailer, offer and bonus names and popular
// terms, read once with ts_stat and kept in memory (a few thousand words) for SPELLING_VOCABULARY_TTL_MS.
import type { SqlExecutor } from '../../db';
import { SPELLING_VOCABULARY_TTL_MS } from './constants';
import { searchWords } from './input';

export interface SpellingVocabulary {
  /** Lower-case words, sorted (binary search for prefixes). */
  words: string[];
  /** How many names use each word: the more common word wins a tie. */
  frequency: Map<string, number>;
}

const VOCABULARY_SQL = `SELECT word, nentry::int AS n FROM ts_stat($$
    SELECT to_tsvector('simple', name) FROM retailers WHERE NOT temp_disabled
    UNION ALL SELECT to_tsvector('simple', name) FROM offers
    UNION ALL SELECT to_tsvector('simple', name) FROM bonuses
    UNION ALL SELECT to_tsvector('simple', term) FROM popular_search_terms
  $$)`;

const cache = new WeakMap<SqlExecutor, { loadedAt: number; vocabulary: Promise<SpellingVocabulary> }>();

export async function loadSpellingVocabulary(db: SqlExecutor): Promise<SpellingVocabulary> {
  const rows = await db.query<{ word: string; n: number }>(VOCABULARY_SQL);
  const frequency = new Map<string, number>();
  for (const row of rows) {
    const word = row.word.toLowerCase();
    if (/^\p{L}{2,}$/u.test(word)) frequency.set(word, (frequency.get(word) ?? 0) + row.n);
  }
  return { words: [...frequency.keys()].sort(), frequency };
}

/** The vocabulary of this database, from the in-process cache while it is fresh. */
export function spellingVocabulary(db: SqlExecutor, nowMs = Date.now()): Promise<SpellingVocabulary> {
  const cached = cache.get(db);
  if (cached && nowMs - cached.loadedAt < SPELLING_VOCABULARY_TTL_MS) return cached.vocabulary;
  const vocabulary = loadSpellingVocabulary(db);
  cache.set(db, { loadedAt: nowMs, vocabulary });
  vocabulary.catch(() => {
    if (cache.get(db)?.vocabulary === vocabulary) cache.delete(db);
  });
  return vocabulary;
}

function startsAnyWord(sorted: readonly string[], prefix: string): boolean {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] as string) < prefix) low = middle + 1;
    else high = middle;
  }
  return low < sorted.length && (sorted[low] as string).startsWith(prefix);
}

/** Optimal string alignment distance (adjacent transpositions count 1), or max + 1 once above max. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const x = [...a];
  const y = [...b];
  let before: number[] = [];
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, (previous[j - 1] as number) + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) value = Math.min(value, (before[j - 2] as number) + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[y.length] as number;
}

/** The closest vocabulary word to an unknown word, or null when none is close enough. */
function closestWord(vocabulary: SpellingVocabulary, word: string): string | null {
  const max = [...word].length <= 4 ? 1 : 2;
  let best: { word: string; distance: number; frequency: number } | null = null;
  for (const candidate of vocabulary.words) {
    const distance = editDistance(word, candidate, max);
    if (distance > max) continue;
    const frequency = vocabulary.frequency.get(candidate) ?? 0;
    if (!best || distance < best.distance || (distance === best.distance && frequency > best.frequency)) {
      best = { word: candidate, distance, frequency };
    }
  }
  return best?.word ?? null;
}

/**
 * The term with its unknown words corrected, or null when nothing needed (or could get) a correction.
 * Words of fewer than 3 letters and words with digits are left as typed.
 */
export function correctTerm(vocabulary: SpellingVocabulary, term: string): string | null {
  let changed = false;
  const corrected = term.replace(/[\p{L}\p{N}]+/gu, (token) => {
    const word = searchWords(token)[0] ?? '';
    if ([...word].length < 3 || /\p{N}/u.test(word) || startsAnyWord(vocabulary.words, word)) return token;
    const replacement = closestWord(vocabulary, word);
    if (!replacement) return token;
    changed = true;
    return replacement;
  });
  return changed ? corrected : null;
}

export async function correctSpelling(db: SqlExecutor, term: string): Promise<string | null> {
  return correctTerm(await spellingVocabulary(db), term);
}
