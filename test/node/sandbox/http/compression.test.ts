import { expect } from 'chai';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { sendJson } from '../../../../scripts/sandbox/http/json';
import { close, listenOnFreePort } from '../../../support/listen';

/** A list of retailers well above 1 KB once serialized. */
const LARGE = {
  retailers: Array.from({ length: 60 }, (_, id) => ({ id, name: `Retailer number ${id}`, cashBack: '5%' })),
};
const SMALL = { status: 'ok', message: 'short' };

/** A body whose JSON text is exactly `bytes` long. */
function bodyOfLength(bytes: number): { pad: string } {
  const body = { pad: 'x'.repeat(bytes - JSON.stringify({ pad: '' }).length) };
  expect(JSON.stringify(body)).to.have.length(bytes);
  return body;
}

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

describe('sandbox http: sendJson compresses large answers for clients that accept gzip', () => {
  let server: Server;
  let base: string;
  /** What the next request's handler answers with. */
  let nextBody: unknown = null;

  before(async () => {
    server = createServer((_request, response) => sendJson(response, 200, nextBody));
    base = await listenOnFreePort(server);
  });

  after(async () => {
    await close(server);
  });

  /** node:http, not fetch: fetch would decompress and hide the bytes on the wire. */
  function send(body: unknown, headers: Record<string, string>, method = 'GET'): Promise<RawResponse> {
    nextBody = body;
    return new Promise((resolve, reject) => {
      const outgoing = request(base + '/api/retailers', { method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      });
      outgoing.on('error', reject);
      outgoing.end();
    });
  }

  it('gzips a body over 1 KB when Accept-Encoding allows gzip', async () => {
    const text = JSON.stringify(LARGE);
    expect(Buffer.byteLength(text)).to.be.greaterThan(1024);
    const response = await send(LARGE, { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.status).to.equal(200);
    expect(response.headers['content-encoding']).to.equal('gzip');
    expect(response.headers.vary).to.equal('Accept-Encoding');
    expect(response.headers['content-type']).to.equal('application/json; charset=utf-8');
    expect(Number(response.headers['content-length'])).to.equal(response.body.length);
    expect(response.body.length).to.be.lessThan(Buffer.byteLength(text));
    expect(JSON.parse(gunzipSync(response.body).toString('utf8'))).to.deep.equal(LARGE);
  });

  it('sends the same large body as plain JSON without Accept-Encoding', async () => {
    const response = await send(LARGE, {});
    expect(response.headers['content-encoding']).to.equal(undefined);
    expect(response.headers.vary).to.equal('Accept-Encoding');
    expect(Number(response.headers['content-length'])).to.equal(response.body.length);
    expect(response.body.toString('utf8')).to.equal(JSON.stringify(LARGE));
  });

  it('sends plain JSON to a client that accepts only other encodings', async () => {
    const response = await send(LARGE, { 'accept-encoding': 'br, identity' });
    expect(response.headers['content-encoding']).to.equal(undefined);
    expect(JSON.parse(response.body.toString('utf8'))).to.deep.equal(LARGE);
  });

  it('never gzips a body under 1 KB, even when gzip is accepted', async () => {
    for (const body of [SMALL, bodyOfLength(1023)]) {
      const response = await send(body, { 'accept-encoding': 'gzip' });
      expect(response.headers['content-encoding']).to.equal(undefined);
      expect(response.headers.vary).to.equal('Accept-Encoding');
      expect(Number(response.headers['content-length'])).to.equal(response.body.length);
      expect(response.body.toString('utf8')).to.equal(JSON.stringify(body));
    }
  });

  it('starts gzipping at 1 KB exactly', async () => {
    const body = bodyOfLength(1024);
    const response = await send(body, { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).to.equal('gzip');
    expect(JSON.parse(gunzipSync(response.body).toString('utf8'))).to.deep.equal(body);
  });

  it('measures the threshold and Content-Length in bytes, not characters', async () => {
    // 400 three-byte characters: 400 characters of text, but over 1 KB on the wire.
    const body = { name: '€'.repeat(400) };
    expect(JSON.stringify(body).length).to.be.lessThan(1024);
    const plain = await send(body, {});
    expect(Number(plain.headers['content-length'])).to.equal(plain.body.length);
    expect(plain.body.length).to.be.greaterThan(1024);
    expect(JSON.parse(plain.body.toString('utf8'))).to.deep.equal(body);
    const gzipped = await send(body, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).to.equal('gzip');
    expect(JSON.parse(gunzipSync(gzipped.body).toString('utf8'))).to.deep.equal(body);
  });

  it('answers HEAD with the compressed length and no body', async () => {
    const get = await send(LARGE, { 'accept-encoding': 'gzip' });
    const head = await send(LARGE, { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(head.headers['content-encoding']).to.equal('gzip');
    expect(head.headers['content-length']).to.equal(get.headers['content-length']);
    expect(head.body.length).to.equal(0);
  });
});
