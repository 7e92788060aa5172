import { expect } from 'chai';
import sinon from 'sinon';
import { MemoryStorage } from '../../../../adapters/storage/KeyValueStorage';
import { MemoryDirectLinkingGateway } from '../../../../adapters/directLinking/MemoryDirectLinkingGateway';
import { STORAGE_KEY } from '../../../../domain/constants/cookies';
import * as MESSAGES from '../../../../domain/constants/messages';
import { RETAILER_ID } from '../../../../domain/constants/retailers';
import { DIRECT_LINK_MESSAGES } from '../../../../domain/retailers/directLinkReturn';
import { MFA_CODE_MESSAGES } from '../../../../domain/retailers/mfaCode';
import { finishDirectLink, finishMfaLink, startDirectLink } from '../../../../ui/flows/linkDirectAccount';
import { loadRoute } from '../../../../ui/app/routeLoaders';
import { DirectLinkModel } from '../../../../ui/pages/retailerLink/direct/DirectLinkModel';
import { MfaLinkModel } from '../../../../ui/pages/retailerLink/mfa/MfaLinkModel';
import { DEMO_CUSTOMER_ID, createTestStores, signInCustomer } from '../../../support/testStores';

const LINK_PAGE = '/retailers/Grandmart-Superstore/1408/link';
const verified1408 = { retailerId: RETAILER_ID.DIRECT_INTEGRATION, status: 'verified', locked: false };

describe('direct linking flows', () => {
  const setup = () => ({ gateway: new MemoryDirectLinkingGateway(DEMO_CUSTOMER_ID), storage: new MemoryStorage() });

  it('start keeps the state and leaves for the retailer; the return with that state links 1408', async () => {
    const ports = setup();
    const left: string[] = [];
    expect(await startDirectLink(LINK_PAGE, { ...ports, leave: (url) => left.push(url) })).to.deep.equal({ ok: true, value: null });
    expect(left).to.have.length(1);
    const back = ports.gateway.consentReturn(left[0] as string);
    expect(await finishDirectLink(back.searchParams, ports)).to.deep.equal({ ok: true, value: verified1408 });
    expect(ports.storage.get(STORAGE_KEY.DIRECT_LINK_STATE), 'the state is spent').to.equal(null);
  });

  it('answers null for a page without a return, and refuses a return this browser did not start, sending nothing', async () => {
    const ports = setup();
    expect(await finishDirectLink(new URLSearchParams('page=2'), ports)).to.equal(null);
    expect(await finishDirectLink(new URLSearchParams('code=c&state=forged'), ports)).to.deep.equal({ ok: false, message: DIRECT_LINK_MESSAGES.INVALID_RETURN });
    expect(ports.gateway.links.size).to.equal(0);
  });

  it('tells a declined consent, and the generic message when the service refuses', async () => {
    const ports = setup();
    await startDirectLink(LINK_PAGE, { ...ports, leave: () => undefined });
    const state = ports.storage.get(STORAGE_KEY.DIRECT_LINK_STATE) as string;
    expect(await finishDirectLink(new URLSearchParams({ error: 'access_denied', state }), ports)).to.deep.equal({ ok: false, message: DIRECT_LINK_MESSAGES.DECLINED });
    ports.storage.set(STORAGE_KEY.DIRECT_LINK_STATE, state);
    expect(await finishDirectLink(new URLSearchParams({ code: 'wrong', state }), ports)).to.deep.equal({ ok: false, message: MESSAGES.TRY_AGAIN });
  });

  it('start answers the generic message and does not leave when the service fails', async () => {
    const ports = setup();
    ports.gateway.failWith = new Error('down');
    const left: string[] = [];
    expect(await startDirectLink(LINK_PAGE, { ...ports, leave: (url) => left.push(url) })).to.deep.equal({ ok: false, message: MESSAGES.TRY_AGAIN });
    expect(left).to.deep.equal([]);
  });

  it('the multi-factor code: a malformed one is refused without a call, a wrong one inline, the right one links', async () => {
    const { gateway } = setup();
    gateway.links.set(RETAILER_ID.MFA, { retailerId: RETAILER_ID.MFA, status: 'verified', locked: true });
    const input = (code: string) => ({ customerId: DEMO_CUSTOMER_ID, retailerId: RETAILER_ID.MFA, code });
    expect(await finishMfaLink(input(''), { gateway })).to.deep.include({ ok: false, fields: { code: MFA_CODE_MESSAGES.REQUIRED }, status: null });
    expect(await finishMfaLink(input('999999'), { gateway })).to.deep.include({ ok: false, fields: { code: MFA_CODE_MESSAGES.WRONG } });
    expect(await finishMfaLink(input(gateway.mfaCode), { gateway })).to.deep.equal({ ok: true, value: { retailerId: RETAILER_ID.MFA, status: 'verified', locked: false } });
    expect(await finishMfaLink(input(gateway.mfaCode), { gateway })).to.deep.include({ ok: false, message: MFA_CODE_MESSAGES.NOT_NEEDED });
  });
});

