// The floor's address: a local proxy that forwards every request to a sandbox, except that an HTML answer comes
// back with its scripts removed (stripScripts). Lighthouse audits a public page's path through it to read what the
// page's markup alone costs, next to the page itself.
import { createServer, request as httpRequest } from 'node:http';
import { freePort } from '../../../test/support/freePort.mjs';
import { stripScripts } from './stripScripts.mjs';

/** Headers that describe the body as the sandbox sent it, not as the proxy sends it on. */
const BODY_HEADERS = ['content-length', 'content-encoding', 'etag', 'transfer-encoding'];

/** @param {string} upstream the sandbox's origin */
export async function startFloorProxy(upstream) {
  const target = new URL(upstream);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // A redirect to the sandbox's own origin stays on the proxy.
  const onProxy = (headers) => (headers.location?.startsWith(target.origin) ? { ...headers, location: origin + headers.location.slice(target.origin.length) } : headers);
  const server = createServer((incoming, outgoing) => {
    const headers = { ...incoming.headers, host: target.host };
    // A page is read as plain text so that it can be edited.
    const navigation = (incoming.headers.accept ?? '').includes('text/html');
    if (navigation) delete headers['accept-encoding'];
    const forwarded = httpRequest({ host: target.hostname, port: target.port, method: incoming.method, path: incoming.url, headers }, (answer) => {
      const isHtml = (answer.headers['content-type'] ?? '').startsWith('text/html');
      if (!navigation || !isHtml) {
        outgoing.writeHead(answer.statusCode ?? 502, onProxy(answer.headers));
        answer.pipe(outgoing);
        return;
      }
      const chunks = [];
      answer.on('data', (chunk) => chunks.push(chunk));
      answer.on('end', () => {
        const body = stripScripts(Buffer.concat(chunks).toString('utf8'));
        const kept = Object.fromEntries(Object.entries(onProxy(answer.headers)).filter(([name]) => !BODY_HEADERS.includes(name)));
        outgoing.writeHead(answer.statusCode ?? 502, { ...kept, 'content-length': Buffer.byteLength(body) });
        outgoing.end(body);
      });
    });
    forwarded.on('error', (error) => {
      outgoing.writeHead(502, { 'content-type': 'text/plain' });
      outgoing.end(String(error));
    });
    incoming.pipe(forwarded);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
  return {
    origin,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}
