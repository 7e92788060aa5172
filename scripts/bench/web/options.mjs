// The command line of `npm run bench:web`: which commits, how many runs, which measurements.
import { parseArgs } from 'node:util';

/** Each measurement group, by the name its --skip-<name> option uses. */
export const GROUPS = ['lighthouse', 'floor', 'signed-in', 'interactions'];

export const USAGE = `npm run bench:web -- [options]
  --against <commit>    also build <commit> in a worktree and measure it, alternating with the working tree
  --runs <n>            runs of each measurement per build (default 3)
  --pages <a,b>         only these pages (public: home, retailer, category, offer; signed in: account, search, retailer)
  --interactions <a,b>  only these interactions (type-ahead, offer, account-tabs, cashout)
  --skip-lighthouse     no Lighthouse audits of the public pages (nor their floors)
  --skip-floor          no floor (the page's HTML without its scripts) beside each public page
  --skip-signed-in      no signed-in blocking time
  --skip-interactions   no interaction bench
  --help                this text`;

const list = (value) => (value === undefined ? undefined : value.split(',').map((name) => name.trim()).filter(Boolean));

/**
 * The options of `argv` (process.argv without node and the script); throws with a readable message on a bad one.
 * @param {string[]} argv
 */
export function parseOptions(argv) {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: {
      against: { type: 'string' },
      runs: { type: 'string', default: '3' },
      pages: { type: 'string' },
      interactions: { type: 'string' },
      help: { type: 'boolean', default: false },
      ...Object.fromEntries(GROUPS.map((group) => [`skip-${group}`, { type: 'boolean', default: false }])),
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number of at least 1, got ${values.runs}`);
  const skip = new Set(GROUPS.filter((group) => values[`skip-${group}`]));
  if (skip.has('lighthouse')) skip.add('floor');
  return { against: values.against, runs, pages: list(values.pages), interactions: list(values.interactions), skip, help: values.help };
}

/**
 * The named items `only` keeps (all when it is undefined); throws on a name none of them has, so a typo does not
 * pass as a run that measured nothing.
 * @template {{ name: string }} T
 * @param {T[]} items @param {string[] | undefined} only @param {string} what @param {string[]} [known] names valid elsewhere
 */
export function selected(items, only, what, known = []) {
  if (!only) return items;
  const unknown = only.filter((name) => !items.some((item) => item.name === name) && !known.includes(name));
  if (unknown.length) throw new Error(`no ${what} named ${unknown.join(', ')} (known: ${[...new Set([...items.map((item) => item.name), ...known])].join(', ')})`);
  return items.filter((item) => only.includes(item.name));
}
