import { expect } from 'chai';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CONTENT_SECURITY_POLICY, contentSecurityPolicy } from '../../../../scripts/sandbox/http/securityHeaders';
import { inlineScriptsOf } from '../../../../scripts/sandbox/http/staticFiles';
import { createSandboxServer } from '../../../../scripts/sandbox/server';
import { close, listenOnFreePort } from '../../../support/listen';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The directive of a policy that starts with `name`, e.g. "script-src 'self' 'sha256-…'". */
function directive(policy: string, name: string): string | undefined {
  return policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part === name || part.startsWith(`${name} `));
}

/** An index.html shaped like build.mjs writes it. */
function page(importMap: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Clipback</title>
<script type="importmap">${importMap}</script>
<link rel="modulepreload" href="/assets/main-X.js">
<script type="module" src="/assets/main-X.js"></script>
</head>
<body><div id="root"></div></body>
</html>
`;
}

const MAP_ONE = JSON.stringify({ imports: { '@clipback/startup': '/assets/main-X.js' } });
const MAP_TWO = JSON.stringify({ imports: { '@clipback/startup': '/assets/main-Y.js' } });

describe('security headers: contentSecurityPolicy', () => {
  it("without inline scripts allows scripts from 'self' only", () => {
    const policy = contentSecurityPolicy();
    expect(directive(policy, 'default-src')).to.equal("default-src 'self'");
    expect(directive(policy, 'script-src')).to.equal("script-src 'self'");
    expect(directive(policy, 'object-src')).to.equal("object-src 'none'");
    expect(directive(policy, 'frame-ancestors')).to.equal("frame-ancestors 'none'");
    expect(policy).not.to.contain('sha256-');
    expect(policy).not.to.contain('unsafe-inline');
    expect(contentSecurityPolicy([])).to.equal(policy);
    expect(CONTENT_SECURITY_POLICY).to.equal(policy);
  });

  it('adds one sha256 source per inline script to script-src and changes nothing else', () => {
    const scripts = [MAP_ONE, 'console.log("é")'];
    const policy = contentSecurityPolicy(scripts);
    expect(directive(policy, 'script-src')).to.equal(`script-src 'self' ${sha256(MAP_ONE)} ${sha256('console.log("é")')}`);
    const others = (text: string) => text.split('; ').filter((part) => !part.startsWith('script-src'));
    expect(others(policy)).to.deep.equal(others(CONTENT_SECURITY_POLICY));
  });
});

describe('static files: inlineScriptsOf', () => {
  it('answers the body of the import map and skips scripts loaded by src', () => {
    expect(inlineScriptsOf(page(MAP_ONE))).to.deep.equal([MAP_ONE]);
  });

  it('skips a script whose src is its first attribute', () => {
    expect(inlineScriptsOf('<script src="/a.js"></script><script>one()</script>')).to.deep.equal(['one()']);
  });

  it('keeps each inline body exactly as written, in page order', () => {
    const html = '<script type="importmap">\n  {"imports":{}}\n</script><p>x</p><script data-source="x">two()</script><script></script>';
    expect(inlineScriptsOf(html)).to.deep.equal(['\n  {"imports":{}}\n', 'two()', '']);
  });

  it('answers nothing for a page without inline scripts', () => {
    expect(inlineScriptsOf('<!doctype html><script type="module" src="/assets/main.js"></script>')).to.deep.equal([]);
  });
});

describe('sandbox server: the app page allows its import map by hash', () => {
  let distDir: string;
  let server: Server;
  let base: string;

  before(async () => {
    distDir = mkdtempSync(join(tmpdir(), 'clipback-policy-'));
    mkdirSync(join(distDir, 'assets'));
    writeFileSync(join(distDir, 'index.html'), page(MAP_ONE));
    writeFileSync(join(distDir, 'assets/main-X.js'), 'export const x = 1;');
    server = createSandboxServer({ distDir });
    base = await listenOnFreePort(server);
  });

  after(async () => {
    await close(server);
    rmSync(distDir, { recursive: true, force: true });
  });

  /** node:http so the bytes and headers are as sent. */
  function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
    return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const outgoing = request(base + path, { method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      });
      outgoing.on('error', reject);
      outgoing.end();
    });
  }

  const policyOf = (headers: IncomingHttpHeaders) => {
    const policy = headers['content-security-policy'];
    expect(policy, 'one Content-Security-Policy header').to.be.a('string');
    return policy as string;
  };

  for (const path of ['/home', '/retailers/Acme_Market/12', '/index.html']) {
    it(`serves ${path} with script-src 'self' plus the import map's hash, and nothing else inline`, async () => {
      const response = await get(path);
      expect(response.status).to.equal(200);
      expect(response.body.toString('utf8')).to.equal(page(MAP_ONE));
      const policy = policyOf(response.headers);
      expect(directive(policy, 'script-src')).to.equal(`script-src 'self' ${sha256(MAP_ONE)}`);
      expect(policy.match(/script-src/g)).to.have.length(1);
      expect(policy).not.to.contain('unsafe-inline');
      expect(directive(policy, 'default-src')).to.equal("default-src 'self'");
      expect(directive(policy, 'frame-ancestors')).to.equal("frame-ancestors 'none'");
      // The other security headers still come from applySecurityHeaders.
      expect(response.headers['x-content-type-options']).to.equal('nosniff');
    });
  }

  it('hashes the import map when the page goes out precompressed, and on HEAD', async () => {
    writeFileSync(join(distDir, 'index.html.gz'), gzipSync(page(MAP_ONE)));
    try {
      const gzipped = await get('/home', { 'accept-encoding': 'gzip' });
      expect(gzipped.headers['content-encoding']).to.equal('gzip');
      expect(directive(policyOf(gzipped.headers), 'script-src')).to.equal(`script-src 'self' ${sha256(MAP_ONE)}`);
    } finally {
      rmSync(join(distDir, 'index.html.gz'));
    }
    const head = await get('/home', {}, 'HEAD');
    expect(directive(policyOf(head.headers), 'script-src')).to.equal(`script-src 'self' ${sha256(MAP_ONE)}`);
  });

  it('gives other files and missing assets the plain policy, without the page hash', async () => {
    const asset = await get('/assets/main-X.js');
    expect(asset.status).to.equal(200);
    expect(policyOf(asset.headers)).to.equal(CONTENT_SECURITY_POLICY);
    const missing = await get('/assets/missing-Z.js');
    expect(missing.status).to.equal(404);
    expect(policyOf(missing.headers)).to.equal(CONTENT_SECURITY_POLICY);
  });

  it('follows a rebuilt index.html to its new import map', async () => {
    const first = await get('/home');
    expect(directive(policyOf(first.headers), 'script-src')).to.equal(`script-src 'self' ${sha256(MAP_ONE)}`);

    const index = join(distDir, 'index.html');
    writeFileSync(index, page(MAP_TWO));
    const later = new Date(Date.now() + 60_000);
    utimesSync(index, later, later);

    const second = await get('/home');
    expect(second.body.toString('utf8')).to.equal(page(MAP_TWO));
    const policy = policyOf(second.headers);
    expect(directive(policy, 'script-src')).to.equal(`script-src 'self' ${sha256(MAP_TWO)}`);
    expect(policy).not.to.contain(sha256(MAP_ONE));
  });

  it('sends the plain policy for a page without inline scripts', async () => {
    const index = join(distDir, 'index.html');
    writeFileSync(index, '<!doctype html><div id="root"></div><script type="module" src="/assets/main-X.js"></script>');
    const later = new Date(Date.now() + 120_000);
    utimesSync(index, later, later);
    const response = await get('/home');
    expect(policyOf(response.headers)).to.equal(CONTENT_SECURITY_POLICY);
  });
});
