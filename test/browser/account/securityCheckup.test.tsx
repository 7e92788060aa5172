// The security checkup page and the e-mailed links' pages in Chromium: each step's states and messages, focus
// on the first invalid field, one call per submit, and axe over every state.
import { expectAccessible } from '../support/axe';
import { expect } from 'chai';
import { act, type ReactElement } from 'react';
import { ACCOUNT_MESSAGES } from '../../../domain/constants/account';
import * as MESSAGES from '../../../domain/constants/messages';
import { SECURITY_CHECKUP_STATUS } from '../../../domain/customers/securityCheckup';
import ConfirmEmailPage from '../../../ui/pages/confirmEmail/ConfirmEmailPage';
import { CONFIRM_EMAIL_COPY } from '../../../ui/pages/confirmEmail/copy';
import { SECURITY_CHECKUP_COPY as COPY } from '../../../ui/pages/securityCheckup/copy';
import SecurityCheckupPage from '../../../ui/pages/securityCheckup/SecurityCheckupPage';
import { UNLOCK_ACCOUNT_COPY } from '../../../ui/pages/unlockAccount/copy';
import UnlockAccountPage from '../../../ui/pages/unlockAccount/UnlockAccountPage';
import { createTestStores, DEMO_CUSTOMER_ID, demoCustomerRecord, signInCustomer } from '../../support/testStores';
import { buttonNamed, quietRenderedTests, settle, withStores } from '../offers/support/offersTestSupport';
import { render, useTitledDocument } from '../support/render';
import { renderRoute } from '../support/renderRoute';
import { NAME_MESSAGES } from '../../../domain/validation/names';
import { PHONE_MESSAGES } from '../../../domain/validation/phone';
import { VERIFICATION_CODE_INVALID } from '../../../domain/validation/verificationCode';

const PASSWORD = 'twin-password';

