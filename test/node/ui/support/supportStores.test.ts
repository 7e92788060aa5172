import { expect } from 'chai';
import type { MemoryClipboard } from '../../../../adapters/clipboard/Clipboard';
import type { MemorySupportGateway } from '../../../../adapters/support/MemorySupportGateway';
import { COOKIE } from '../../../../domain/constants/cookies';
import * as MESSAGES from '../../../../domain/constants/messages';
import { TIMING } from '../../../../domain/constants/timing';
import { REFERRAL_INVITE_MESSAGES } from '../../../../domain/customers/referralInvites';
import { ApiError } from '../../../../sdk/src/errors';
import { GetTheAppPageModel } from '../../../../ui/pages/getTheApp/GetTheAppPageModel';
import { ReferralPageModel } from '../../../../ui/pages/referral/ReferralPageModel';
import type { HelpDeskWindow } from '../../../../ui/stores/HelpCentreStore';
import { DEMO_CUSTOMER_ID, createTestStores, demoCustomerRecord, signInCustomer } from '../../../support/testStores';

/** A help-desk window that records what happened to it. */
function recordingWindow() {
  const events: string[] = [];
  const target: HelpDeskWindow = { open: (url) => events.push(`open ${url}`), cancel: () => events.push('cancel') };
  return { target, events };
}

async function signedInStores(path = '/referral') {
  const twins = createTestStores({ path });
  signInCustomer(twins);
  await twins.stores.auth.readSession();
  twins.customers.customers.set(DEMO_CUSTOMER_ID, { ...demoCustomerRecord(1200), referralLink: 'http://localhost/register?friend=JAMIE1' });
  await twins.stores.customer.load();
  const support = twins.support as MemorySupportGateway;
  Object.assign(support, { signedInAs: DEMO_CUSTOMER_ID, ownEmail: 'demo@clipback.test' });
  return { ...twins, support, clipboard: twins.clipboard as MemoryClipboard };
}

describe('HelpCentreStore', () => {
  it('opens the help desk URL in the given window; a second click while in flight cancels its own window', async () => {
    const { stores } = await signedInStores('/bonuses');
    const first = recordingWindow();
    const second = recordingWindow();
    const opening = stores.helpCentre.open(first.target);
    expect(stores.helpCentre.isOpening).to.equal(true);
    await stores.helpCentre.open(second.target);
    await opening;
    expect(first.events).to.have.length(1);
    expect(first.events[0]).to.match(/^open https:\/\/help\.clipback\.test\/access\/jwt\?/);
    expect(second.events).to.deep.equal(['cancel']);
    expect(stores.helpCentre.isOpening).to.equal(false);
  });

  it('a refusal closes the window and navigates where the rule sends the shopper', async () => {
    const { stores, support } = await signedInStores('/bonuses?x=1');
    support.checkupComplete = false;
    const { target, events } = recordingWindow();
    await stores.helpCentre.open(target);
    expect(events).to.deep.equal(['cancel']);
    expect(stores.router.path).to.equal('/account/security-checkup?redirect=%2Fbonuses%3Fx%3D1');
  });

  it('continues to the help desk after the sign-in the help centre asked for, once', async () => {
    const { stores, cookies } = await signedInStores('/home');
    cookies.set(COOKIE.HELPDESK_REDIRECT.name, 'true');
    cookies.set(COOKIE.HELPDESK_REDIRECT_URL.name, '/faq');
    const { target, events } = recordingWindow();
    let made = 0;
    const makeTarget = () => {
      made += 1;
      return Promise.resolve(target);
    };
    await stores.helpCentre.continueAfterSignIn(makeTarget);
    await stores.helpCentre.continueAfterSignIn(makeTarget);
    expect(events).to.have.length(1);
    expect(events[0]).to.match(/^open /);
    // The window (and its module) is made only for a trip: the second start found none.
    expect(made).to.equal(1);
  });
});

