/** The port for copying text the shopper asked to copy (the referral code and link). */
export interface Clipboard {
  /** Rejects when the browser refuses (no permission, no secure context). */
  writeText(text: string): Promise<void>;
}

/** The browser's asynchronous clipboard behind the port. */
export function browserClipboard(navigator: Navigator): Clipboard {
  return {
    writeText: (text) => (navigator.clipboard ? navigator.clipboard.writeText(text) : Promise.reject(new Error('No clipboard in this browser'))),
  };
}

/** The in-memory twin: keeps what was copied; `refuse` makes the next writes fail as a denied permission does. */
export class MemoryClipboard implements Clipboard {
  text: string | null = null;
  refuse = false;

  async writeText(text: string): Promise<void> {
    if (this.refuse) throw new Error('Clipboard permission denied');
    this.text = text;
  }
}
