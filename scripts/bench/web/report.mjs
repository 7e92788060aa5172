// Prints a bench run: per section, each item's figures for head (the working tree) and, with --against, the base
// beside it with head/base, and each budget's pass or miss on head's median. Answers whether any budget was missed.
import { BUDGET, budgetText, meets } from './budgets.mjs';
import { median, ratio, spread } from './figures.mjs';
import { printTable } from './table.mjs';

/** Lighthouse's figures of a page, in print order, with their budgets. */
const LIGHTHOUSE_FIGURES = [
  { figure: 'performance', label: 'performance', digits: 0, budget: BUDGET.performance },
  { figure: 'accessibility', label: 'accessibility', digits: 0, budget: BUDGET.accessibility },
  { figure: 'bestPractices', label: 'best practices', digits: 0 },
  { figure: 'lcpMs', label: 'LCP ms', digits: 0, budget: BUDGET.lcpMs },
  { figure: 'tbtMs', label: 'TBT ms', digits: 0, budget: BUDGET.tbtMs },
  { figure: 'cls', label: 'CLS', digits: 3, budget: BUDGET.cls },
];

/**
 * @param {import('./results.mjs').Results} results
 * @param {{ runs: number, base?: string, floor: boolean }} run
 */
export function printReport(results, { runs, base, floor }) {
  let missed = false;
  const targets = base ? ['head', 'base'] : ['head'];
  /** The verdict cell of a head figure: its budget met or missed; no figure is a miss too (the budget is not shown to hold). */
  const verdict = (budget, values) => {
    if (!budget) return '';
    const ok = values.length > 0 && meets(budget, median(values));
    if (!ok) missed = true;
    return values.length ? (ok ? 'pass' : 'MISS') : 'no figure';
  };
  const byTarget = (section, name, figure) => Object.fromEntries(targets.map((target) => [target, results.values(section, name, figure, target)]));
  const floorCell = (section, name, figure, target, digits) => {
    const values = results.values(`${section} floor`, name, figure, target);
    return values.length ? median(values).toFixed(digits) : '–';
  };
  const printErrors = (section) => {
    for (const error of results.errors.filter((candidate) => candidate.section.startsWith(section))) {
      console.log(`  ! ${error.target} ${error.section} ${error.name}: ${error.message}`);
    }
  };

  console.log(`\n${runs} run${runs > 1 ? 's' : ''} per build; figures are median (min–max)${base ? `; base is ${base}` : ''}`);

  if (results.names('lighthouse').length) {
    console.log(`\nLighthouse 12, mobile (simulated throttling)${floor ? '; floor: the same HTML without its scripts (median)' : ''}`);
    const header = ['', 'head', ...(floor ? ['floor'] : []), ...(base ? ['base', ...(floor ? ['base floor'] : []), 'head/base'] : []), 'budget', ''];
    for (const name of results.names('lighthouse')) {
      const rows = [[name, ...header.slice(1)]];
      for (const { figure, label, digits, budget } of LIGHTHOUSE_FIGURES) {
        const values = byTarget('lighthouse', name, figure);
        rows.push([
          `  ${label}`,
          spread(values.head, digits),
          ...(floor ? [floorCell('lighthouse', name, figure, 'head', digits)] : []),
          ...(base ? [spread(values.base, digits), ...(floor ? [floorCell('lighthouse', name, figure, 'base', digits)] : []), ratio(values.head, values.base, digits)] : []),
          budget ? budgetText(budget) : '',
          verdict(budget, values.head),
        ]);
      }
      printTable(rows);
      const details = results.kept('lighthouse', name, 'head');
      for (const shift of (details?.layoutShifts ?? []).filter((candidate) => candidate.score >= 0.001)) console.log(`  layout shift ${shift.score.toFixed(3)}: ${shift.node}`);
      if (details?.failedAccessibility?.length) console.log(`  accessibility audits not passed: ${details.failedAccessibility.join(', ')}`);
    }
    printErrors('lighthouse');
  }

  if (results.names('lighthouse').includes('home')) {
    const values = byTarget('lighthouse', 'home', 'scriptKb');
    console.log('\nhome page start-up script (transferred, as Lighthouse counts it)');
    printTable([
      ['', 'head', ...(base ? ['base', 'head/base'] : []), 'budget', ''],
      ['  KB', spread(values.head, 1), ...(base ? [spread(values.base, 1), ratio(values.head, values.base, 1)] : []), budgetText(BUDGET.homeScriptKb), verdict(BUDGET.homeScriptKb, values.head)],
    ]);
    const kb = (bytes) => (bytes / 1024).toFixed(1);
    const scripts = results.kept('lighthouse', 'home', 'head')?.scripts ?? [];
    printTable([['  head, by file', 'KB sent', '.gz KB'], ...scripts.map((script) => [`  ${script.path}`, kb(script.transferred), kb(script.gzip)])]);
  }

  const timingSection = (section, title, budget, figure, detail) => {
    if (!results.names(section).length) return;
    console.log(`\n${title}`);
    const rows = [['', 'head', ...(base ? ['base', 'head/base'] : []), 'budget', '', `${detail} (head, last run)`]];
    for (const name of results.names(section)) {
      const values = byTarget(section, name, figure);
      const compared = base ? [spread(values.base, 0), ratio(values.head, values.base, 0)] : [];
      rows.push([`  ${name}`, spread(values.head, 0), ...compared, budgetText(budget), verdict(budget, values.head), results.kept(section, name, 'head') ?? '']);
    }
    printTable(rows);
    printErrors(section);
  };
  timingSection('signed-in', 'Signed-in blocking time, ms (long tasks over 50 ms until the content shows and the network is quiet, 4× CPU)', BUDGET.signedInBlockingMs, 'blockingMs', 'long tasks');
  timingSection('interactions', 'Interactions, ms (slowest event-timing entry of each step, 4× CPU)', BUDGET.interactionMs, 'durationMs', 'slowest event');

  const headErrors = results.errors.filter((error) => error.target === 'head').length;
  if (headErrors) missed = true;
  console.log(`\nbudgets: ${missed ? `MISSED${headErrors ? ` (${headErrors} measurement${headErrors > 1 ? 's' : ''} of head failed)` : ''}` : 'met'}`);
  return !missed;
}