function type(input: Element | null, value: string): void {
  if (!(input instanceof HTMLInputElement)) throw new Error('type: no input');
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    setter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function submit(button: HTMLButtonElement): Promise<void> {
  act(() => button.click());
  await settle();
}

type Twins = ReturnType<typeof createTestStores>;

async function renderAt(
  path: string,
  element: ReactElement,
  { signedIn = true, statuses = {} as Record<string, string>, arrange = (_twins: Twins) => {} } = {},
) {
  const twins = createTestStores({ path });
  arrange(twins);
  for (const step of twins.security.statuses.keys()) twins.security.statuses.set(step, (statuses[step] as never) ?? SECURITY_CHECKUP_STATUS.INCOMPLETE);
  twins.customers.customers.set(DEMO_CUSTOMER_ID, demoCustomerRecord(0));
  twins.customers.passwords.set(DEMO_CUSTOMER_ID, PASSWORD);
  if (signedIn) signInCustomer(twins);
  await twins.stores.auth.start(new URL(`http://localhost${path}`));
  const rendered = renderRoute(<main>{element}</main>, twins.stores);
  await settle();
  const input = (id: string) => rendered.container.querySelector<HTMLInputElement>(`#${id}`);
  const errorOf = (id: string) => {
    const field = input(id);
    const describedBy = field?.getAttribute('aria-describedby')?.split(' ').find((ref) => ref.endsWith('-error'));
    return describedBy ? (document.getElementById(describedBy)?.textContent ?? null) : null;
  };
  return { ...twins, ...rendered, input, errorOf, location: () => `${twins.history.location.pathname}${twins.history.location.search}` };
}

describe('<SecurityCheckupPage> in Chromium', () => {
  // axe checks the document: the page sits in a <main> of a titled English document, as in the app shell.
  useTitledDocument('Clipback');
  quietRenderedTests();

  it('lists the items in onboarding order with their statuses and opens the name step, prefilled, axe-clean', async () => {
    const { container, input } = await renderAt('/account/security-checkup?redirect=%2Faccount', <SecurityCheckupPage />);
    expect([...container.querySelectorAll('ol li')].map((li) => li.textContent)).to.deep.equal([
      `Confirm your name${COPY.STATUS_CURRENT}`,
      `Confirm your email${COPY.STATUS_TODO}`,
      `Verify your phone number${COPY.STATUS_TODO}`,
    ]);
    expect(container.querySelector('h2')?.textContent).to.equal(COPY.NAME_TITLE);
    expect(input('checkup-firstName')?.value).to.equal('Jamie');
    expect(input('checkup-lastName')?.value).to.equal('Rivera');
    await expectAccessible({ ignore: ['region'] });
  });

  it("name step: empty fields show the documents' messages and focus the first; a wrong password 'Incorrect password.'; then it saves", async () => {
    const page = await renderAt('/account/security-checkup', <SecurityCheckupPage />);
    type(page.input('checkup-firstName'), '');
    await submit(buttonNamed(page.container, COPY.SAVE_NAME));
    expect(page.errorOf('checkup-firstName')).to.equal(NAME_MESSAGES.FIRST_NAME_REQUIRED);
    expect(page.errorOf('checkup-password')).to.equal(ACCOUNT_MESSAGES.PASSWORD_REQUIRED);
    expect(page.input('checkup-firstName')?.getAttribute('aria-invalid')).to.equal('true');
    expect(document.activeElement).to.equal(page.input('checkup-firstName'));
    await expectAccessible({ ignore: ['region'] });

    type(page.input('checkup-firstName'), '<b>Ada</b>');
    type(page.input('checkup-password'), 'wrong');
    await submit(buttonNamed(page.container, COPY.SAVE_NAME));
    expect(page.errorOf('checkup-firstName')).to.equal(NAME_MESSAGES.NAME_INVALID_CHARACTERS);
    type(page.input('checkup-firstName'), 'Ada');
    await submit(buttonNamed(page.container, COPY.SAVE_NAME));
    expect(page.errorOf('checkup-password')).to.equal(ACCOUNT_MESSAGES.PASSWORD_INCORRECT);
    expect(document.activeElement).to.equal(page.input('checkup-password'));

    page.security.statuses.set('personalInfo', SECURITY_CHECKUP_STATUS.COMPLETE);
    type(page.input('checkup-password'), PASSWORD);
    await submit(buttonNamed(page.container, COPY.SAVE_NAME));
    expect(page.customers.customers.get(DEMO_CUSTOMER_ID)?.firstName).to.equal('Ada');
    expect(page.container.querySelector('h2')?.textContent).to.equal(COPY.EMAIL_TITLE);
  });

  it('e-mail step: sending fails with the documents\' message, then awaits with the address and notices the confirmation by polling', async () => {
    const page = await renderAt('/account/security-checkup', <SecurityCheckupPage />, { statuses: { personalInfo: 'COMPLETE' } });
    page.security.failWith = new Error('down');
    await submit(buttonNamed(page.container, COPY.SEND_EMAIL));
    expect(page.container.querySelector('[role="alert"]')?.textContent).to.equal(ACCOUNT_MESSAGES.EMAIL_CONFIRMATION_SEND_FAILED);
    page.security.failWith = null;
    await submit(buttonNamed(page.container, COPY.SEND_EMAIL));
    expect(page.container.querySelector('[role="status"]')?.textContent).to.equal(COPY.awaiting('demo@clipback.test'));
    await expectAccessible({ ignore: ['region'] });
    // Confirmed through the link (the polling itself is timed in the node tests): the page moves on.
    await act(() => page.stores.securityCheckup.confirmEmail(page.security.sentEmailTokens.at(-1)));
    await settle();
    expect(page.container.querySelector('h2')?.textContent).to.equal(COPY.PHONE_TITLE);
  });

  it('phone step: masks the number, refuses a short or taken one, sends once, verifies the code after a wrong one, then goes to redirect', async () => {
    const page = await renderAt('/account/security-checkup?redirect=%2Faccount%2Fprivacy', <SecurityCheckupPage />, {
      statuses: { personalInfo: 'COMPLETE', emailConfirmation: 'COMPLETE' },
    });
    page.security.takenPhones.add('+13035550199');
    await submit(buttonNamed(page.container, COPY.SEND_CODE));
    expect(page.errorOf('checkup-phone')).to.equal(PHONE_MESSAGES.PHONE_REQUIRED);
    type(page.input('checkup-phone'), '30355501');
    expect(page.input('checkup-phone')?.value).to.equal('(303) 555-01');
    await submit(buttonNamed(page.container, COPY.SEND_CODE));
    expect(page.errorOf('checkup-phone')).to.equal(PHONE_MESSAGES.PHONE_INVALID);
    // The documents' words stay; the expected format is said beside them, and read with the field.
    const described = (page.input('checkup-phone')?.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).to.include(PHONE_MESSAGES.PHONE_FORMAT_HINT);
    expect(page.container.textContent).to.include(PHONE_MESSAGES.PHONE_FORMAT_HINT);
    expect(document.activeElement).to.equal(page.input('checkup-phone'));
    type(page.input('checkup-phone'), '3035550199');
    await submit(buttonNamed(page.container, COPY.SEND_CODE));
    expect(page.errorOf('checkup-phone')).to.equal(ACCOUNT_MESSAGES.PHONE_TAKEN);
    await expectAccessible({ ignore: ['region'] });

    type(page.input('checkup-phone'), '+1 303 555 0177');
    const button = buttonNamed(page.container, COPY.SEND_CODE);
    act(() => {
      button.click();
      button.click();
    });
    await settle();
    expect(page.security.verifications.size).to.equal(1);
    expect(page.container.textContent).to.include(COPY.codeSent('(303) 555-0177'));
    expect(document.activeElement).to.equal(page.input('checkup-code'));

    type(page.input('checkup-code'), '12');
    await submit(buttonNamed(page.container, COPY.VERIFY));
    expect(page.errorOf('checkup-code')).to.equal(VERIFICATION_CODE_INVALID);
    // A wrong 7-digit code says it is wrong and what to do.
    type(page.input('checkup-code'), page.security.sentCodes.at(-1) === '7654321' ? '1234567' : '7654321');
    await submit(buttonNamed(page.container, COPY.VERIFY));
    expect(page.errorOf('checkup-code')).to.equal("That code isn't right. Check the 7-digit code we texted you, or send a new one.");
    await submit(buttonNamed(page.container, COPY.RESEND_CODE));
    expect(page.container.textContent).to.include(COPY.CODE_RESENT);
    await expectAccessible({ ignore: ['region'] });
    type(page.input('checkup-code'), page.security.sentCodes.at(-1) ?? '');
    await submit(buttonNamed(page.container, COPY.VERIFY));
    await settle();
    expect(page.location()).to.equal('/account/privacy');
  });

  it('a checkup that cannot be loaded says so with a way to try again', async () => {
    const twins = createTestStores({ path: '/account/security-checkup' });
    twins.security.failWith = new Error('down');
    signInCustomer(twins);
    await twins.stores.auth.start(new URL('http://localhost/account/security-checkup'));
    const { container } = renderRoute(<SecurityCheckupPage />, twins.stores);
    await settle();
    expect(container.querySelector('[role="alert"]')?.textContent).to.equal(MESSAGES.TRY_AGAIN);
    twins.security.failWith = null;
    await submit(buttonNamed(container, COPY.RETRY));
    expect(container.querySelectorAll('ol li')).to.have.length(3);
  });
});

describe('<ConfirmEmailPage> and <UnlockAccountPage> in Chromium', () => {
  // axe checks the document: the page sits in a <main> of a titled English document, as in the app shell.
  useTitledDocument('Clipback');
  quietRenderedTests();

  it('confirms a good link and offers to continue the checkup', async () => {
    const twins = createTestStores({ path: '/confirm-email?token=ect-9' });
    twins.security.sentEmailTokens.push('ect-9');
    signInCustomer(twins);
    await twins.stores.auth.start(new URL('http://localhost/confirm-email?token=ect-9'));
    const { container } = renderRoute(<main><ConfirmEmailPage /></main>, twins.stores);
    await settle();
    expect(container.querySelector('h1')?.textContent).to.equal(CONFIRM_EMAIL_COPY.CONFIRMED_TITLE);
    expect(container.querySelector('a')?.getAttribute('href')).to.equal('/account/security-checkup');
    await expectAccessible({ ignore: ['region'] });
  });

  it("an expired link says 'Looks like that link is expired or invalid.' and, signed in, sends a new one", async () => {
    const page = await renderAt('/confirm-email?token=ect-old', <ConfirmEmailPage />);
    expect(page.container.querySelector('[role="alert"]')?.textContent).to.equal(MESSAGES.TOKEN_EXPIRED);
    await submit(buttonNamed(page.container, CONFIRM_EMAIL_COPY.SEND_NEW));
    expect(page.container.querySelector('[role="status"]')?.textContent).to.equal(CONFIRM_EMAIL_COPY.sentNew('demo@clipback.test'));
    expect(page.security.sentEmailTokens).to.have.length(1);
    await expectAccessible({ ignore: ['region'] });
  });

  it('an expired link for a visitor offers signing in to get a new one', async () => {
    const page = await renderAt('/confirm-email', <ConfirmEmailPage />, { signedIn: false });
    expect(page.container.querySelector('[role="alert"]')?.textContent).to.equal(MESSAGES.TOKEN_EXPIRED);
    expect(buttonNamed(page.container, CONFIRM_EMAIL_COPY.SIGN_IN_FOR_NEW)).to.exist;
  });

  it("unlocks with a good link then offers sign-in; a failed call 'Whoops, that didn't work. Try again?' with a retry; expired links say so", async () => {
    const good = await renderAt('/unlock-account?token=unl-1', <UnlockAccountPage />, {
      signedIn: false,
      arrange: (twins) => twins.security.unlockTokens.add('unl-1'),
    });
    expect(good.container.querySelector('h1')?.textContent).to.equal(UNLOCK_ACCOUNT_COPY.UNLOCKED_TITLE);
    good.unmount();

    const twins = createTestStores({ path: '/unlock-account?token=unl-2' });
    twins.security.unlockTokens.add('unl-2');
    twins.security.failWith = new Error('down');
    await twins.stores.auth.start(new URL('http://localhost/unlock-account?token=unl-2'));
    const { container } = renderRoute(<main><UnlockAccountPage /></main>, twins.stores);
    await settle();
    expect(container.querySelector('[role="alert"]')?.textContent).to.equal(MESSAGES.UNLOCK_FAILED);
    await expectAccessible({ ignore: ['region'] });
    twins.security.failWith = null;
    await submit(buttonNamed(container, UNLOCK_ACCOUNT_COPY.RETRY));
    expect(container.querySelector('h1')?.textContent).to.equal(UNLOCK_ACCOUNT_COPY.UNLOCKED_TITLE);
    expect(buttonNamed(container, UNLOCK_ACCOUNT_COPY.SIGN_IN)).to.exist;
    twins.security.failWith = null;
  });
});
