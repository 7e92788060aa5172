import { expect } from 'chai';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CONTENT_SECURITY_POLICY } from '../../../../scripts/sandbox/http/securityHeaders';
import { createSandboxServer } from '../../../../scripts/sandbox/server';
import { close, listenOnFreePort } from '../../../support/listen';

/** The directive of a policy that starts with `name`, e.g. "script-src 'self' 'sha256-…'". */
function directive(policy: string, name: string): string | undefined {
  return policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part === name || part.startsWith(`${name} `));
}

/** An index.html shaped like build.mjs writes it: no inline script. */
const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Clipback</title>
<link rel="modulepreload" href="/assets/main-X.js">
<link rel="modulepreload" href="/assets/chunks/chunk-Y.js">
<script type="module" src="/assets/main-X.js"></script>
</head>
<body><div id="root"></div></body>
</html>
`;

describe('security headers: CONTENT_SECURITY_POLICY', () => {
  it("allows scripts from 'self' only, nothing inline", () => {
    const policy = CONTENT_SECURITY_POLICY;
    expect(directive(policy, 'default-src')).to.equal("default-src 'self'");
    expect(directive(policy, 'script-src')).to.equal("script-src 'self'");
    expect(directive(policy, 'object-src')).to.equal("object-src 'none'");
    expect(directive(policy, 'frame-ancestors')).to.equal("frame-ancestors 'none'");
    expect(policy).not.to.contain('sha256-');
    expect(policy).not.to.contain('unsafe-inline');
  });
});

describe('sandbox server: the app page runs no inline script', () => {
  let distDir: string;
  let server: Server;
  let base: string;

  before(async () => {
    distDir = mkdtempSync(join(tmpdir(), 'clipback-policy-'));
    mkdirSync(join(distDir, 'assets'));
    writeFileSync(join(distDir, 'index.html'), PAGE);
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
    it(`serves ${path} with script-src 'self' only, and nothing inline`, async () => {
      const response = await get(path);
      expect(response.status).to.equal(200);
      expect(response.body.toString('utf8')).to.equal(PAGE);
      const policy = policyOf(response.headers);
      expect(policy).to.equal(CONTENT_SECURITY_POLICY);
      expect(directive(policy, 'script-src')).to.equal("script-src 'self'");
      expect(policy.match(/script-src/g)).to.have.length(1);
      expect(policy).not.to.contain('unsafe-inline');
      // The other security headers still come from applySecurityHeaders.
      expect(response.headers['x-content-type-options']).to.equal('nosniff');
    });
  }

  it('sends the same policy when the page goes out precompressed, and on HEAD', async () => {
    writeFileSync(join(distDir, 'index.html.gz'), gzipSync(PAGE));
    try {
      const gzipped = await get('/home', { 'accept-encoding': 'gzip' });
      expect(gzipped.headers['content-encoding']).to.equal('gzip');
      expect(policyOf(gzipped.headers)).to.equal(CONTENT_SECURITY_POLICY);
    } finally {
      rmSync(join(distDir, 'index.html.gz'));
    }
    const head = await get('/home', {}, 'HEAD');
    expect(policyOf(head.headers)).to.equal(CONTENT_SECURITY_POLICY);
  });

  it("gives a missing asset the same policy, and a page's script none (the page's governs it)", async () => {
    const asset = await get('/assets/main-X.js');
    expect(asset.status).to.equal(200);
    expect(asset.headers['content-security-policy']).to.equal(undefined);
    const missing = await get('/assets/missing-Z.js');
    expect(missing.status).to.equal(404);
    expect(policyOf(missing.headers)).to.equal(CONTENT_SECURITY_POLICY);
  });
});
