import { expect } from 'chai';
import { LatestLoad } from '../../../../../ui/stores/base/LatestLoad';
import { deferred } from '../../../../support/deferred';

describe('LatestLoad.run (a store holding a value beside other state)', () => {
  it('hands the answer to keep, and a failure to fail, never rejecting', async () => {
    const latest = new LatestLoad();
    const kept: number[] = [];
    const failed: unknown[] = [];
    expect(await latest.run(() => Promise.resolve(1), (value) => kept.push(value), (error) => failed.push(error))).to.equal(true);
    const refusal = new Error('down');
    expect(await latest.run(() => Promise.reject(refusal), (value) => kept.push(value), (error) => failed.push(error))).to.equal(false);
    expect(kept).to.deep.equal([1]);
    expect(failed).to.deep.equal([refusal]);
  });

  it('drops an older answer or failure that arrives after a newer load started, or after cancel', async () => {
    const latest = new LatestLoad();
    const kept: string[] = [];
    const failed: unknown[] = [];
    const older = deferred<string>();
    const olderFailing = deferred<string>();
    const first = latest.run(() => older.promise, (value) => kept.push(value), (error) => failed.push(error));
    const second = latest.run(() => olderFailing.promise, (value) => kept.push(value), (error) => failed.push(error));
    const third = latest.run(() => Promise.resolve('newest'), (value) => kept.push(value), (error) => failed.push(error));
    older.resolve('older');
    olderFailing.reject(new Error('late'));
    expect(await Promise.all([first, second, third])).to.deep.equal([false, false, true]);
    const cancelled = deferred<string>();
    const fourth = latest.run(() => cancelled.promise, (value) => kept.push(value), (error) => failed.push(error));
    latest.cancel();
    cancelled.resolve('after cancel');
    expect(await fourth).to.equal(false);
    expect(kept).to.deep.equal(['newest']);
    expect(failed).to.deep.equal([]);
  });
});
