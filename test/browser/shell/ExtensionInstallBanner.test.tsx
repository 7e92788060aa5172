import { expectAccessible } from '../support/axe';
import { expect } from 'chai';
import { COOKIE } from '../../../domain/constants/cookies';
import { RETAILER_ID } from '../../../domain/constants/retailers';
import { SECOND_MS } from '../../../domain/constants/timing';
import { ExtensionInstallBanner } from '../../../ui/components/ExtensionInstallBanner/ExtensionInstallBanner';
import { EXTENSION_INSTALL_BANNER } from '../../../ui/components/ExtensionInstallBanner/copy';
import { cleanup, click } from '../support/render';
import { isShown, press, renderShell, type ShellSetup } from './support/shellHarness';

const banner = () => document.querySelector<HTMLElement>(`section[aria-label="${EXTENSION_INSTALL_BANNER.LABEL}"]`);

/** A retailer page's banner after extension detection answered `version` (none by default). */
function renderBanner(
  setup: ShellSetup & { version?: string | null; dismissed?: boolean; detect?: boolean; retailerId?: number } = {},
) {
  const retailerId = setup.retailerId ?? 12;
  return renderShell(
    <main>
      <h1>Acme</h1>
      <ExtensionInstallBanner retailerId={retailerId} />
    </main>,
    {
      path: `/retailers/Acme/${retailerId}`,
      ...setup,
      arrange: async ({ extension, cookies, stores }) => {
        extension.version = setup.version ?? null;
        if (setup.dismissed) cookies.set(COOKIE.EXTENSION_INSTALL_BANNER_DISMISSED.name, '1');
        if (setup.detect !== false) await stores.extension.detect();
      },
    },
  );
}

describe('<ExtensionInstallBanner> in Chromium', () => {
  afterEach(cleanup);

  it('asks a visitor without the extension to install it, linking to /browser-extension, with no axe violations', async () => {
    await renderBanner();
    expect(banner()?.querySelector('p')?.textContent).to.equal(EXTENSION_INSTALL_BANNER.TEXT);
    const install = banner()!.querySelector('a')!;
    expect(install.textContent).to.equal(EXTENSION_INSTALL_BANNER.INSTALL);
    expect(install.getAttribute('href')).to.equal('/browser-extension');
    await expectAccessible({ root: banner()! });
  });

  it('shows for a signed-in shopper too, and its Install link moves to the extension page in the app', async () => {
    const { stores } = await renderBanner({ signedIn: true });
    click(banner()!.querySelector('a'));
    expect(stores.router.pathname).to.equal('/browser-extension');
  });

  it('waits for the detection, and stays hidden when an extension version is known', async () => {
    await renderBanner({ detect: false });
    expect(banner()).to.equal(null);
    cleanup();
    await renderBanner({ version: '4.1.0' });
    expect(banner()).to.equal(null);
  });

  it('stays hidden under the desktop width (phones: 375) and at retailer 1058', async () => {
    await renderBanner({ width: 375 });
    expect(banner(), 'in the markup: the width is its CSS').to.exist;
    expect(isShown(banner())).to.equal(false);
    expect(isShown(banner()!.querySelector('a')), 'out of the tab order').to.equal(false);
    cleanup();
    await renderBanner({ width: 680 });
    expect(isShown(banner())).to.equal(true);
    cleanup();
    await renderBanner({ retailerId: RETAILER_ID.HIDES_EXTENSION_HEADER });
    expect(banner()).to.equal(null);
  });

  it('is reached by keyboard: Tab lands on Install, then on Dismiss, and Enter dismisses it', async () => {
    await renderBanner();
    (document.activeElement as HTMLElement | null)?.blur();
    await press('Tab');
    expect(document.activeElement?.textContent).to.equal(EXTENSION_INSTALL_BANNER.INSTALL);
    await press('Tab');
    expect(document.activeElement?.getAttribute('aria-label')).to.equal(EXTENSION_INSTALL_BANNER.DISMISS);
    await press('Enter');
    expect(banner()).to.equal(null);
  });

  it('dismissing it hides it and sets its cookie for 30 days; while set it stays hidden', async () => {
    const { cookies, clock } = await renderBanner();
    click(banner()!.querySelector(`button[aria-label="${EXTENSION_INSTALL_BANNER.DISMISS}"]`));
    expect(banner()).to.equal(null);
    expect(cookies.get(COOKIE.EXTENSION_INSTALL_BANNER_DISMISSED.name)).to.equal('1');
    expect(cookies.get(COOKIE.EXTENSION_HEADER_DISMISSED.name), "the promo header's own cookie is untouched").to.equal(null);
    clock.advance(COOKIE.EXTENSION_INSTALL_BANNER_DISMISSED.maxAgeMs - SECOND_MS);
    expect(cookies.get(COOKIE.EXTENSION_INSTALL_BANNER_DISMISSED.name)).to.equal('1');
    clock.advance(2 * SECOND_MS);
    expect(cookies.get(COOKIE.EXTENSION_INSTALL_BANNER_DISMISSED.name)).to.equal(null);
    cleanup();

    await renderBanner({ dismissed: true });
    expect(banner()).to.equal(null);
  });
});
