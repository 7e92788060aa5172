import { expect } from 'chai';
import { type KeyValueStorage } from '../../adapters/storage/KeyValueStorage';
import { readJson, writeJson } from '../../ui/stores/storedJson';

/** One contract for the key-value storage port, run against localStorage in Chromium and the twin in Node. */
export function describeStorageContract(label: string, makeStorage: () => KeyValueStorage): void {
  describe(`KeyValueStorage contract: ${label}`, () => {
    let storage: KeyValueStorage;
    beforeEach(() => {
      storage = makeStorage();
      storage.remove('k');
    });

    it('stores, reads and removes a value', () => {
      expect(storage.get('k')).to.equal(null);
      storage.set('k', 'v');
      expect(storage.get('k')).to.equal('v');
      storage.remove('k');
      expect(storage.get('k')).to.equal(null);
    });

    it('round-trips JSON and falls back on a corrupt entry', () => {
      writeJson(storage, 'k', { ids: [1482, 88] });
      expect(readJson(storage, 'k', null)).to.deep.equal({ ids: [1482, 88] });
      storage.set('k', '{not json');
      expect(readJson(storage, 'k', { ids: [] })).to.deep.equal({ ids: [] });
    });
  });
}
