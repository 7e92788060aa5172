import { expectAccessible } from '../support/axe';
import { expect } from 'chai';
import { act, type ReactElement } from 'react';
import { SHELL_LABEL } from '../../../ui/app/copy';
import { LoggedOutModal } from '../../../ui/components/LoggedOutModal/LoggedOutModal';
import FinishUpPage from '../../../ui/pages/finishUp/FinishUpPage';
import { FINISH_UP_COPY } from '../../../ui/pages/finishUp/copy';
import SignInErrorPage from '../../../ui/pages/signInError/SignInErrorPage';
import { SIGN_IN_ERROR_COPY } from '../../../ui/pages/signInError/copy';
import { StoresProvider } from '../../../ui/stores/StoresContext';
import { createTestStores, signInCustomer, TEST_NOW } from '../../support/testStores';
import { cleanup, click, render, useTitledDocument } from '../support/render';

async function settle(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

async function renderAt(path: string, element: ReactElement, arrange: (twins: ReturnType<typeof createTestStores>) => void = () => undefined) {
  const twins = createTestStores({ path });
  arrange(twins);
  await twins.stores.auth.start(new URL(`http://localhost${path}`));
  const rendered = render(
    <StoresProvider stores={twins.stores}>
      <main>{element}</main>
    </StoresProvider>,
  );
  await settle();
  return { ...twins, ...rendered };
}

function buttonNamed(container: ParentNode, name: string): HTMLButtonElement | null {
  return [...container.querySelectorAll('button')].find((button) => button.textContent?.trim() === name) ?? null;
}

describe('sign-up and sign-in landings in Chromium', () => {
  useTitledDocument('Landings');

  it('/sign-in/error says what the provider reported and starts a new sign-in', async () => {
    const { container, identity } = await renderAt('/sign-in/error?error=access_denied', <SignInErrorPage />);
    expect(container.querySelector('h1')?.textContent).to.equal(SIGN_IN_ERROR_COPY.TITLE);
    expect(container.textContent).to.include('Signing in was cancelled or not allowed.');
    click(buttonNamed(container, SIGN_IN_ERROR_COPY.TRY_AGAIN));
    await settle();
    expect(identity.calls.map((call) => call.request?.targetUrl)).to.deep.equal(['/home']);
    await expectAccessible({ ignore: ['region'] });
  });

  it('/sign-in/error with an unknown code does not repeat what the URL says', async () => {
    const { container } = await renderAt('/sign-in/error?error=%3Cscript%3Ehi', <SignInErrorPage />);
    expect(container.textContent).to.include(SIGN_IN_ERROR_COPY.UNKNOWN_REASON);
    expect(container.textContent).to.not.include('script');
  });

  it('/finish-up points a shopper who still needs to register to the form, and a customer home', async () => {
    const unregistered = await renderAt('/finish-up', <FinishUpPage />, ({ identity }) =>
      identity.signIn({ sub: 'auth0|x' }, { sub: 'auth0|x', exp: TEST_NOW.getTime() / 1000 + 3600 }),
    );
    const link = [...unregistered.container.querySelectorAll('a')].find((a) => a.textContent === FINISH_UP_COPY.CONTINUE_REGISTRATION);
    expect(link?.getAttribute('href')).to.equal('/register');
    await expectAccessible({ ignore: ['region'] });
    cleanup();
    const customer = await renderAt('/finish-up', <FinishUpPage />, (twins) => signInCustomer(twins));
    expect(customer.container.querySelector('h1')?.textContent).to.equal(FINISH_UP_COPY.DONE_TITLE);
  });

  it("the logged-out modal's Sign Up from an offer comes back to /offers/{id}?source=add-offer&offerGroupId=…", async () => {
    const { container, identity } = await renderAt(
      '/offers/501?offerGroupId=8001',
      <LoggedOutModal request={{ kind: 'loggedOut', offerId: 501, retailerId: 12 }} onClose={() => undefined} />,
    );
    click(buttonNamed(container, SHELL_LABEL.SIGN_UP));
    await settle();
    expect(identity.calls[0]?.request).to.deep.include({ targetUrl: '/offers/501?source=add-offer&offerGroupId=8001', signup: true });
  });
});