describe('ReferralPageModel', () => {
  it('copies the code or link and shows the indicator for the copy-success time', async () => {
    const { stores, clipboard } = await signedInStores();
    const page = new ReferralPageModel(stores);
    await page.copy('link');
    expect(clipboard.text).to.equal('http://localhost/register?friend=JAMIE1');
    expect(page.copied).to.equal('link');
    await page.copy('code');
    expect(clipboard.text).to.equal('JAMIE1');
    expect(page.copied).to.equal('code');
    await new Promise((resolve) => setTimeout(resolve, TIMING.COPY_SUCCESS_MS + 50));
    expect(page.copied).to.equal(null);
    page.dispose();
  });

  it('a refused clipboard shows no indicator and says so', async () => {
    const { stores, clipboard } = await signedInStores();
    clipboard.refuse = true;
    const page = new ReferralPageModel(stores);
    await page.copy('code');
    expect(page.copied).to.equal(null);
    expect(page.copyFailed).to.equal(true);
  });

  it('sends nothing while the field is invalid, and shows the rule’s message', async () => {
    const { stores, support } = await signedInStores();
    const page = new ReferralPageModel(stores);
    expect(await page.sendInvites()).to.equal(false);
    expect(page.inviteError).to.equal(REFERRAL_INVITE_MESSAGES.REQUIRED);
    page.setInvitesText('friend@example.com, nope');
    expect(page.inviteError).to.equal(null);
    expect(await page.sendInvites()).to.equal(false);
    expect(page.inviteError).to.equal(REFERRAL_INVITE_MESSAGES.INVALID('nope'));
    expect(support.invites).to.deep.equal([]);
  });

  it('sends the invites once on a double submit, clears the field and says who was invited', async () => {
    const { stores, support } = await signedInStores();
    const page = new ReferralPageModel(stores);
    page.setInvitesText('pal@example.com');
    await Promise.all([page.sendInvites(), page.sendInvites()]);
    expect(support.invites).to.deep.equal([{ customerId: DEMO_CUSTOMER_ID, email: 'pal@example.com' }]);
    expect(page.invitesText).to.equal('');
    expect(page.inviteResult).to.deep.equal({ tone: 'success', message: 'Invite sent to pal@example.com.' });
  });

  it("shows the server's field message inline, and its own message for a 4xx, else the generic one", async () => {
    const { stores, support } = await signedInStores();
    const page = new ReferralPageModel(stores);
    page.setInvitesText('pal@example.com');
    support.failWith = new ApiError('Invalid', { service: 'twin', operation: 'sendReferralInvites', status: 400, fields: { emails: 'Bad address' } });
    expect(await page.sendInvites()).to.equal(false);
    expect(page.inviteError).to.equal('Bad address');
    support.failWith = new ApiError('Too many messages, try again later.', { service: 'twin', operation: 'sendReferralInvites', status: 429 });
    await page.sendInvites();
    expect(page.inviteResult).to.deep.equal({ tone: 'error', message: 'Too many messages, try again later.' });
    support.failWith = new Error('socket hang up');
    await page.sendInvites();
    expect(page.inviteResult).to.deep.equal({ tone: 'error', message: MESSAGES.TRY_AGAIN });
    expect(page.invitesText, 'kept for another try').to.equal('pal@example.com');
  });
});

describe('GetTheAppPageModel', () => {
  it('masks the number as typed', async () => {
    const { stores } = createTestStores({ path: '/get-the-app' });
    const page = new GetTheAppPageModel(stores);
    page.setPhone('2015550');
    expect(page.phone).to.equal('(201) 555-0');
    page.setPhone('+1 (201) 555-0123');
    expect(page.phone).to.equal('(201) 555-0123');
  });

  it("refuses an empty or invalid number with the documents' messages, sending nothing", async () => {
    const { stores, support } = createTestStores({ path: '/get-the-app' });
    const page = new GetTheAppPageModel(stores);
    expect(await page.send()).to.equal(false);
    expect(page.phoneError).to.equal('Whoops, you need a phone number to continue');
    page.setPhone('(000) 000-0000');
    expect(await page.send()).to.equal(false);
    expect(page.phoneError).to.equal("Hm, that doesn't look right");
    expect((support as MemorySupportGateway).appLinks).to.deep.equal([]);
  });

  it('texts the link once (E.164) and confirms the masked number', async () => {
    const { stores, support } = createTestStores({ path: '/get-the-app' });
    const page = new GetTheAppPageModel(stores);
    page.setPhone('2015550123');
    await Promise.all([page.send(), page.send()]);
    expect((support as MemorySupportGateway).appLinks).to.deep.equal(['+12015550123']);
    expect(page.result).to.deep.equal({ tone: 'success', message: 'We texted the download link to (201) 555-0123.' });
    expect(page.phone).to.equal('');
  });
});
