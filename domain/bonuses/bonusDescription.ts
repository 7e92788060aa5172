/**
 * Heading that splits a bonus description into card text and the spotlight part (001 §2).
 * Convention (ours): the heading on its own line, optionally with leading '#'s and a trailing colon.
 */
export const BONUS_HOW_TO_COMPLETE_HEADING = 'How to complete this bonus';

export interface BonusDescriptionParts {
  /** Shown on the bonus card. */
  cardText: string;
  /** The spotlight page's 'How to complete this bonus' part; null when the description has none. */
  howToComplete: string | null;
}

const escaped = BONUS_HOW_TO_COMPLETE_HEADING.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Delimiter convention (ours): the heading 'How to complete this bonus' on a line of its own, any case,
 * optionally Markdown-style ('## ') and/or followed by a colon. Text before it is the card text; text after it
 * is the spotlight part. The heading line itself belongs to neither (the page prints its own heading).
 */
const HEADING_LINE = new RegExp(`^[ \\t]*(?:#+[ \\t]*)?${escaped}[ \\t]*:?[ \\t]*$`, 'im');

export function splitBonusDescription(description: string | null | undefined): BonusDescriptionParts {
  const text = description ?? '';
  const heading = HEADING_LINE.exec(text);
  if (!heading) return { cardText: text.trim(), howToComplete: null };
  return {
    cardText: text.slice(0, heading.index).trim(),
    howToComplete: text.slice(heading.index + heading[0].length).trim(),
  };
}
