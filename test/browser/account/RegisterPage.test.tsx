import { SHELL_RULES, expectAccessible } from '../support/axe';
import { expect } from 'chai';
import { act } from 'react';
import * as MESSAGES from '../../../domain/constants/messages';
import { Toaster } from '../../../ui/components/Toaster/Toaster';
import RegisterPage from '../../../ui/pages/register/RegisterPage';
import { REGISTER_COPY } from '../../../ui/pages/register/copy';
import { createTestStores, TEST_NOW } from '../../support/testStores';
import { render, useTitledDocument, cleanup } from '../support/render';
import { renderRoute } from '../support/renderRoute';

const IDENTITY = { sub: 'auth0|browser-shopper', email: 'browser.shopper@example.com' };

async function settle(times = 4): Promise<void> {
  for (let i = 0; i < times; i++) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

/** The register page for a shopper signed up at the provider without a customer. */
async function renderForm(path = '/register') {
  const twins = createTestStores({ path });
  twins.identity.signIn(IDENTITY, { sub: IDENTITY.sub, exp: TEST_NOW.getTime() / 1000 + 3600 });
  twins.registration.identities.set(IDENTITY.sub, IDENTITY.email);
  twins.registration.referralCodes.add('AVERY10');
  twins.registration.forbiddenZips.add('99999');
  await twins.stores.auth.start(new URL(`http://localhost${path}`));
  const rendered = renderRoute(
    <>
      <main>
        <RegisterPage />
      </main>
      <Toaster />
    </>,
    twins.stores,
  );
  await settle();
  const input = (label: string) => {
    const field = [...rendered.container.querySelectorAll('label')].find((element) => element.textContent === label);
    const element = field ? document.getElementById(field.htmlFor) : null;
    if (!(element instanceof HTMLInputElement)) throw new Error(`no input labelled ${label}`);
    return element;
  };
  return { ...twins, ...rendered, input };
}

/** Types a value as a person would (React listens to input events on the native setter's value). */
function typeInto(input: HTMLInputElement, value: string): void {
  act(() => {
    input.focus();
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function leave(input: HTMLInputElement): Promise<void> {
  act(() => input.blur());
  await settle();
}

/** The text of the field's description that is an error or confirmation (not the hint). */
function describedText(input: HTMLInputElement): string {
  return (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter((id) => id && !id.endsWith('-hint'))
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

describe('<RegisterPage> in Chromium', () => {
  useTitledDocument('Register');

  it('shows the four labelled fields, a date input for the birth date, the button and the terms and privacy notice', async () => {
    const { container, input } = await renderForm('/register?friend=AVERY10');
    expect(input(REGISTER_COPY.BIRTH_DATE).type).to.equal('date');
    expect(input(REGISTER_COPY.REFERRAL_CODE).value, 'prefilled from friend').to.equal('AVERY10');
    expect(describedText(input(REGISTER_COPY.REFERRAL_CODE))).to.equal(REGISTER_COPY.REFERRAL_CONFIRMED);
    // The provider's sign-up page already said 'Create account': this is the step after it.
    expect(container.querySelector('button[type="submit"]')?.textContent).to.equal('Finish and continue');
    const links = [...container.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(links).to.deep.equal(['/docs/terms', '/docs/privacy']);
    expect(container.textContent).to.include(REGISTER_COPY.SIGNED_UP_AS(IDENTITY.email));
    await expectAccessible({ ignore: SHELL_RULES });
  });

  it("marks a 4-digit zip, an under-18 birth date and an unknown referral code with the documents' messages (axe clean)", async () => {
    const { input } = await renderForm();
    const zip = input(REGISTER_COPY.ZIP);
    typeInto(zip, '8020');
    await leave(zip);
    expect(zip.getAttribute('aria-invalid')).to.equal('true');
    expect(describedText(zip)).to.equal("Hm, that zip code doesn't look right.");
    const birthDate = input(REGISTER_COPY.BIRTH_DATE);
    typeInto(birthDate, '2015-06-01');
    await leave(birthDate);
    expect(describedText(birthDate)).to.equal('You need to be 18 or over to use our app.');
    const referral = input(REGISTER_COPY.REFERRAL_CODE);
    typeInto(referral, '  NOPE42 ');
    await leave(referral);
    expect(referral.value, 'trimmed').to.equal('NOPE42');
    expect(referral.getAttribute('aria-invalid')).to.equal('true');
    expect(describedText(referral)).to.equal("Hm, we couldn't find that referral code.");
    await expectAccessible({ ignore: SHELL_RULES });
  });

  it('hides the inline text of a forbidden (403) check and shows the forbidden toast', async () => {
    const { input, container } = await renderForm();
    const zip = input(REGISTER_COPY.ZIP);
    typeInto(zip, '99999');
    await leave(zip);
    expect(zip.getAttribute('aria-invalid')).to.equal('true');
    expect(describedText(zip)).to.equal('');
    expect(document.body.textContent).to.include(MESSAGES.FORBIDDEN);
    expect(container.textContent).to.not.include("Hm, we don't recognize that zip code.");
  });

  it('on submit shows every problem and moves focus to the first invalid field; a name with markup is text', async () => {
    const { input, container, registration } = await renderForm();
    typeInto(input(REGISTER_COPY.FIRST_NAME), '<b>Riley</b>');
    act(() => container.querySelector<HTMLButtonElement>('button[type="submit"]')?.click());
    await settle();
    expect(registration.calls).to.deep.equal([]);
    expect(document.activeElement).to.equal(input(REGISTER_COPY.FIRST_NAME));
    expect(describedText(input(REGISTER_COPY.FIRST_NAME))).to.equal("Hm, that name doesn't look right.");
    expect(container.querySelector('b')).to.equal(null);
    expect(describedText(input(REGISTER_COPY.ZIP))).to.equal("Hm, that zip code doesn't look right.");
    expect(describedText(input(REGISTER_COPY.BIRTH_DATE))).to.equal('Whoops, you need a birthdate to continue.');
  });

  it('lets someone who signed up with another address sign out', async () => {
    const { container, identity } = await renderForm();
    act(() => [...container.querySelectorAll('button')].find((button) => button.textContent === REGISTER_COPY.NOT_YOU)?.click());
    await settle();
    expect(identity.calls.map((call) => call.kind)).to.deep.equal(['logout']);
  });

  it('registers once however often the button is pressed, busy meanwhile', async () => {
    const { input, container, registration } = await renderForm();
    typeInto(input(REGISTER_COPY.FIRST_NAME), 'Riley');
    typeInto(input(REGISTER_COPY.ZIP), '80202');
    typeInto(input(REGISTER_COPY.BIRTH_DATE), '1994-03-09');
    const button = container.querySelector<HTMLButtonElement>('button[type="submit"]');
    act(() => {
      button?.click();
      button?.click();
    });
    expect(button?.disabled).to.equal(true);
    expect(button?.textContent).to.equal(REGISTER_COPY.SUBMITTING);
    await settle(8);
    expect(registration.calls).to.have.length(1);
  });
});
