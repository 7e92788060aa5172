// Matching a typed shopping list against one retailer's offers (000 §3 "Shopping list match", §4 Sidebar): each
// line's words are looked up in an index of the offers' names, descriptions and purchase categories, tolerating
// case, accents, plurals and, for a word the retailer's offers never use, a small typo.
import { lineSearchTerm, matchedGroupTitle } from '../../../../domain/shoppingList/ShoppingListMatch';
import { editDistance } from '../catalogue/spelling';

/** Ours: offers shown per list line, and lines matched per list. */
export const OFFERS_PER_LINE = 10;
export const LINES_PER_LIST = 100;

/**
 * Words that say nothing about the product: offer names read 'Up to 5% back on dairy at …' and descriptions
 * 'Earn 5% cash back on dairy when you shop … online.' / 'Buy any brand of milk.'
 */
const STOP_WORDS = new Set([
  'a', 'an', 'and', 'any', 'at', 'back', 'brand', 'buy', 'cash', 'earn', 'for', 'get', 'in', 'item', 'of', 'on',
  'online', 'or', 'oz', 'pack', 'product', 'shop', 'storewide', 'the', 'to', 'up', 'when', 'with', 'you', 'your',
]);

/** Lower-case words of two or more letters or digits, without accents, stop words or bare numbers. */
export function words(text: string): string[] {
  return (text.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').match(/[a-z0-9]+/g) ?? [])
    .filter((word) => word.length >= 2 && !STOP_WORDS.has(word) && !/^\d+$/.test(word));
}

/**
 * The forms a word may take in the singular, itself included ('berries' → berry, 'tomatoes' → tomato,
 * 'loaves' → loaf, 'boxes' → box, 'eggs' → egg). A word and its plural always share one, so both sides of a
 * match are read through this; forms under 3 letters are left out ('gas' does not become 'ga').
 */
export function singularForms(word: string): string[] {
  const forms = new Set([word]);
  const add = (form: string) => form.length >= 3 && forms.add(form);
  if (word.endsWith('ies')) add(`${word.slice(0, -3)}y`);
  if (word.endsWith('ves')) {
    add(`${word.slice(0, -3)}f`);
    add(`${word.slice(0, -3)}fe`);
  }
  if (word.endsWith('es')) add(word.slice(0, -2));
  if (word.endsWith('s') && !word.endsWith('ss')) add(word.slice(0, -1));
  return [...forms];
}

/** Edits a typo may hold: none under 4 letters, 1 for words of 4 to 7 letters, 2 above. */
export function typoAllowance(word: string): number {
  if (word.length < 4) return 0;
  return word.length <= 7 ? 1 : 2;
}

/** Typo lookups remembered per index before it starts afresh (ours). */
const TYPO_CACHE_SIZE = 10_000;

export interface MatchCandidate {
  id: number;
  name: string;
  description?: string | null;
  /** Display names of the offer's purchase categories at the retailer. */
  categories?: readonly string[];
}

export interface MatchedLine {
  searchTerm: string;
  title: string;
  offerIds: number[];
}

/** Where an indexed form occurs: the candidates (by position) using it in their name, and in any field. */
interface Occurrences {
  inName: Set<number>;
  anywhere: Set<number>;
}

/** A retailer's offers as an index from singular forms to where they occur, built once per candidate list. */
export class OfferWordIndex {
  readonly ids: readonly number[];
  private readonly forms = new Map<string, Occurrences>();
  /** The distinct forms by length, for typo lookups (a typo changes the length by at most its edits). */
  private readonly formsByLength = new Map<number, string[]>();
  /** Typed words already looked up (the index is reused across requests; bounded, see closestForms). */
  private readonly typoCache = new Map<string, string[]>();

  constructor(candidates: readonly MatchCandidate[]) {
    this.ids = candidates.map((candidate) => candidate.id);
    candidates.forEach((candidate, position) => {
      for (const word of words(candidate.name)) this.add(word, position, true);
      const more = [candidate.description ?? '', ...(candidate.categories ?? [])].join(' ');
      for (const word of words(more)) this.add(word, position, false);
    });
    for (const form of this.forms.keys()) {
      const sameLength = this.formsByLength.get(form.length) ?? [];
      sameLength.push(form);
      this.formsByLength.set(form.length, sameLength);
    }
  }

  private add(word: string, position: number, inName: boolean): void {
    for (const form of singularForms(word)) {
      let occurrences = this.forms.get(form);
      if (!occurrences) this.forms.set(form, (occurrences = { inName: new Set(), anywhere: new Set() }));
      occurrences.anywhere.add(position);
      if (inName) occurrences.inName.add(position);
    }
  }

  /**
   * Where a typed word occurs: its singular forms as indexed; only when none is, the indexed forms closest
   * to it within its typo allowance (so 'rice' never reaches 'price', but 'bannana' reaches 'banana').
   */
  lookUp(word: string): Occurrences[] {
    const exact = singularForms(word).flatMap((form) => this.forms.get(form) ?? []);
    if (exact.length) return exact;
    return this.closestForms(word).map((form) => this.forms.get(form) as Occurrences);
  }

  private closestForms(word: string): string[] {
    const cached = this.typoCache.get(word);
    if (cached) return cached;
    const max = typoAllowance(word);
    let best: string[] = [];
    let bestDistance = max + 1;
    for (let length = word.length - max; max > 0 && length <= word.length + max; length++) {
      for (const form of this.formsByLength.get(length) ?? []) {
        const distance = editDistance(word, form, Math.min(max, bestDistance));
        if (distance < bestDistance) [best, bestDistance] = [[form], distance];
        else if (distance === bestDistance && distance <= max) best.push(form);
      }
    }
    if (this.typoCache.size >= TYPO_CACHE_SIZE) this.typoCache.clear();
    this.typoCache.set(word, best);
    return best;
  }
}

/**
 * One group per distinct non-empty line (case-insensitive), in the list's order, at most LINES_PER_LIST: the
 * line as typed is the search term, the title is it with a capital first letter, and the offers are those
 * with at least one of the line's words, ranked by how many of its words their name holds, then how many
 * their name, description or categories hold, then the catalogue's order (the candidates' order). Every
 * match is kept: `shownMatches` then keeps those a list may show, OFFERS_PER_LINE a line.
 */
export function matchShoppingList(list: string, index: OfferWordIndex): MatchedLine[] {
  const seen = new Set<string>();
  const lines: MatchedLine[] = [];
  for (const raw of list.split(/\r?\n/)) {
    const searchTerm = lineSearchTerm(raw);
    const key = searchTerm.toLowerCase();
    if (!searchTerm || seen.has(key)) continue;
    seen.add(key);
    const scores = new Map<number, { inName: number; anywhere: number }>();
    for (const word of new Set(words(searchTerm))) {
      const inName = new Set<number>();
      const anywhere = new Set<number>();
      for (const occurrences of index.lookUp(word)) {
        for (const position of occurrences.inName) inName.add(position);
        for (const position of occurrences.anywhere) anywhere.add(position);
      }
      for (const position of anywhere) {
        const score = scores.get(position) ?? { inName: 0, anywhere: 0 };
        score.anywhere += 1;
        if (inName.has(position)) score.inName += 1;
        scores.set(position, score);
      }
    }
    const ranked = [...scores].sort(([a, x], [b, y]) => y.inName - x.inName || y.anywhere - x.anywhere || a - b);
    lines.push({
      searchTerm,
      title: matchedGroupTitle(searchTerm),
      offerIds: ranked.map(([position]) => index.ids[position] as number),
    });
    if (lines.length >= LINES_PER_LIST) break;
  }
  return lines;
}

/** The lines with only the offers in `shown`, at most OFFERS_PER_LINE each, best first. */
export function shownMatches(lines: readonly MatchedLine[], shown: ReadonlySet<number>): MatchedLine[] {
  return lines.map((line) => ({ ...line, offerIds: line.offerIds.filter((id) => shown.has(id)).slice(0, OFFERS_PER_LINE) }));
}
