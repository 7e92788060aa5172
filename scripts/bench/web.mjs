#!/usr/bin/env node
// `npm run bench:web`: issue 31's budgets, measured on this machine. Builds the working tree (and with
// `--against <commit>` that commit, in a worktree), starts each build's sandbox on a free port with a fresh data
// folder, and measures them in alternating runs:
// - Lighthouse (mobile) on the anonymous home, retailer, category and offer pages, each beside its floor: the same
//   HTML with its scripts removed, served through a proxy (web/floorProxy.mjs);
// - signed in as the demo shopper, the account, search results and retailer pages' blocking time at 4× CPU;
// - the interaction bench at 4× CPU: type-ahead, an offer's Add/Remove, the account tabs, the cashout steps.
// Prints each figure per build with head/base and each budget's pass or miss (web/budgets.mjs); exits 1 on a miss,
// 2 when nothing could be measured (a checkout, a build or a sandbox failed).
// `--help` lists the options (a subset of pages or measurements, the number of runs).
import { join } from 'node:path';
import { checkoutBase } from './web/baseCheckout.mjs';
import { launchBrowser, signedInContext } from './web/browser.mjs';
import { measureBlocking } from './web/blocking.mjs';
import { startFloorProxy } from './web/floorProxy.mjs';
import { INTERACTIONS, measureInteraction } from './web/interactions.mjs';
import { audit } from './web/lighthouse.mjs';
import { parseOptions, selected, USAGE } from './web/options.mjs';
import { PAGE_NAMES, publicPages, signedInPages } from './web/pages.mjs';
import { printReport } from './web/report.mjs';
import { Results } from './web/results.mjs';
import { buildIn, startSandbox } from './web/sandbox.mjs';

const REPO_ROOT = new URL('../../', import.meta.url).pathname;
const REPORT_DIR = join(REPO_ROOT, 'test-results', 'lighthouse');

let options;
let interactions;
try {
  options = parseOptions(process.argv.slice(2));
  // A misspelt name fails now, not after the builds.
  selected(PAGE_NAMES.map((name) => ({ name })), options.pages, 'page');
  interactions = options.skip.has('interactions') ? [] : selected(INTERACTIONS, options.interactions, 'interaction');
} catch (error) {
  console.error(`${error.message}\n\n${USAGE}`);
  process.exit(2);
}
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}
const { skip, runs } = options;

/** The builds measured: the working tree, and the base commit of --against. */
const builds = [{ target: 'head', root: REPO_ROOT, built: false }];
let baseLabel;
const cleanups = [];
const results = new Results();
/** Runs `measure`; a failure is recorded against the item and the run goes on. */
const attempt = async (section, name, target, measure) => {
  console.log(`[bench] ${target}: ${section} ${name}`);
  try {
    await measure();
  } catch (error) {
    results.fail(section, name, target, error);
  }
};

try {
  if (options.against) {
    const base = checkoutBase(REPO_ROOT, options.against);
    baseLabel = `${options.against} (${base.sha.slice(0, 10)})`;
    builds.push({ target: 'base', root: base.folder, built: base.built });
  }
  for (const build of builds) {
    console.log(`[bench] building ${build.target}${build.built ? ' (reusing its build)' : ''} in ${build.root}`);
    await buildIn(build.root, build);
  }
  for (const build of builds) {
    const sandbox = await startSandbox(build.root);
    cleanups.push(sandbox.stop);
    build.origin = sandbox.origin;
    build.publicPages = skip.has('lighthouse') ? [] : selected(await publicPages(build.origin), options.pages, 'page', PAGE_NAMES);
    build.signedInPages = skip.has('signed-in') ? [] : selected(await signedInPages(build.origin), options.pages, 'page', PAGE_NAMES);
    if (!skip.has('floor')) {
      const proxy = await startFloorProxy(build.origin);
      cleanups.push(proxy.close);
      build.floorOrigin = proxy.origin;
    }
    console.log(`[bench] ${build.target} runs at ${build.origin}${build.floorOrigin ? ` (floor at ${build.floorOrigin})` : ''}`);
  }
  const browser = builds[0].signedInPages.length || interactions.length ? await launchBrowser() : undefined;
  if (browser) cleanups.push(() => browser.close());

  for (let run = 1; run <= runs; run += 1) {
    console.log(`[bench] run ${run} of ${runs}`);
    // Page by page, head then base: both builds' figures of a page are taken close together in time.
    for (const [index, { name }] of builds[0].publicPages.entries()) {
      for (const build of builds) {
        const { path } = build.publicPages[index];
        const dist = join(build.root, 'dist');
        await attempt('lighthouse', name, build.target, async () => {
          const report = await audit({ url: `${build.origin}${path}`, reportFile: join(REPORT_DIR, `${build.target}-${name}.json`), dist });
          results.add('lighthouse', name, build.target, report.figures);
          results.keep('lighthouse', name, build.target, report);
          // Each run's figures as it ends: which runs an outlier came from (a noisy minute, a cold start).
          const { performance, lcpMs, tbtMs } = report.figures;
          console.log(`[bench]   performance ${performance}, LCP ${Math.round(lcpMs)} ms, TBT ${Math.round(tbtMs)} ms`);
        });
        if (!build.floorOrigin) continue;
        await attempt('lighthouse floor', name, build.target, async () => {
          const report = await audit({ url: `${build.floorOrigin}${path}`, reportFile: join(REPORT_DIR, `${build.target}-${name}-floor.json`), dist });
          results.add('lighthouse floor', name, build.target, report.figures);
        });
      }
    }
    if (!browser) continue;
    for (const build of builds) {
      // A fresh sign-in each run: every run starts from the same state.
      let context;
      await attempt('signed-in', 'sign-in', build.target, async () => {
        context = await signedInContext(browser, build.origin);
      });
      if (!context) continue;
      try {
        for (const page of build.signedInPages) {
          await attempt('signed-in', page.name, build.target, async () => {
            const { blockingMs, longTasks } = await measureBlocking(context, page);
            results.add('signed-in', page.name, build.target, { blockingMs });
            results.keep('signed-in', page.name, build.target, String(longTasks));
          });
        }
        for (const interaction of interactions) {
          await attempt('interactions', interaction.name, build.target, async () => {
            for (const { step, durationMs, event } of await measureInteraction(interaction, context, build.origin)) {
              results.add('interactions', step, build.target, { durationMs });
              results.keep('interactions', step, build.target, event);
            }
          });
        }
      } finally {
        await context.close();
      }
    }
  }
  const met = printReport(results, { runs, base: baseLabel, floor: !skip.has('floor') });
  process.exitCode = met ? 0 : 1;
} catch (error) {
  // Nothing measured (a build, a checkout or a sandbox failed): not a figure's miss.
  console.error(`[bench] ${error.message ?? error}`);
  process.exitCode = 2;
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup();
}
