import { expect } from 'chai';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { createSandboxServer } from '../../../scripts/sandbox/server';
import { close, listenOnFreePort } from '../../support/listen';

const INDEX = '<!doctype html><div id="root"></div><script type="module" src="/assets/main-ABC123.js"></script>';
const ENTRY = 'console.log("clipback");'.repeat(20);

describe('sandbox server: the built app', () => {
  let distDir: string;
  let server: Server;
  let base: string;

  before(async () => {
    distDir = mkdtempSync(join(tmpdir(), 'clipback-dist-'));
    mkdirSync(join(distDir, 'assets'));
    writeFileSync(join(distDir, 'index.html'), INDEX);
    writeFileSync(join(distDir, 'assets/main-ABC123.js'), ENTRY);
    writeFileSync(join(distDir, 'assets/main-ABC123.js.gz'), gzipSync(ENTRY));
    writeFileSync(join(distDir, 'assets/main-ABC123.js.br'), brotliCompressSync(ENTRY));
    writeFileSync(join(distDir, 'assets/main-ABC123.css'), 'body{margin:0}');
    writeFileSync(join(distDir, 'sw.js'), 'self.addEventListener("fetch",()=>{});');
    writeFileSync(join(tmpdir(), 'clipback-secret.txt'), 'outside dist');
    server = createSandboxServer({ distDir });
    base = await listenOnFreePort(server);
  });

  after(async () => {
    await close(server);
    rmSync(distDir, { recursive: true, force: true });
  });

  const raw = (path: string, headers: Record<string, string> = {}) =>
    fetch(base + path, { headers: { 'accept-encoding': 'identity', ...headers } });

  it('answers /healthz with 200 once listening', async () => {
    const response = await raw('/healthz');
    expect(response.status).to.equal(200);
    expect(await response.json()).to.deep.equal({ status: 'ok' });
  });

  it('answers / with the app itself, not a redirect to /home (a round trip before the first view, issue 31)', async () => {
    const response = await fetch(`${base}/?friend=ABC`, { redirect: 'manual' });
    expect(response.status).to.equal(200);
    expect(await response.text()).to.equal(INDEX);
  });

  for (const path of ['/', '/home', '/retailers/Acme_Market/1234', '/offers/Fresh_Milk/99?retailerId=3']) {
    it(`serves index.html for the app route ${path}, never cached`, async () => {
      const response = await raw(path);
      expect(response.status).to.equal(200);
      expect(response.headers.get('content-type')).to.match(/^text\/html/);
      expect(response.headers.get('cache-control')).to.equal('no-cache');
      expect(await response.text()).to.equal(INDEX);
    });
  }

  it('serves hashed assets as immutable for a year', async () => {
    const response = await raw('/assets/main-ABC123.js');
    expect(response.status).to.equal(200);
    expect(response.headers.get('cache-control')).to.equal('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).to.match(/^text\/javascript/);
    expect(await response.text()).to.equal(ENTRY);
  });

  /** Reads the bytes as sent, without fetch's transparent decoding. */
  function rawBytes(path: string, acceptEncoding: string) {
    return new Promise<{ encoding: string | undefined; vary: string | undefined; body: Buffer }>((resolve, reject) => {
      get(base + path, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            encoding: response.headers['content-encoding'],
            vary: response.headers.vary,
            body: Buffer.concat(chunks),
          }),
        );
      }).on('error', reject);
    });
  }

  it('serves brotli when accepted, else gzip, with the same content', async () => {
    const brotli = await rawBytes('/assets/main-ABC123.js', 'gzip, deflate, br');
    expect(brotli.encoding).to.equal('br');
    expect(brotli.vary).to.equal('Accept-Encoding');
    expect(brotliDecompressSync(brotli.body).toString()).to.equal(ENTRY);
    const gzip = await rawBytes('/assets/main-ABC123.js', 'gzip');
    expect(gzip.encoding).to.equal('gzip');
    expect(gunzipSync(gzip.body).toString()).to.equal(ENTRY);
    const plain = await rawBytes('/assets/main-ABC123.js', 'identity');
    expect(plain.encoding).to.equal(undefined);
    expect(plain.body.toString()).to.equal(ENTRY);
  });

  it('answers 404 JSON for a missing asset instead of the app', async () => {
    const response = await raw('/assets/missing-XYZ.js');
    expect(response.status).to.equal(404);
    expect(await response.json()).to.deep.equal({ message: 'Not found' });
  });

  for (const path of ['/..%2f..%2fclipback-secret.txt', '/assets/..%2f..%2f..%2fclipback-secret.txt', '/%00.js']) {
    it(`never serves a file outside dist/ (${path})`, async () => {
      const response = await raw(path);
      expect(response.status).to.equal(404);
      expect(await response.text()).not.to.contain('outside dist');
    });
  }

  it('sends the security headers on every response a browser may show or run as a worker', async () => {
    for (const path of ['/', '/healthz', '/assets/missing.js', '/sw.js']) {
      const response = await raw(path);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp, path).to.contain("frame-ancestors 'none'");
      expect(csp, path).to.contain("script-src 'self'");
      expect(csp, path).not.to.contain('unsafe-inline');
      expect(response.headers.get('x-content-type-options'), path).to.equal('nosniff');
      expect(response.headers.get('referrer-policy'), path).to.equal('strict-origin-when-cross-origin');
    }
  });

  it("sends a page's scripts and stylesheets without the headers only a document acts on", async () => {
    for (const path of ['/assets/main-ABC123.js', '/assets/main-ABC123.css']) {
      const response = await raw(path);
      expect(response.status, path).to.equal(200);
      for (const name of ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy', 'permissions-policy']) {
        expect(response.headers.get(name), `${path} ${name}`).to.equal(null);
      }
      expect(response.headers.get('x-content-type-options'), path).to.equal('nosniff');
      expect(response.headers.get('referrer-policy'), path).to.equal('strict-origin-when-cross-origin');
    }
  });

  it('keeps serving the app it last read while index.html is gone (a rebuild swapping dist/), not "Not found"', async () => {
    expect(await (await raw('/home')).text()).to.equal(INDEX);
    rmSync(join(distDir, 'index.html'));
    try {
      for (const path of ['/home', '/retailers/Acme_Market/1234', '/']) {
        const response = await raw(path);
        expect(response.status, path).to.equal(200);
        expect(response.headers.get('content-type'), path).to.match(/^text\/html/);
        expect(await response.text(), path).to.equal(INDEX);
      }
    } finally {
      writeFileSync(join(distDir, 'index.html'), INDEX);
    }
  });

  it('answers HEAD without a body and refuses to serve files for POST', async () => {
    const head = await fetch(base + '/home', { method: 'HEAD' });
    expect(head.status).to.equal(200);
    expect(await head.text()).to.equal('');
    const post = await fetch(base + '/home', { method: 'POST' });
    expect(post.status).to.equal(404);
  });
});

