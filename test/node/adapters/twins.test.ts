import { expect } from 'chai';
import { FixedClock } from '../../../adapters/clock/Clock';
import { MemoryCookies } from '../../../adapters/cookies/Cookies';
import { MemoryOffersGateway } from '../../../adapters/offers/MemoryOffersGateway';
import { MemoryStorage, webStorage } from '../../../adapters/storage/KeyValueStorage';
import { describeCookiesContract } from '../../contracts/cookiesContract';
import { describeStorageContract } from '../../contracts/storageContract';
import { MESSAGES } from '../../../domain/constants/messages';
import { rejection } from '../../support/rejection';

describeCookiesContract('MemoryCookies (in-memory twin)', () => {
  const clock = new FixedClock();
  return { cookies: new MemoryCookies(clock), advance: (ms) => clock.advance(ms) };
});

describeStorageContract('MemoryStorage (in-memory twin)', () => new MemoryStorage());

describe('webStorage', () => {
  it('treats a storage that throws (quota, disabled) as empty instead of breaking the page', () => {
    const throwing = {
      getItem() {
        throw new Error('SecurityError');
      },
      setItem() {
        throw new Error('QuotaExceededError');
      },
      removeItem() {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    const storage = webStorage(throwing);
    expect(() => storage.set('k', 'v')).not.to.throw();
    expect(storage.get('k')).to.equal(null);
    expect(() => storage.remove('k')).not.to.throw();
  });
});

describe('FixedClock', () => {
  it('stands still until advanced or set', () => {
    const clock = new FixedClock('2026-03-01T00:00:00.000Z');
    expect(clock.now().toISOString()).to.equal('2026-03-01T00:00:00.000Z');
    clock.advance(1500);
    expect(clock.now().toISOString()).to.equal('2026-03-01T00:00:01.500Z');
    clock.set('2027-01-01T00:00:00.000Z');
    expect(clock.now().getUTCFullYear()).to.equal(2027);
  });
});

describe('MemoryOffersGateway', () => {
  it("resolves an offer group as the real gateway does: its ids, or 'Could not find offer ID for offer group ID: {id}'", async () => {
    const twin = new MemoryOffersGateway();
    twin.offerGroups.set('8001', [501, 502]);
    twin.offerGroups.set('8002', []);
    expect(await twin.fetchOfferGroupOfferIds('8001')).to.deep.equal([501, 502]);
    expect((await rejection(twin.fetchOfferGroupOfferIds('8002'))).message).to.equal(MESSAGES.noOfferForOfferGroup('8002'));
    expect((await rejection(twin.fetchOfferGroupOfferIds('7'))).message).to.equal(MESSAGES.noOfferForOfferGroup('7'));
  });
});
