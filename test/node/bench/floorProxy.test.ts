import { expect } from 'chai';
import { createServer, type Server } from 'node:http';
import { startFloorProxy } from '../../../scripts/bench/web/floorProxy.mjs';
import { close, listenOnFreePort } from '../../support/listen';

const PAGE = `<!doctype html>
<html lang="en">
<head>
<link rel="stylesheet" href="/assets/main.css">
<link rel="modulepreload" href="/assets/main.js">
<link rel="preload" as="script" href="/assets/chunk.js">
<link rel="preload" as="image" href="/media/banner.webp">
<script type="module" src="/assets/main.js"></script>
</head>
<body><h1>Bright Basket</h1><script type="application/json" id="data">{"a":"</div>"}</script><a href="/offers/1">Offer</a></body>
</html>
`;

// The floor of bench:web (issue 31): a page's own HTML without what would run scripts, everything else as the sandbox answers.
describe('bench:web floor proxy', () => {
  let upstream: Server;
  let proxy: Awaited<ReturnType<typeof startFloorProxy>>;

  before(async () => {
    upstream = createServer((request, response) => {
      if (request.url === '/old') {
        response.writeHead(301, { location: `${origin}/home` }).end();
      } else if (request.url === '/assets/main.js') {
        response.writeHead(200, { 'content-type': 'text/javascript' }).end('console.log("<script>")');
      } else {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(PAGE) }).end(PAGE);
      }
    });
    const origin = await listenOnFreePort(upstream);
    proxy = await startFloorProxy(origin);
  });

  after(async () => {
    await proxy.close();
    await close(upstream);
  });

  const navigate = (path: string) => fetch(`${proxy.origin}${path}`, { headers: { accept: 'text/html,*/*' }, redirect: 'manual' });

  it('answers a page without its script elements and script preloads, keeping its markup, styles and images', async () => {
    const response = await navigate('/retailers/bright-basket/5');
    const html = await response.text();
    expect(response.status).to.equal(200);
    expect(html).not.to.match(/<script|modulepreload|as="script"/);
    expect(html).to.include('<h1>Bright Basket</h1>');
    expect(html).to.include('<a href="/offers/1">Offer</a>');
    expect(html).to.include('<link rel="stylesheet" href="/assets/main.css">');
    expect(html).to.include('<link rel="preload" as="image" href="/media/banner.webp">');
    expect(Number(response.headers.get('content-length'))).to.equal(Buffer.byteLength(html));
  });

  it('passes everything else through as the sandbox answers it', async () => {
    const response = await fetch(`${proxy.origin}/assets/main.js`);
    expect(await response.text()).to.equal('console.log("<script>")');
  });

  it("keeps a redirect to the sandbox's own origin on the proxy", async () => {
    const response = await navigate('/old');
    expect(response.status).to.equal(301);
    expect(response.headers.get('location')).to.equal(`${proxy.origin}/home`);
  });
});
