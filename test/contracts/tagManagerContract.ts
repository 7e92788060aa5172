// What every TagManager must do, run on the data-layer adapter and on the in-memory twin.
import { expect } from 'chai';
import type { TagManager, TagManagerEvent } from '../../adapters/tracking/TagManager';

export interface TagManagerContractSubject {
  tagManager: TagManager;
  /** The events the tag manager holds, oldest first. */
  pushed(): readonly TagManagerEvent[];
}

export function describeTagManagerContract(name: string, setup: () => TagManagerContractSubject): void {
  describe(`TagManager contract: ${name}`, () => {
    it('keeps every event with its variables, in order', () => {
      const subject = setup();
      subject.tagManager.push({ event: 'first', retailerId: 7 });
      subject.tagManager.push({ event: 'second' });
      expect(subject.pushed()).to.deep.equal([{ event: 'first', retailerId: 7 }, { event: 'second' }]);
    });

    it('keeps a copy: changing the pushed object later changes nothing', () => {
      const subject = setup();
      const event: TagManagerEvent = { event: 'launch', retailerId: 7 };
      subject.tagManager.push(event);
      event.retailerId = 8;
      expect(subject.pushed()[0]).to.deep.equal({ event: 'launch', retailerId: 7 });
    });
  });
}
