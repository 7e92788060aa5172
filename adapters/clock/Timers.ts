/** The port through which a store waits (the type-ahead's debounce): a test moves time by hand. */
export interface Timers {
  /** Runs `run` once after `ms` milliseconds; the answer cancels it if it has not run yet. */
  after(ms: number, run: () => void): () => void;
}

/** The browser's timers behind the port. */
export const systemTimers: Timers = {
  after(ms, run) {
    const id = setTimeout(run, ms);
    return () => clearTimeout(id);
  },
};

/** The in-memory twin: nothing runs until a test advances time past it. */
export class ManualTimers implements Timers {
  private now = 0;
  private pending: { at: number; run: () => void }[] = [];

  after(ms: number, run: () => void): () => void {
    const entry = { at: this.now + ms, run };
    this.pending.push(entry);
    return () => {
      this.pending = this.pending.filter((candidate) => candidate !== entry);
    };
  }

  /** Moves time on by `ms`, running every timer now due, earliest first. */
  advance(ms: number): void {
    this.now += ms;
    for (;;) {
      const due = this.pending.filter((entry) => entry.at <= this.now).sort((a, b) => a.at - b.at)[0];
      if (!due) return;
      this.pending = this.pending.filter((entry) => entry !== due);
      due.run();
    }
  }

  /** How many timers are waiting (a test checks a cancelled debounce left none). */
  get waiting(): number {
    return this.pending.length;
  }
}
