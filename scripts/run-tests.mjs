#!/usr/bin/env node
// `npm test` after setup: the type check and every test tier, then one closing line `N passed, N failed`
// summed over all of them (CI reads it). Exits non-zero on any failure. The type check runs beside the node
// tier (tsc is one busy core for a minute, the node tier's sandbox tests wait on I/O); the other tiers run one
// after another, since each keeps both cores busy (browsers, sandboxes) and some share ports.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const countsDir = join(root, 'test-results/counts');

/** Each step's tiers run at once; the steps run in turn. A tier marked `buffered` prints its output when it ends. */
const STEPS = [
  [
    { name: 'typecheck', script: 'typecheck', counted: false, buffered: true },
    // mocha --parallel, two workers, each with one shared sandbox (test/support/sharedSandbox.ts).
    { name: 'node', script: 'test:node', counted: true },
  ],
  [{ name: 'browser', script: 'test:browser', counted: true }],
  [{ name: 'e2e', script: 'test:e2e', counted: true }],
  // Contract-derived hostile traffic against a real sandbox (~2 min); FUZZ_SEED reproduces a run.
  [{ name: 'fuzz', script: 'test:fuzz', counted: true }],
  // Two sandbox instances on one PostgreSQL behind nginx; skips (with the reason) when no PostgreSQL can be had.
  [{ name: 'multi', script: 'test:multi', counted: true }],
];

function readCounts(tier) {
  const file = join(countsDir, `${tier}.json`);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/** Runs one tier's npm script; answers its exit status and how long it took. */
function runTier(tier) {
  const started = Date.now();
  if (!tier.buffered) console.log(`\n=== ${tier.name} ===`);
  const child = spawn('npm', ['run', '--silent', tier.script], { cwd: root, stdio: tier.buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: process.env });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (status, signal) => {
      if (tier.buffered) console.log(`\n=== ${tier.name} ===\n${Buffer.concat(output).toString()}`);
      resolve({ status, signal, seconds: ((Date.now() - started) / 1000).toFixed(1) });
    });
  });
}

function countsOf(tier, { status, signal }) {
  const exitedCleanly = status === 0;
  let counts = tier.counted ? readCounts(tier.name) : null;
  if (!counts) counts = { passed: exitedCleanly ? 1 : 0, failed: exitedCleanly ? 0 : 1, skipped: 0 };
  // A tier that exits non-zero without a failed test still failed (a crash, a load error, a bad config).
  if (!exitedCleanly && counts.failed === 0) {
    counts.failed = 1;
    counts.failures = [`the tier exited ${status ?? signal} with no failed test (see its output above)`];
  }
  if (tier.counted && exitedCleanly && counts.passed === 0 && !counts.skipped) {
    console.error(`${tier.name}: ran no test`);
    counts.failed += 1;
  }
  return counts;
}

rmSync(countsDir, { recursive: true, force: true });
const results = [];
for (const step of STEPS) {
  const runs = await Promise.all(step.map(runTier));
  step.forEach((tier, index) => results.push({ tier: tier.name, seconds: runs[index].seconds, ...countsOf(tier, runs[index]) }));
}

console.log('\n=== summary ===');
for (const r of results) {
  for (const name of r.failures ?? []) console.log(`failed in ${r.tier}: ${name}`);
}
for (const r of results) {
  console.log(`${r.tier.padEnd(10)} ${String(r.passed).padStart(5)} passed ${String(r.failed).padStart(4)} failed ${String(r.skipped ?? 0).padStart(3)} skipped  ${r.seconds}s`);
}
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
