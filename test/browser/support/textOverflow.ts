/** Half a pixel either way is rounding, not overflow. */
const TOLERANCE_PX = 0.5;

function clipsItsContent(element: Element): boolean {
  const { overflowX, overflowY } = getComputedStyle(element);
  return overflowX !== 'visible' || overflowY !== 'visible';
}

/** Inside a closed <details> (not its summary), text is not rendered, whatever its range reports. */
function inClosedDetails(element: Element): boolean {
  const details = element.closest('details');
  return details !== null && !details.open && element.closest('summary') === null;
}

function describe(element: Element): string {
  const classes = typeof element.className === 'string' && element.className ? `.${element.className.split(/\s+/).join('.')}` : '';
  return `${element.tagName.toLowerCase()}${classes}`;
}

/**
 * Every visible piece of text under `root` that pokes out of one of its ancestors (up to `root`, or up to a box
 * that clips or scrolls its content: what is past it is hidden or scrolled, not spilled). Answers
 * "'text' outside <ancestor>" lines; none means every text stays inside its boxes.
 */
export function textOutsideItsBoxes(root: Element): string[] {
  const problems: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? '';
    if (!text || !node.parentElement || inClosedDetails(node.parentElement)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const textBox = range.getBoundingClientRect();
    // Unrendered, or parked off screen on purpose (the skip link until focused): nobody sees it spill.
    if (textBox.width === 0 || textBox.height === 0 || textBox.bottom <= 0 || textBox.right <= 0) continue;
    for (let box: HTMLElement | null = node.parentElement; box && box !== root.parentElement; box = box.parentElement) {
      // Past a box that clips or scrolls, text is hidden or scrolled to, not spilled.
      if (clipsItsContent(box)) break;
      const boxRect = box.getBoundingClientRect();
      // A visually hidden label is a 1 px clipped box on purpose.
      if (boxRect.width <= 1 || boxRect.height <= 1) break;
      const outside =
        textBox.left < boxRect.left - TOLERANCE_PX ||
        textBox.right > boxRect.right + TOLERANCE_PX ||
        textBox.top < boxRect.top - TOLERANCE_PX ||
        textBox.bottom > boxRect.bottom + TOLERANCE_PX;
      if (outside) {
        problems.push(`'${text.slice(0, 40)}' outside ${describe(box)} (${Math.round(textBox.width)} px of text in ${Math.round(boxRect.width)} px)`);
        break;
      }
    }
  }
  return problems;
}