describe('DirectLinkModel and MfaLinkModel', () => {
  async function signedInAt(path: string) {
    const twins = createTestStores({ path });
    signInCustomer(twins);
    await twins.stores.auth.start(new URL(`http://localhost${path}`));
    return twins;
  }

  it('finishes the return on open: the link is adopted, the query removed, and the shopper still signed in', async () => {
    const start = await signedInAt(LINK_PAGE);
    await new DirectLinkModel(start.stores).link();
    const consent = start.externalNavigation.replacedWith[0] as string;
    const back = start.directLinking.consentReturn(consent);

    // The retailer sends the browser back: a new page load, same browser storage.
    const twins = createTestStores({ path: `${back.pathname}${back.search}` });
    Object.assign(twins.directLinking, { attempts: start.directLinking.attempts });
    twins.storage.set(STORAGE_KEY.DIRECT_LINK_STATE, start.storage.get(STORAGE_KEY.DIRECT_LINK_STATE) as string);
    signInCustomer(twins);
    expect(await twins.stores.auth.start(new URL(back.href))).to.equal(null);
    const model = new DirectLinkModel(twins.stores);
    await loadRoute(twins.stores, twins.stores.router.route);
    expect(twins.stores.auth.isSignedIn).to.equal(true);
    expect(model.isLinked).to.equal(true);
    expect(model.error).to.equal(null);
    expect(twins.stores.router.path).to.equal(LINK_PAGE);
    // Removing the query is a route change: the loader's run for it reads nothing again.
    const reads = sinon.spy(twins.linking, 'fetchAccountLink');
    await loadRoute(twins.stores, twins.stores.router.route);
    expect(reads.callCount).to.equal(0);
    expect(model.isLinked).to.equal(true);
  });

  it('reads the link when the page is no return, and unlinks 1408 and 4 from the one owner of links', async () => {
    const twins = await signedInAt(LINK_PAGE);
    twins.linking.links.set(RETAILER_ID.DIRECT_INTEGRATION, verified1408);
    twins.directLinking.links.set(RETAILER_ID.DIRECT_INTEGRATION, verified1408);
    const model = new DirectLinkModel(twins.stores);
    await loadRoute(twins.stores, twins.stores.router.route);
    expect(model.isLinked).to.equal(true);
    const unlinking = model.unlink();
    expect(model.busy).to.equal(true);
    await model.unlink(); // a second click while in flight sends nothing
    await unlinking;
    expect(model.isLinked).to.equal(false);
    expect(model.notice).to.equal('unlinked');
    expect(twins.stores.accountLinks.linkAt(RETAILER_ID.FALLBACK_DEFAULT)).to.equal(null);
  });

  it('shows a forged return as an error and links nothing', async () => {
    const twins = await signedInAt(`${LINK_PAGE}?code=x&state=forged`);
    const model = new DirectLinkModel(twins.stores);
    await loadRoute(twins.stores, twins.stores.router.route);
    expect(model.error).to.equal(DIRECT_LINK_MESSAGES.INVALID_RETURN);
    expect(model.isLinked).to.equal(false);
    expect(twins.stores.router.path).to.equal(LINK_PAGE);
  });

  it('MfaLinkModel: inline message for a wrong code, then linked in AccountLinksStore', async () => {
    const twins = await signedInAt('/retailers/Harbor/1144/link');
    twins.directLinking.links.set(RETAILER_ID.MFA, { retailerId: RETAILER_ID.MFA, status: 'verified', locked: true });
    const model = new MfaLinkModel(twins.stores);
    model.setCode('111111');
    expect(await model.submit(RETAILER_ID.MFA)).to.equal(false);
    expect(model.fields.code).to.equal(MFA_CODE_MESSAGES.WRONG);
    model.setCode(twins.directLinking.mfaCode);
    expect(await model.submit(RETAILER_ID.MFA)).to.equal(true);
    expect(model.done).to.equal(true);
    expect(twins.stores.accountLinks.linkAt(RETAILER_ID.MFA)).to.deep.equal({ retailerId: RETAILER_ID.MFA, status: 'verified', locked: false });
  });
});
