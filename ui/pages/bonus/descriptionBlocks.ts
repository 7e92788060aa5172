/** A run of a bonus description's text: a paragraph, or the lines of a '- ' list. */
export type DescriptionBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

const LIST_LINE = /^\s*[-*]\s+(.*)$/;

/**
 * A description's text as blocks to render as text (never HTML): consecutive '- ' (or '* ') lines form one list,
 * other non-blank lines are paragraphs. The documents do not say how the spotlight part is written; bonus copy
 * in the catalogue uses dash lists for its steps (ours).
 */
export function descriptionBlocks(text: string): DescriptionBlock[] {
  const blocks: DescriptionBlock[] = [];
  for (const line of text.split(/\r?\n/)) {
    const item = LIST_LINE.exec(line)?.[1]?.trim();
    const last = blocks[blocks.length - 1];
    if (item !== undefined) {
      if (last?.kind === 'list') last.items.push(item);
      else blocks.push({ kind: 'list', items: [item] });
    } else if (line.trim()) {
      blocks.push({ kind: 'paragraph', text: line.trim() });
    }
  }
  return blocks;
}