describe('sandbox server: legacy path redirects', () => {
  let distDir: string;
  let server: Server;
  let base: string;

  before(async () => {
    distDir = mkdtempSync(join(tmpdir(), 'clipback-dist-'));
    writeFileSync(join(distDir, 'index.html'), INDEX);
    server = createSandboxServer({ distDir });
    base = await listenOnFreePort(server);
  });

  after(async () => {
    await close(server);
    rmSync(distDir, { recursive: true, force: true });
  });

  const cases: [string, string][] = [
    ['/retailers/', '/retailers'],
    ['/Retailers/Acme_Market/12', '/retailers/Acme_Market/12'],
    ['/signup?friend=XYZ', '/register?friend=XYZ'],
  ];
  for (const [from, to] of cases) {
    it(`answers ${from} with 301 to ${to}`, async () => {
      const response = await fetch(base + from, { redirect: 'manual' });
      expect(response.status).to.equal(301);
      expect(response.headers.get('location')).to.equal(to);
    });
  }

  for (const hostile of ['//evil.example/', '///evil.example/x/', '/%2F%2Fevil.example/']) {
    it(`never redirects ${hostile} to another origin`, async () => {
      const response = await fetch(base + hostile, { redirect: 'manual' });
      const location = response.headers.get('location');
      if (location !== null) {
        expect(location).to.match(/^\/[^/\\]/);
        expect(new URL(location, base).origin).to.equal(new URL(base).origin);
      }
    });
  }
});
