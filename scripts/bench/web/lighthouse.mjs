// Lighthouse 12 (mobile emulation, simulated throttling) on Debian's Chromium: one audited page's figures.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../test/support/chromium.mjs';

/**
 * A Chrome for one audit; `kill()` ends it and drops its profile. One Chrome for every audit of a run measured each
 * page with the last one's leftovers: the same site's pages share a renderer process, and a page started with V8
 * tearing down the previous one's heap (an 80-110 ms task of garbage collection and deoptimisation before the
 * page's first task, counted into its blocking time: a home page read TBT 244 ms after the other build's, 0 ms
 * after its own). A shopper's page has a process of its own; Lighthouse's command line launches a Chrome per run.
 */
async function launchChrome() {
  const userDataDir = mkdtempSync(join(tmpdir(), 'clipback-bench-chrome-'));
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    userDataDir,
  });
  return {
    port: chrome.port,
    kill: async () => {
      await chrome.kill();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/** Lighthouse's report, tried again when its trace breaks (NO_NAVSTART on a busy machine): a report or a clear error. */
async function audited(url, port, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    const { lhr } = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      formFactor: 'mobile',
    });
    if (!lhr.runtimeError) return lhr;
    if (attempt >= attempts) throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    console.warn(`[bench] Lighthouse ${lhr.runtimeError.code} on ${url}; measuring again (${attempt}/${attempts - 1})`);
  }
}

/** The .gz size of a built file the report names (0 when it is not one of `dist`'s). */
function gzipBytesOf(dist, url) {
  const path = join(dist, new URL(url).pathname);
  if (existsSync(`${path}.gz`)) return statSync(`${path}.gz`).size;
  return existsSync(path) && statSync(path).isFile() ? gzipSync(readFileSync(path), { level: 9 }).length : 0;
}

/**
 * Audits `url` in a Chrome of its own and answers its figures; the full report is kept in `reportFile` for digging
 * into a figure.
 * @param {{ url: string, reportFile: string, dist: string }} options
 */
export async function audit({ url, reportFile, dist }) {
  const chrome = await launchChrome();
  let lhr;
  try {
    lhr = await audited(url, chrome.port);
  } finally {
    await chrome.kill();
  }
  mkdirSync(join(reportFile, '..'), { recursive: true });
  writeFileSync(reportFile, JSON.stringify(lhr));
  // A redirect (an unknown retailer goes to /retailers) would measure another page than the one named.
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) throw new Error(`${url} ended on ${lhr.finalDisplayedUrl}`);
  const audits = lhr.audits;
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const scripts = (audits['network-requests']?.details?.items ?? []).filter((item) => item.resourceType === 'Script');
  const accessibilityIds = new Set(lhr.categories.accessibility.auditRefs.map((ref) => ref.id));
  return {
    figures: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      lcpMs: audits['largest-contentful-paint'].numericValue,
      tbtMs: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      scriptKb: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
    },
    scripts: scripts.map((item) => ({ path: new URL(item.url).pathname, transferred: item.transferSize ?? 0, gzip: gzipBytesOf(dist, item.url) })),
    layoutShifts: (audits['layout-shifts']?.details?.items ?? []).slice(0, 3).map((item) => ({
      score: item.score,
      node: item.node?.selector ?? item.node?.snippet ?? 'unknown',
    })),
    failedAccessibility: Object.values(audits).filter((a) => accessibilityIds.has(a.id) && a.score !== null && a.score < 1).map((a) => a.id),
  };
}
