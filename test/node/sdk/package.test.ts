import { expect } from 'chai';
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sendJson, startLoopbackServer, type LoopbackServer } from './loopbackServer';

// Asynchronous on purpose: the loopback server lives in this process and must keep answering while the
// consumer script runs.
const run = promisify(execFile);
const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const sdkDir = join(root, 'sdk');
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

/** What a consumer writes: plain Node, no build step, the published package only. */
const CONSUMER_SCRIPT = `
import { ApiError, AuthenticationError, createClipbackSdk, DEFAULT_TIMEOUTS_MS } from '@clipback/sdk';

const failures = [];
const sdk = createClipbackSdk({
  origin: process.env.CLIPBACK_ORIGIN,
  appToken: 'consumer-app',
  getAccessToken: () => 'consumer-token',
  onAuthenticationError: (error) => failures.push(error.name),
});
const { data: customer } = await sdk.main.GET('/v2/customers/{id}', { params: { path: { id: '42' } } });
const { retailerNode } = await sdk.content.retailerNode({ id: '3' });
let refused;
try {
  await sdk.main.GET('/v2/customers/{id}', { params: { path: { id: '401' } } });
} catch (error) {
  refused = { name: error.name, auth: error instanceof AuthenticationError, api: error instanceof ApiError, status: error.status };
}
console.log(JSON.stringify({ customer, retailerNode, refused, failures, node: process.versions.node, mainTimeout: DEFAULT_TIMEOUTS_MS.main }));
`;

/** A TypeScript consumer on Node's own module resolution: the shipped declarations must resolve and type the calls. */
const CONSUMER_TYPES = `
import { createClipbackSdk, type ApiError, type RetailerNodeQuery } from '@clipback/sdk';

const sdk = createClipbackSdk({ origin: 'http://127.0.0.1:1' });
export async function typed(): Promise<string | undefined> {
  const result: RetailerNodeQuery = await sdk.content.retailerNode({ id: '3' });
  const { data } = await sdk.main.GET('/v2/customers/{id}', { params: { path: { id: '42' } } });
  // @ts-expect-error not a path of the main API
  await sdk.main.GET('/no/such/path');
  // @ts-expect-error retailerNode needs an id
  await sdk.content.retailerNode({});
  const error: ApiError | undefined = undefined;
  return result.retailerNode?.name ?? (data ? 'customer' : error);
}
`;

describe('sdk: the published package', function () {
  this.timeout(120_000);
  let server: LoopbackServer;
  let workDir: string;

  before(async () => {
    server = await startLoopbackServer();
    server.answer((request, response) => {
      if (request.pathname === '/api/main/v2/customers/401') {
        sendJson(response, 401, { message: 'There was a problem authenticating your request', code: 'UNAUTHENTICATED' });
      } else if (request.pathname === '/api/main/v2/customers/42') {
        sendJson(response, 200, { id: '42', seenToken: request.headers.authorization, seenApp: request.headers['x-app-token'] });
      } else if (request.pathname === '/api/graphql') {
        sendJson(response, 200, { data: { retailerNode: { id: '3', name: 'Acme', location: request.headers['x-location'] } } });
      } else {
        sendJson(response, 404, { message: 'Not found' });
      }
    });
    workDir = mkdtempSync(join(tmpdir(), 'clipback-sdk-consumer-'));
  });

  after(async () => {
    await server.close();
    rmSync(workDir, { recursive: true, force: true });
  });

  it('packs (building first), installs into an empty folder outside the repository and works from Node', async () => {
    expect(workDir.startsWith(root)).to.equal(false);
    const packDir = join(workDir, 'pack');
    const appDir = join(workDir, 'app');
    for (const dir of [packDir, appDir]) mkdirSync(dir);
    await run(process.execPath, [join(sdkDir, 'build.mjs')], { cwd: root });
    await run('npm', ['pack', '--pack-destination', packDir], { cwd: sdkDir, env: { ...process.env, npm_config_loglevel: 'error' } }).catch(
      (error: Error & { stderr?: string }) => {
        throw new Error(`npm pack failed: ${error.message}\n${error.stderr ?? ''}`);
      },
    );
    const tarballs = readdirSync(packDir).filter((name) => name.endsWith('.tgz'));
    expect(tarballs).to.deep.equal(['clipback-sdk-0.1.0.tgz']);

    writeFileSync(join(appDir, 'package.json'), JSON.stringify({ name: 'sdk-consumer', private: true, type: 'module' }));
    await run('npm', ['install', '--no-audit', '--no-fund', join(packDir, tarballs[0]!)], {
      cwd: appDir,
      env: { ...process.env, npm_config_loglevel: 'error' },
    }).catch((error: Error & { stderr?: string }) => {
      throw new Error(`npm install failed: ${error.message}\n${error.stderr ?? ''}`);
    });
    const installed = join(appDir, 'node_modules/@clipback/sdk');
    expect(readdirSync(installed).sort()).to.deep.equal(['README.md', 'dist', 'package.json']);
    expect(existsSync(join(installed, 'dist/index.js'))).to.equal(true);
    expect(existsSync(join(installed, 'dist/index.d.ts'))).to.equal(true);
    expect(existsSync(join(appDir, 'node_modules/openapi-fetch'))).to.equal(true);

    writeFileSync(join(appDir, 'consumer.mjs'), CONSUMER_SCRIPT);
    const { stdout } = await run(process.execPath, ['consumer.mjs'], {
      cwd: appDir,
      env: { ...process.env, CLIPBACK_ORIGIN: server.origin },
    });
    const result = JSON.parse(stdout.trim().split('\n').pop() ?? '{}');
    expect(result.node.split('.')[0]).to.equal('20');
    expect(result.customer).to.deep.equal({ id: '42', seenToken: 'Bearer consumer-token', seenApp: 'consumer-app' });
    expect(result.retailerNode).to.deep.equal({ id: '3', name: 'Acme', location: ',,80011,,' });
    expect(result.refused).to.deep.equal({ name: 'AuthenticationError', auth: true, api: true, status: 401 });
    expect(result.failures).to.deep.equal(['AuthenticationError']);
    expect(result.mainTimeout).to.equal(10_000);

    writeFileSync(join(appDir, 'consumer.ts'), CONSUMER_TYPES);
    writeFileSync(
      join(appDir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          lib: ['ES2022', 'DOM'],
          types: [],
          strict: true,
          noEmit: true,
          skipLibCheck: false,
        },
        files: ['consumer.ts'],
      }),
    );
    await run(process.execPath, [tsc, '-p', 'tsconfig.json'], { cwd: appDir }).catch(
      (error: Error & { stdout?: string }) => {
        throw new Error(`the consumer does not type-check against the package:\n${error.stdout ?? error.message}`);
      },
    );
  });
});
