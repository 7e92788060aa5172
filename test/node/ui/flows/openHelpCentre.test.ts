import { expect } from 'chai';
import { FixedClock } from '../../../../adapters/clock/Clock';
import { MemoryCookies } from '../../../../adapters/cookies/Cookies';
import { MemorySupportGateway } from '../../../../adapters/support/MemorySupportGateway';
import { COOKIE } from '../../../../domain/constants/cookies';
import { DAY_MS } from '../../../../domain/constants/timing';
import { ApiError } from '../../../../sdk/src/errors';
import { continueHelpCentreAfterSignIn, openHelpCentre } from '../../../../ui/flows/openHelpCentre';
import { TEST_NOW } from '../../../support/testStores';

// The help-centre login flow on the twins alone (001 §7, §8): every outcome, and the trip continued after sign-in.

function setup({ signedInAs = '100001' as string | null } = {}) {
  const clock = new FixedClock(TEST_NOW);
  const cookies = new MemoryCookies(clock);
  const support = Object.assign(new MemorySupportGateway(), { signedInAs });
  return { clock, cookies, support };
}

const ARTICLE = 'https://help.clipback.test/hc/en-us/articles/7';

describe('openHelpCentre (flow)', () => {
  it('answers the help desk URL the login gave, for the page asked for', async () => {
    const { cookies, support } = setup();
    const result = await openHelpCentre({ currentPath: '/bonuses', returnTo: ARTICLE }, { support, cookies });
    expect(result.kind).to.equal('helpDesk');
    expect(result.kind === 'helpDesk' && new URL(result.url).searchParams.get('return_to')).to.equal(ARTICLE);
    expect(cookies.get(COOKIE.HELPDESK_REDIRECT.name)).to.equal(null);
  });

  it('412: sends the shopper to the security checkup with redirect = the current path (query kept)', async () => {
    const { cookies, support } = setup();
    support.checkupComplete = false;
    const result = await openHelpCentre({ currentPath: '/bonuses?tab=2' }, { support, cookies });
    expect(result.kind).to.equal('securityCheckup');
    expect(result.kind !== 'helpDesk' && result.location).to.equal('/account/security-checkup?redirect=%2Fbonuses%3Ftab%3D2');
  });

  it('the authentication message: sets the two 1-day cookies and goes to sign-in with helpdeskRedirect=true', async () => {
    const { clock, cookies, support } = setup({ signedInAs: null });
    const result = await openHelpCentre({ currentPath: '/faq', returnTo: ARTICLE }, { support, cookies });
    expect(result.kind).to.equal('signIn');
    expect(result.kind !== 'helpDesk' && result.location).to.equal('/sign-in?helpdeskRedirect=true');
    expect(cookies.get(COOKIE.HELPDESK_REDIRECT.name)).to.equal('true');
    expect(cookies.get(COOKIE.HELPDESK_REDIRECT_URL.name)).to.equal(ARTICLE);
    clock.set(new Date(TEST_NOW.getTime() + DAY_MS));
    expect(cookies.get(COOKIE.HELPDESK_REDIRECT.name), 'gone after a day').to.equal(null);
    expect(cookies.get(COOKIE.HELPDESK_REDIRECT_URL.name)).to.equal(null);
  });

  it('anything else: helpdesk-error keeping the query, reported, no cookies', async () => {
    const { cookies, support } = setup();
    support.failWith = new ApiError('Service unavailable', { service: 'twin', operation: 'helpdeskLogin', status: 503 });
    const result = await openHelpCentre({ currentPath: '/bonuses?x=1&y=2' }, { support, cookies });
    expect(result.kind).to.equal('helpdeskError');
    expect(result.kind === 'helpdeskError' && result.location).to.equal('/helpdesk-error?x=1&y=2');
    expect(result.kind === 'helpdeskError' && result.report).to.equal(true);
    expect(cookies.get(COOKIE.HELPDESK_REDIRECT.name)).to.equal(null);
    support.failWith = new TypeError('Failed to fetch');
    expect((await openHelpCentre({ currentPath: '/home' }, { support, cookies })).kind).to.equal('helpdeskError');
  });
});

describe('continueHelpCentreAfterSignIn (flow)', () => {
  it('does nothing without the helpdesk-redirect cookie', async () => {
    const { cookies, support } = setup();
    expect(await continueHelpCentreAfterSignIn('/home', { support, cookies })).to.equal(null);
  });

  it('after signing in, reads and clears both cookies and runs the login again for the remembered page', async () => {
    const { cookies, support } = setup({ signedInAs: null });
    await openHelpCentre({ currentPath: '/faq', returnTo: ARTICLE }, { support, cookies });
    support.signedInAs = '100001';
    const result = await continueHelpCentreAfterSignIn('/home', { support, cookies });
    expect(result?.kind).to.equal('helpDesk');
    expect(result?.kind === 'helpDesk' && new URL(result.url).searchParams.get('return_to')).to.equal(ARTICLE);
    expect(cookies.get(COOKIE.HELPDESK_REDIRECT.name)).to.equal(null);
    expect(cookies.get(COOKIE.HELPDESK_REDIRECT_URL.name)).to.equal(null);
    expect(await continueHelpCentreAfterSignIn('/home', { support, cookies }), 'only once').to.equal(null);
  });

  it('an in-app path in the URL cookie (the rule’s default) lands on the help centre home', async () => {
    const { cookies, support } = setup({ signedInAs: null });
    await openHelpCentre({ currentPath: '/faq' }, { support, cookies });
    expect(cookies.get(COOKIE.HELPDESK_REDIRECT_URL.name)).to.equal('/faq');
    support.signedInAs = '100001';
    const result = await continueHelpCentreAfterSignIn('/home', { support, cookies });
    expect(result?.kind === 'helpDesk' && new URL(result.url).searchParams.get('return_to')).to.equal('https://help.clipback.test/hc/en-us');
  });

  it('a second authentication refusal ends on helpdesk-error instead of another round through sign-in', async () => {
    const { cookies, support } = setup({ signedInAs: null });
    await openHelpCentre({ currentPath: '/faq' }, { support, cookies });
    const result = await continueHelpCentreAfterSignIn('/home?from=sign-in', { support, cookies });
    expect(result?.kind).to.equal('helpdeskError');
    expect(result?.kind !== 'helpDesk' && result?.location).to.equal('/helpdesk-error?from=sign-in');
    expect(cookies.get(COOKIE.HELPDESK_REDIRECT.name)).to.equal(null);
  });

  it('the checkup still outstanding after sign-in: the security checkup', async () => {
    const { cookies, support } = setup({ signedInAs: null });
    await openHelpCentre({ currentPath: '/faq' }, { support, cookies });
    Object.assign(support, { signedInAs: '100002', checkupComplete: false });
    const result = await continueHelpCentreAfterSignIn('/home', { support, cookies });
    expect(result?.kind).to.equal('securityCheckup');
  });
});
