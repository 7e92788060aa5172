import { DOCUMENT_RULES, expectAccessible } from '../support/axe';
import { expect } from 'chai';
import { act } from 'react';
import { STORAGE_KEY } from '../../../domain/constants/cookies';
import * as MESSAGES from '../../../domain/constants/messages';
import { RETAILER_ID } from '../../../domain/constants/retailers';
import { MFA_CODE_MESSAGES } from '../../../domain/retailers/mfaCode';
import { ApiError } from '../../../sdk/src';
import { DIRECT_LINK_COPY } from '../../../ui/pages/retailerLink/direct/copy';
import { DirectLinkSection } from '../../../ui/pages/retailerLink/direct/DirectLinkSection';
import { MFA_STEP_COPY } from '../../../ui/pages/retailerLink/mfa/copy';
import { MfaLinkStep } from '../../../ui/pages/retailerLink/mfa/MfaLinkStep';
import { StoresProvider } from '../../../ui/stores/StoresContext';
import { createTestStores, signInCustomer } from '../../support/testStores';
import { buttonNamed, settle } from '../offers/support/offersTestSupport';
import { cleanup, click, render, type } from '../support/render';
import { renderRoute } from '../support/renderRoute';
import { setViewport } from '../support/viewport';
import { MFA_REQUIRED } from '../../../domain/retailers/linkButtonLabels';

const GRANDMART = { id: RETAILER_ID.DIRECT_INTEGRATION, name: 'Grandmart <b>Superstore</b>' };
const MFA_RETAILER = { id: RETAILER_ID.MFA, name: 'Harbor Outfitters' };
const verified1408 = { retailerId: RETAILER_ID.DIRECT_INTEGRATION, status: 'verified', locked: false };

async function signedInAt(path: string) {
  const twins = createTestStores({ path });
  signInCustomer(twins);
  await twins.stores.auth.start(new URL(`http://localhost${path}`));
  return twins;
}


async function submit(form: HTMLFormElement | null): Promise<void> {
  await act(async () => {
    form?.requestSubmit();
  });
  await settle(4);
}

describe('<DirectLinkSection> in Chromium', () => {
  afterEach(async () => {
    cleanup();
    await setViewport(1280, 800);
  });

  it('explains the link, leaves for the retailer once (a double click starts once), markup in the name as text, no axe violations', async () => {
    const twins = await signedInAt('/retailers/Grandmart-Superstore/1408/link');
    const { container } = renderRoute(<DirectLinkSection retailer={GRANDMART} />, twins.stores);
    await settle(4);
    expect(container.querySelector('h2')?.textContent).to.equal(DIRECT_LINK_COPY.heading(GRANDMART.name));
    expect(container.querySelector('b')).to.equal(null);
    await expectAccessible({ ignore: DOCUMENT_RULES });
    const button = buttonNamed(container, DIRECT_LINK_COPY.linkButton(GRANDMART.name));
    click(button);
    click(button);
    await settle(4);
    expect(twins.externalNavigation.replacedWith).to.have.length(1);
    expect(twins.directLinking.attempts.size).to.equal(1);
    expect(button.disabled, 'stays disabled while the page leaves').to.equal(true);
    expect(container.querySelector('[aria-live="polite"]')?.textContent).to.equal(DIRECT_LINK_COPY.starting(GRANDMART.name));
  });

  it('finishes the return in the URL: linked, the query removed; then unlinks', async () => {
    const start = await signedInAt('/retailers/Grandmart-Superstore/1408/link');
    const started = await start.directLinking.startDirectLink('/retailers/Grandmart-Superstore/1408/link');
    const back = start.directLinking.consentReturn(started.redirectUri);
    const twins = await signedInAt(`${back.pathname}${back.search}`);
    Object.assign(twins.directLinking, { attempts: start.directLinking.attempts });
    twins.storage.set(STORAGE_KEY.DIRECT_LINK_STATE, started.state);
    const { container } = renderRoute(<DirectLinkSection retailer={GRANDMART} />, twins.stores);
    await settle(6);
    expect(container.querySelector('[role="status"]')?.textContent).to.equal(DIRECT_LINK_COPY.linked(GRANDMART.name));
    expect(twins.history.location.search).to.equal('');
    await expectAccessible({ ignore: DOCUMENT_RULES });

    click(buttonNamed(container, DIRECT_LINK_COPY.unlinkButton));
    await settle(4);
    expect([...container.querySelectorAll('[role="status"]')].map((node) => node.textContent)).to.include(DIRECT_LINK_COPY.unlinked(GRANDMART.name));
    expect(buttonNamed(container, DIRECT_LINK_COPY.linkButton(GRANDMART.name)).disabled).to.equal(false);
  });

  it('shows a failure as an alert (start refused; unlink refused)', async () => {
    const twins = await signedInAt('/retailers/Grandmart-Superstore/1408/link');
    twins.linking.links.set(RETAILER_ID.DIRECT_INTEGRATION, verified1408);
    const { container } = renderRoute(<DirectLinkSection retailer={GRANDMART} />, twins.stores);
    await settle(4);
    // The direct integration's unlink (walmartUnlinkCustomerAccount) refuses.
    twins.directLinking.failWith = new ApiError('Not linked', { service: 'gateway', operation: 'unlinkDirect', status: 404 });
    click(buttonNamed(container, DIRECT_LINK_COPY.unlinkButton));
    await settle(4);
    expect(container.querySelector('[role="alert"]')?.textContent).to.equal("Hm, we couldn't unlink your account. Try again?");
    await expectAccessible({ ignore: DOCUMENT_RULES });
  });

  it('fits 375, 768 and 1280 px without overflowing', async () => {
    const twins = await signedInAt('/retailers/Grandmart-Superstore/1408/link');
    const { container } = renderRoute(<DirectLinkSection retailer={GRANDMART} />, twins.stores);
    await settle(4);
    for (const width of [375, 768, 1280]) {
      await setViewport(width, 800);
      const section = container.querySelector('section') as HTMLElement;
      expect(section.scrollWidth, `${width}px`).to.be.at.most(section.clientWidth + 1);
      expect(section.getBoundingClientRect().right, `${width}px`).to.be.at.most(width);
    }
  });
});

