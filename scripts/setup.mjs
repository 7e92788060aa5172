#!/usr/bin/env node
// Bootstraps a fresh clone before anything else runs, so it may use Node's built-ins only:
// `node_modules` may not exist yet. `--for start` installs npm dependencies; `--for test` also makes
// sure Debian's Chromium is present for the browser and end-to-end tiers, and Debian's `postgresql` and
// `nginx` for the two-instance tier.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM_PATH = '/usr/bin/chromium';
const POSTGRES_DIR = '/usr/lib/postgresql';
const NGINX_PATH = '/usr/sbin/nginx';
const purpose = process.argv.includes('--for') ? process.argv[process.argv.indexOf('--for') + 1] : 'start';

function log(message) {
  console.log(`[setup] ${message}`);
}

function fail(message) {
  console.error(`[setup] ${message}`);
  process.exit(1);
}

function run(command, args, options = {}) {
  execFileSync(command, args, { cwd: root, stdio: 'inherit', ...options });
}

/** The lock file's hash, recorded after a successful install, says whether node_modules matches it. */
function ensureNodeModules(projectDir, label) {
  const lockFile = join(projectDir, 'package-lock.json');
  const marker = join(projectDir, 'node_modules', '.clipback-installed');
  if (!existsSync(lockFile)) fail(`${label}: package-lock.json is missing; it must be committed.`);
  const lockHash = createHash('sha256').update(readFileSync(lockFile)).digest('hex');
  if (existsSync(marker) && readFileSync(marker, 'utf8') === lockHash) return;
  log(`${label}: installing npm dependencies (npm ci)…`);
  run('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: projectDir,
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
  writeFileSync(marker, lockHash);
}

function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    fail(
      `Chromium is missing at ${CHROMIUM_PATH} and this user cannot install it.\n` +
        `         Install Debian's package as root: apt-get update && apt-get install -y chromium`,
    );
  }
  log('installing Debian chromium (apt-get)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  try {
    run('apt-get', ['update', '-qq'], { env });
    run('apt-get', ['install', '-y', '-qq', 'chromium'], { env });
  } catch {
    fail('apt-get could not install chromium; the browser and end-to-end tiers need it.');
  }
  if (!existsSync(CHROMIUM_PATH)) fail(`chromium installed but ${CHROMIUM_PATH} is still missing.`);
}

const hasPostgres = () =>
  existsSync(POSTGRES_DIR) && readdirSync(POSTGRES_DIR).some((version) => existsSync(join(POSTGRES_DIR, version, 'bin', 'initdb')));

/**
 * The two-instance tier (test/multi) starts a throwaway PostgreSQL cluster (unless DATABASE_URL names one)
 * and puts nginx in front of two sandbox instances. Without PostgreSQL the tier skips with its reason;
 * without nginx it cannot run, so a missing nginx that cannot be installed stops the setup.
 */
function ensureMultiInstanceTools() {
  const missing = [];
  if (!process.env.DATABASE_URL && !hasPostgres()) missing.push('postgresql');
  if (!existsSync(NGINX_PATH)) missing.push('nginx');
  if (missing.length === 0) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    if (missing.includes('nginx')) {
      fail(`nginx is missing at ${NGINX_PATH} and this user cannot install it.\n         Install Debian's packages as root: apt-get update && apt-get install -y ${missing.join(' ')}`);
    }
    log('PostgreSQL is missing and this user cannot install it: the two-instance tier will be skipped (set DATABASE_URL, or apt-get install -y postgresql as root).');
    return;
  }
  log(`installing Debian ${missing.join(' and ')} (apt-get)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  try {
    run('apt-get', ['update', '-qq'], { env });
    run('apt-get', ['install', '-y', '-qq', ...missing], { env });
  } catch {
    fail(`apt-get could not install ${missing.join(' and ')}; the two-instance tier needs them.`);
  }
  if (!existsSync(NGINX_PATH)) fail(`nginx installed but ${NGINX_PATH} is still missing.`);
  if (!process.env.DATABASE_URL && !hasPostgres()) fail(`postgresql installed but no initdb under ${POSTGRES_DIR}.`);
}

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) fail(`Node ${process.versions.node} is too old: Clipback needs Node 20.19 or newer.`);

ensureNodeModules(root, 'app');
if (purpose === 'test') {
  ensureChromium();
  ensureMultiInstanceTools();
}
