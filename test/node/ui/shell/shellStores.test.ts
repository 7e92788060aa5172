import { expect } from 'chai';
import { MemoryExtension } from '../../../../adapters/extension/MemoryExtension';
import { MemoryExternalNavigation } from '../../../../adapters/location/ExternalNavigation';
import { EnvironmentStore } from '../../../../ui/stores/EnvironmentStore';
import { ExtensionStore } from '../../../../ui/stores/ExtensionStore';
import { LayoutStore } from '../../../../ui/stores/LayoutStore';
import { ModalStore } from '../../../../ui/stores/ModalStore';
import { ToastStore } from '../../../../ui/stores/ToastStore';

describe('LayoutStore (000 §9 breakpoints)', () => {
  it("counts under 768 as a phone's header", () => {
    const layout = new LayoutStore({ initialWidth: 768 });
    expect(layout.isMobileHeader).to.equal(false);
    layout.setWidth(767);
    expect(layout.isMobileHeader).to.equal(true);
  });

  it('counts 680 or wider as desktop', () => {
    const layout = new LayoutStore({ initialWidth: 680 });
    expect(layout.isDesktop).to.equal(true);
    layout.setWidth(679);
    expect(layout.isDesktop).to.equal(false);
  });
});

describe('ToastStore', () => {
  it('adds toasts with a tone and an id, and dismisses one by id', () => {
    const toasts = new ToastStore();
    const saved = toasts.success('Saved');
    const failed = toasts.error('Failed');
    toasts.show('Note');
    expect(toasts.toasts.map((toast) => toast.tone)).to.deep.equal(['success', 'error', 'info']);
    expect(saved.id).to.not.equal(failed.id);
    toasts.dismiss(saved.id);
    expect(toasts.toasts.map((toast) => toast.message)).to.deep.equal(['Failed', 'Note']);
  });
});

describe('ModalStore (one modal at a time)', () => {
  it('replaces the current modal on open, and records the close', () => {
    const modals = new ModalStore();
    modals.open({ kind: 'loggedOut', retailerName: 'Acme' });
    modals.open({ kind: 'privacyApproval', settingId: 'limit_ad_tracking' });
    expect(modals.current?.kind).to.equal('privacyApproval');
    expect(modals.isOpen('loggedOut')).to.equal(false);
    expect(modals.openCount).to.equal(2);
    modals.close();
    expect(modals.current).to.equal(null);
    expect(modals.closed).to.deep.equal(['privacyApproval']);
    modals.close();
    expect(modals.closed).to.have.length(1);
  });
});

describe('ExtensionStore', () => {
  it('is undetected, then holds the version the port answers (or null)', async () => {
    const extension = new ExtensionStore({ extension: new MemoryExtension('4.2.0') });
    expect(extension.detected).to.equal(false);
    await extension.detect();
    expect(extension).to.include({ detected: true, version: '4.2.0' });
    const none = new ExtensionStore({ extension: new MemoryExtension(null) });
    await none.detect();
    expect(none).to.include({ detected: true, version: null });
  });
});

describe('EnvironmentStore', () => {
  it('counts as production until the configuration says otherwise', () => {
    const environment = new EnvironmentStore({ externalNavigation: new MemoryExternalNavigation() });
    expect(environment.isProduction).to.equal(true);
    environment.setEnvironment('staging');
    expect(environment.isProduction).to.equal(false);
    environment.setEnvironment('production');
    expect(environment.isProduction).to.equal(true);
  });
});
