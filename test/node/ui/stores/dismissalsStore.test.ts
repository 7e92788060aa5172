import { expect } from 'chai';
import { FixedClock } from '../../../../adapters/clock/Clock';
import { MemoryCookies } from '../../../../adapters/cookies/Cookies';
import { COOKIE } from '../../../../domain/constants/cookies';
import { DismissalsStore } from '../../../../ui/stores/DismissalsStore';

describe('DismissalsStore (dismissible strips, remembered by their cookies)', () => {
  it('hides a dismissed strip at once and, through its cookie, in a later visit until the cookie expires', () => {
    const clock = new FixedClock(new Date('2026-03-01T12:00:00.000Z'));
    const cookies = new MemoryCookies(clock);
    const banner = COOKIE.EXTENSION_INSTALL_BANNER_DISMISSED;
    const dismissals = new DismissalsStore({ cookies });
    expect(dismissals.isDismissed(banner)).to.equal(false);
    dismissals.dismiss(banner);
    expect(dismissals.isDismissed(banner)).to.equal(true);
    expect(dismissals.isDismissed(COOKIE.EXTENSION_HEADER_DISMISSED), 'each strip has its own cookie').to.equal(false);

    const laterVisit = new DismissalsStore({ cookies });
    expect(laterVisit.isDismissed(banner)).to.equal(true);
    clock.advance(banner.maxAgeMs);
    expect(new DismissalsStore({ cookies }).isDismissed(banner)).to.equal(false);
  });
});
