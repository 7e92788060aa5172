import { expect } from 'chai';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { createSandboxServer } from '../../../../scripts/sandbox/server';
import { close, listenOnFreePort } from '../../../support/listen';

const SCRIPT = 'console.log(1);\n//# sourceMappingURL=main-abc123.js.map\n';
const MAP = JSON.stringify({ version: 3, sources: ['../../ui/main.tsx'], sourcesContent: ['secret source'], mappings: 'AAAA' });

/** A server over a built-looking dist/ (a script, its map and the map's precompressed siblings), started under that NODE_ENV. */
async function serveDist(distDir: string, nodeEnv: string | undefined): Promise<{ server: Server; base: string }> {
  const previous = process.env.NODE_ENV;
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
  try {
    const server = createSandboxServer({ distDir });
    return { server, base: await listenOnFreePort(server) };
  } finally {
    if (previous === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = previous;
  }
}

describe('sandbox http: source maps are served in the sandbox, not when NODE_ENV=production', () => {
  let distDir: string;

  before(() => {
    distDir = mkdtempSync(join(tmpdir(), 'clipback-dist-'));
    mkdirSync(join(distDir, 'assets'));
    writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(join(distDir, 'assets', 'main-abc123.js'), SCRIPT);
    writeFileSync(join(distDir, 'assets', 'main-abc123.js.map'), MAP);
    writeFileSync(join(distDir, 'assets', 'main-abc123.js.map.gz'), gzipSync(MAP));
    writeFileSync(join(distDir, 'assets', 'main-abc123.js.map.br'), brotliCompressSync(MAP));
  });
  after(() => rmSync(distDir, { recursive: true, force: true }));

  for (const [mode, nodeEnv, served] of [
    ['the sandbox (NODE_ENV unset)', undefined, true],
    ['development', 'development', true],
    ['production', 'production', false],
  ] as const) {
    it(`${mode}: the script is served and its map ${served ? 'is' : 'answers 404'}`, async () => {
      const { server, base } = await serveDist(distDir, nodeEnv);
      try {
        const script = await fetch(`${base}/assets/main-abc123.js`);
        expect(script.status).to.equal(200);
        // The comment stays (one build serves every mode): in production it names a 404, which only an open
        // DevTools asks for.
        expect(await script.text()).to.include('sourceMappingURL=main-abc123.js.map');
        for (const [path, encoding] of [
          ['/assets/main-abc123.js.map', 'identity'],
          ['/assets/main-abc123.js.map', 'gzip'],
          ['/assets/main-abc123.js.map', 'br'],
          ['/assets/main-abc123.js.map.gz', 'identity'],
          ['/assets/main-abc123.js.map.br', 'identity'],
        ] as const) {
          const response = await fetch(base + path, { headers: { 'accept-encoding': encoding } });
          const body = await response.text();
          if (served && !path.endsWith('.map')) continue; // siblings: whatever the sandbox does with them
          expect(response.status, `${path} (${encoding})`).to.equal(served ? 200 : 404);
          if (!served) expect(body, path).not.to.include('secret source');
        }
      } finally {
        await close(server);
      }
    });
  }
});
