import { expect } from 'chai';
import { act } from 'react';
import { STORAGE_KEY } from '../../../domain/constants/cookies';
import SignInPage from '../../../ui/pages/signIn/SignInPage';
import { StoresProvider } from '../../../ui/stores/StoresContext';
import { createTestStores } from '../../support/testStores';
import { expectAccessible } from '../support/axe';
import { cleanup, render, useTitledDocument } from '../support/render';

function renderSignIn(path: string, { recentHandOver = false } = {}) {
  const twins = createTestStores({ path });
  // Back from the provider (or a second members-only link) within 60 s of the last automatic hand-over.
  if (recentHandOver) twins.storage.set(STORAGE_KEY.LOGIN_REDIRECT_MARKER, String(twins.clock.now().getTime() - 10_000));
  const rendered = render(
    <StoresProvider stores={twins.stores}>
      <main>
        <SignInPage />
      </main>
    </StoresProvider>,
  );
  const start = () => act(async () => void (await twins.stores.auth.start(new URL(`http://localhost${path}`))));
  return { ...twins, ...rendered, start };
}

const heading = () => document.querySelector('h1')?.textContent;
const status = () => document.querySelector('[role="status"]')?.textContent ?? null;
const button = (name: string) => [...document.querySelectorAll('button')].find((element) => element.textContent === name) ?? null;

describe('the sign-in page (/login) in Chromium', () => {
  useTitledDocument('Log in');

  it('says why and what is happening at once, before the sign-in state is known', () => {
    renderSignIn('/login?redirect=%2Fbonuses');
    expect(heading()).to.equal('Log in to see your bonuses');
    expect(status()).to.equal('Checking whether you’re logged in…');
    expect(document.querySelector('[role="status"] [data-spinner]')).to.exist;
  });

  it('then says it is taking the shopper to the log-in page', async () => {
    const { start, identity } = renderSignIn('/login?redirect=%2Fsearch%3Fq%3Dboots');
    await start();
    expect(heading()).to.equal('Log in to search');
    expect(status()).to.equal('Taking you to the secure log-in page…');
    // The provider's page says why too (a reason code, never words from the URL).
    expect(identity.calls.map((call) => [call.request?.targetUrl, call.request?.reason])).to.deep.equal([['/search?q=boots', 'search']]);
  });

  it('within 60 s of the last hand-over explains itself and offers styled Log in and Create a free account', async () => {
    const { start, identity } = renderSignIn('/login?redirect=%2Fbonuses', { recentHandOver: true });
    await start();
    expect(identity.calls).to.have.length(0);
    expect(heading()).to.equal('Log in to see your bonuses');
    expect(document.querySelector('main p')?.textContent).to.match(/bonus/i);
    expect(status()).to.equal(null);
    const logIn = button('Log In')!;
    // Styled as the app's primary action, not the browser's grey default button.
    expect(getComputedStyle(logIn).backgroundColor).to.not.equal(getComputedStyle(document.createElement('button')).backgroundColor);
    expect(logIn.getBoundingClientRect().height).to.be.at.least(44);
    await act(async () => logIn.click());
    await act(async () => button('Create a free account')!.click());
    expect(identity.calls.map((call) => [call.request?.targetUrl, Boolean(call.request?.signup), call.request?.reason])).to.deep.equal([
      ['/bonuses', false, 'bonuses'],
      ['/bonuses', true, 'bonuses'],
    ]);
    await expectAccessible({ ignore: ['region'] });
  });

  it('names the page a shopper was going to, or just continues', async () => {
    const cases: [string, string][] = [
      ['/login?redirect=%2Faccount%2Fearnings', 'Log in to your account'],
      ['/login?redirect=%2Fbonuses%2F12', 'Log in to see your bonuses'],
      ['/login', 'Log in to continue'],
      ['/login?redirect=https%3A%2F%2Fevil.example', 'Log in to continue'],
    ];
    const seen: [string, string][] = [];
    for (const [path] of cases) {
      renderSignIn(path);
      seen.push([path, heading() ?? '']);
      cleanup();
    }
    expect(seen).to.deep.equal(cases);
  });
});
