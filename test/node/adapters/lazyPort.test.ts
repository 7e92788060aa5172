import { expect } from 'chai';
import { sdkCatalogueGateway } from '../../../adapters/catalogue/sdkCatalogueGateway';
import type { CataloguePageCalls } from '../../../adapters/catalogue/CatalogueGateway';
import { MemoryCatalogueGateway } from '../../../adapters/catalogue/MemoryCatalogueGateway';
import { lazyPort } from '../../../adapters/lazyPort';
import { MemoryOffersGateway } from '../../../adapters/offers/MemoryOffersGateway';
import type { OffersGateway } from '../../../adapters/offers/OffersGateway';
import type { ClipbackClients } from '../../../sdk/src/clients';
import { aRetailer } from '../../support/catalogueMother';
import { rejection } from '../../support/rejection';

interface EchoPort {
  echo(value: string): Promise<string>;
  fail(): Promise<never>;
}

/** A port loader that counts its loads and can be told to fail or to wait. */
function countingLoader(port: EchoPort) {
  const loader = {
    loads: 0,
    failNext: null as Error | null,
    load: async (): Promise<EchoPort> => {
      loader.loads++;
      await Promise.resolve();
      const error = loader.failNext;
      loader.failNext = null;
      if (error) throw error;
      return port;
    },
  };
  return loader;
}

/** The lazy port over a loader's adapter. */
const lazyEcho = (load: () => Promise<EchoPort>) => lazyPort(load);

const echoPort: EchoPort = {
  echo: async (value) => `echo:${value}`,
  fail: async () => {
    throw new Error('the method failed');
  },
};

describe('lazyPort', () => {
  it('loads nothing until a method is called, and reading a method does not load either', () => {
    const loader = countingLoader(echoPort);
    const { port } = lazyEcho(loader.load);
    expect(port.echo).to.be.a('function');
    expect(loader.loads).to.equal(0);
  });

  it("calls the loaded port's method with the arguments and answers its result", async () => {
    const { port } = lazyEcho(countingLoader(echoPort).load);
    expect(await port.echo('hi')).to.equal('echo:hi');
  });

  it('loads once for concurrent and later calls', async () => {
    const loader = countingLoader(echoPort);
    const { port } = lazyEcho(loader.load);
    expect(await Promise.all([port.echo('a'), port.echo('b')])).to.deep.equal(['echo:a', 'echo:b']);
    expect(await port.echo('c')).to.equal('echo:c');
    expect(loader.loads).to.equal(1);
  });

  it('fails the calls waiting for a failed load, and the next call loads again', async () => {
    const loader = countingLoader(echoPort);
    loader.failNext = new Error('chunk failed to load');
    const { port } = lazyEcho(loader.load);
    const errors = await Promise.all([rejection(port.echo('a')), rejection(port.echo('b'))]);
    expect(errors.map((error) => error.message)).to.deep.equal(['chunk failed to load', 'chunk failed to load']);
    expect(loader.loads).to.equal(1);
    expect(await port.echo('again')).to.equal('echo:again');
    expect(loader.loads).to.equal(2);
  });

  it("passes a method's own failure through, without loading again", async () => {
    const loader = countingLoader(echoPort);
    const { port } = lazyEcho(loader.load);
    expect((await rejection(port.fail())).message).to.equal('the method failed');
    expect(await port.echo('x')).to.equal('echo:x');
    expect(loader.loads).to.equal(1);
  });

  it('keeps `this` for class-based adapters (the in-memory offers twin)', async () => {
    const twin = new MemoryOffersGateway();
    twin.offers.set(501, { id: 501, name: 'Milk', retailers: [3443] });
    const port = lazyPort<OffersGateway>(async () => twin).port;
    expect((await port.fetchOffer(501))?.name).to.equal('Milk');
    expect(await port.fetchOffersForRetailer(3443)).to.have.length(1);
  });

  it('answers the same function on every read of a method', () => {
    const { port } = lazyEcho(countingLoader(echoPort).load);
    expect(port.echo).to.equal(port.echo);
  });

  it('is not a thenable: awaiting the port itself answers the port, without loading', async () => {
    const loader = countingLoader(echoPort);
    const { port } = lazyEcho(loader.load);
    expect((port as unknown as { then?: unknown }).then).to.equal(undefined);
    expect(await Promise.resolve(port)).to.equal(port);
    expect(loader.loads).to.equal(0);
  });

  it('answers nothing under a symbol, and a plain object\'s own members, without loading', () => {
    const loader = countingLoader(echoPort);
    const { port } = lazyEcho(loader.load);
    expect((port as unknown as Record<symbol, unknown>)[Symbol.iterator]).to.equal(undefined);
    expect(String(port)).to.equal('[object Object]');
    expect(loader.loads).to.equal(0);
  });

  it("serves an adapter that takes it whole: the catalogue's page calls through the catalogue gateway", async () => {
    const twin = new MemoryCatalogueGateway().addRetailers(aRetailer({ id: 3443, name: 'Acme' }));
    const pageCalls = lazyPort<CataloguePageCalls>(async () => twin).port;
    const gateway = sdkCatalogueGateway({} as ClipbackClients, pageCalls);
    expect((await gateway.fetchRetailer(3443))?.name).to.equal('Acme');
  });

  it('rejects a call to a method the loaded port does not have', async () => {
    type WithMissing = EchoPort & { missing(): Promise<void> };
    const load = countingLoader(echoPort).load as () => Promise<WithMissing>;
    const { port } = lazyPort<WithMissing>(load);
    expect((await rejection(port.missing())).message).to.match(/no method missing/);
  });

  it('preload starts the load before the first call, once, and a failed preload leaves the call to try again', async () => {
    const loader = countingLoader(echoPort);
    const { port, preload } = lazyEcho(loader.load);
    loader.failNext = new Error('offline');
    preload();
    expect(loader.loads).to.equal(1);
    await new Promise((resolve) => setTimeout(resolve, 0)); // the failed preload settles, unreported
    expect(await port.echo('a')).to.equal('echo:a');
    expect(loader.loads).to.equal(2);
    preload();
    expect(loader.loads).to.equal(2);
  });
});