describe('<MfaLinkStep> in Chromium', () => {
  afterEach(async () => {
    cleanup();
    await setViewport(1280, 800);
  });

  async function renderStep() {
    const twins = await signedInAt('/retailers/Harbor-Outfitters/1144/link');
    twins.directLinking.links.set(RETAILER_ID.MFA, { retailerId: RETAILER_ID.MFA, status: 'verified', locked: true });
    const rendered = render(<StoresProvider stores={twins.stores}><MfaLinkStep retailer={MFA_RETAILER} /></StoresProvider>);
    await settle(2);
    const input = rendered.container.querySelector('input') as HTMLInputElement;
    return { twins, ...rendered, input, form: rendered.container.querySelector('form') };
  }

  it("explains the step under 'Finish linking account' and labels the code field; no axe violations", async () => {
    const { container, input } = await renderStep();
    expect(container.querySelector('h2')?.textContent).to.equal(MFA_REQUIRED);
    expect(container.textContent).to.include(MFA_STEP_COPY.explanation(MFA_RETAILER.name));
    expect(document.querySelector(`label[for="${input.id}"]`)?.textContent).to.equal(MFA_STEP_COPY.codeLabel);
    await expectAccessible({ ignore: DOCUMENT_RULES });
  });

  it('an empty or malformed code shows its message inline, focuses the field and sends nothing', async () => {
    const { input, form, twins } = await renderStep();
    await submit(form);
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    expect(document.getElementById(`${input.id}-error`)?.textContent).to.equal(MFA_CODE_MESSAGES.REQUIRED);
    expect(input.getAttribute('aria-describedby')).to.include(`${input.id}-error`);
    expect(document.activeElement).to.equal(input);
    type(input, '12a');
    await submit(form);
    expect(document.getElementById(`${input.id}-error`)?.textContent).to.equal(MFA_CODE_MESSAGES.INVALID);
    expect(twins.stores.accountLinks.linkAt(RETAILER_ID.MFA)).to.equal(undefined);
    await expectAccessible({ ignore: DOCUMENT_RULES });
  });

  it("the service's wrong-code message shows inline; the right code links and says so", async () => {
    const { input, form, container, twins } = await renderStep();
    type(input, '000000');
    await submit(form);
    expect(document.getElementById(`${input.id}-error`)?.textContent).to.equal(MFA_CODE_MESSAGES.WRONG);
    type(input, twins.directLinking.mfaCode);
    await submit(form);
    expect(container.querySelector('[role="status"]')?.textContent).to.equal(MFA_STEP_COPY.linked(MFA_RETAILER.name));
    expect(twins.stores.accountLinks.linkAt(RETAILER_ID.MFA)?.locked).to.equal(false);
  });

  it('a failing service shows the generic message as an alert; the button is disabled while the code is checked', async () => {
    const { input, form, container, twins } = await renderStep();
    let release: () => void = () => undefined;
    const original = twins.directLinking.finishMfaLink.bind(twins.directLinking);
    twins.directLinking.finishMfaLink = (...args) => new Promise((resolve, reject) => {
      release = () => original(...args).then(resolve, reject);
    });
    twins.directLinking.failWith = new Error('down');
    type(input, '123456');
    await act(async () => {
      form?.requestSubmit();
    });
    const button = container.querySelector('button[type="submit"]') as HTMLButtonElement;
    expect(button.disabled).to.equal(true);
    expect(button.textContent).to.equal(MFA_STEP_COPY.submitting);
    await act(async () => release());
    await settle(4);
    expect(container.querySelector('[role="alert"]')?.textContent).to.equal(MESSAGES.TRY_AGAIN);
  });

  it('fits 375, 768 and 1280 px without overflowing', async () => {
    const { container } = await renderStep();
    for (const width of [375, 768, 1280]) {
      await setViewport(width, 800);
      const section = container.querySelector('section') as HTMLElement;
      expect(section.scrollWidth, `${width}px`).to.be.at.most(section.clientWidth + 1);
    }
  });
});
