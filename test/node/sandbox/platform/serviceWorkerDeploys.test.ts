import { expect } from 'chai';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { SERVICE_WORKER_PATH } from '../../../../domain/platform/serviceWorker';
import { ServiceWorkerDeploys } from '../../../../scripts/sandbox/http/serviceWorkerDeploys';
import { createSandboxServer } from '../../../../scripts/sandbox/server';
import { sandboxOnlyService } from '../../../../scripts/sandbox/services/sandbox';
import type { SandboxDeps } from '../../../../scripts/sandbox/services/SandboxDeps';
import { SERVICE_WORKER_DEPLOYS_PATH, serviceWorkerDeploysService } from '../../../../scripts/sandbox/services/serviceWorkerDeploys';
import { close, listenOnFreePort } from '../../../support/listen';

const BUILT_WORKER = 'self.addEventListener("message",()=>{});'.repeat(40);
const INDEX = '<!doctype html><div id="root"></div>';

describe('sandbox: deploying a new service worker (sandbox-only)', () => {
  let distDir: string;
  const servers: Server[] = [];

  before(() => {
    distDir = mkdtempSync(join(tmpdir(), 'clipback-sw-dist-'));
    writeFileSync(join(distDir, 'index.html'), INDEX);
    writeFileSync(join(distDir, 'sw.js'), BUILT_WORKER);
    writeFileSync(join(distDir, 'sw.js.br'), brotliCompressSync(BUILT_WORKER));
    writeFileSync(join(distDir, 'sw.js.gz'), gzipSync(BUILT_WORKER));
  });
  after(async () => {
    await Promise.all(servers.map(close));
    rmSync(distDir, { recursive: true, force: true });
  });

  /** A server with the deploy endpoint, switched on or off as SANDBOX_ENDPOINTS would. */
  async function sandbox(endpointsOn: boolean): Promise<string> {
    const serviceWorkerDeploys = new ServiceWorkerDeploys();
    const service = serviceWorkerDeploysService({ serviceWorkerDeploys } as unknown as SandboxDeps);
    const server = createSandboxServer({ distDir, services: [sandboxOnlyService(service, endpointsOn)], serviceWorkerDeploys });
    servers.push(server);
    return listenOnFreePort(server);
  }
  const worker = (base: string) => fetch(base + SERVICE_WORKER_PATH, { headers: { 'accept-encoding': 'br, gzip' } });
  const deploy = (base: string, method = 'POST') => fetch(base + SERVICE_WORKER_DEPLOYS_PATH, { method });

  it('serves the built worker, never cached, until a deploy; then new bytes each deploy, still never cached', async () => {
    const base = await sandbox(true);
    const built = await worker(base);
    expect(built.headers.get('content-encoding')).to.equal('br');
    expect(built.headers.get('cache-control')).to.equal('no-cache');
    expect(await built.text()).to.equal(BUILT_WORKER);

    const first = await deploy(base);
    expect(first.status).to.equal(201);
    expect(await first.json()).to.deep.equal({ deploy: 1 });
    const deployed = await worker(base);
    expect(deployed.headers.get('cache-control')).to.equal('no-cache');
    expect(deployed.headers.get('content-type')).to.match(/^text\/javascript/);
    const firstScript = await deployed.text();
    expect(firstScript.startsWith(BUILT_WORKER)).to.equal(true);
    expect(firstScript).not.to.equal(BUILT_WORKER);

    expect(await (await deploy(base)).json()).to.deep.equal({ deploy: 2 });
    const secondScript = await (await worker(base)).text();
    expect(secondScript.startsWith(BUILT_WORKER)).to.equal(true);
    expect(secondScript).not.to.equal(firstScript);
    // Only the worker script changes.
    expect(await (await fetch(`${base}/home`)).text()).to.equal(INDEX);
  });

  it('answers 405 to anything but POST, and 404 beside its one route', async () => {
    const base = await sandbox(true);
    const get = await deploy(base, 'GET');
    expect(get.status).to.equal(405);
    expect(get.headers.get('allow')).to.equal('POST');
    expect((await fetch(`${base}/sandbox/service-worker/other`, { method: 'POST' })).status).to.equal(404);
    expect(await (await worker(base)).text()).to.equal(BUILT_WORKER);
  });

  it('with SANDBOX_ENDPOINTS=off, cannot be reached: the built worker stays', async () => {
    const base = await sandbox(false);
    expect((await deploy(base)).status).to.equal(404);
    expect(await (await worker(base)).text()).to.equal(BUILT_WORKER);
  });
});
