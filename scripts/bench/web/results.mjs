// The figures of a bench run: per section, item and figure, each build's value in each run, and what failed.

export class Results {
  /** @type {Map<string, Record<string, number[]>>} */
  #values = new Map();
  /** @type {Map<string, string[]>} */
  #names = new Map();
  /** @type {{ section: string, name: string, target: string, message: string }[]} */
  errors = [];
  /** @type {Map<string, unknown>} */
  #details = new Map();

  #key = (section, name, figure) => `${section}\0${name}\0${figure}`;

  /** @param {string} section @param {string} name */
  #see(section, name) {
    const names = this.#names.get(section) ?? [];
    if (!names.includes(name)) this.#names.set(section, [...names, name]);
  }

  /** @param {string} section @param {string} name @param {string} target @param {Record<string, number>} figures */
  add(section, name, target, figures) {
    this.#see(section, name);
    for (const [figure, value] of Object.entries(figures)) {
      const key = this.#key(section, name, figure);
      const byTarget = this.#values.get(key) ?? {};
      byTarget[target] = [...(byTarget[target] ?? []), value];
      this.#values.set(key, byTarget);
    }
  }

  /** @param {string} section @param {string} name @param {string} figure @param {string} target */
  values(section, name, figure, target) {
    return this.#values.get(this.#key(section, name, figure))?.[target] ?? [];
  }

  /** @param {string} section */
  names(section) {
    return this.#names.get(section) ?? [];
  }

  /** @param {string} section @param {string} name @param {string} target @param {unknown} error */
  fail(section, name, target, error) {
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    this.errors.push({ section, name, target, message });
    console.warn(`[bench] ${target} ${section} ${name}: ${message}`);
  }

  /** Keeps the latest detail of an item (a page's script list, an interaction's slowest event). */
  keep(section, name, target, detail) {
    this.#details.set(this.#key(section, name, target), detail);
  }

  kept(section, name, target) {
    return this.#details.get(this.#key(section, name, target));
  }
}
