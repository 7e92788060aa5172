import { expect } from 'chai';
import { Loadable } from '../../../../../ui/stores/base/Loadable';
import { deferred } from '../../../../support/deferred';

describe('Loadable (one page section)', () => {
  it('is idle, then loading, then ready with the answer', async () => {
    const section = new Loadable<number[]>([]);
    expect(section.status).to.equal('idle');
    expect(section.isLoading).to.equal(true);
    const answer = deferred<number[]>();
    const run = section.run(() => answer.promise, 'fallback');
    expect(section.status).to.equal('loading');
    answer.resolve([1, 2]);
    expect(await run).to.equal(true);
    expect(section.status).to.equal('ready');
    expect(section.value).to.deep.equal([1, 2]);
  });

  it("never rejects: a failure keeps the error's message (or the fallback) and the initial value", async () => {
    const section = new Loadable<number[]>([]);
    expect(await section.run(() => Promise.reject(new Error('No categories with retailers were returned')), 'fallback')).to.equal(false);
    expect(section.status).to.equal('error');
    expect(section.error).to.equal('No categories with retailers were returned');
    expect(section.value).to.deep.equal([]);
    await section.run(() => Promise.reject(new Error('')), 'Encountered an error. Please refresh the page.');
    expect(section.error).to.equal('Encountered an error. Please refresh the page.');
  });

  it('keeps the newer answer when an older load finishes last', async () => {
    const section = new Loadable<string>('');
    const older = deferred<string>();
    const newer = deferred<string>();
    const first = section.run(() => older.promise, 'fallback');
    const second = section.run(() => newer.promise, 'fallback');
    newer.resolve('newer');
    older.resolve('older');
    expect(await second).to.equal(true);
    expect(await first).to.equal(false);
    expect(section.value).to.equal('newer');
  });

  it('set, fail and reset replace whatever a pending load would have answered', async () => {
    const section = new Loadable<string>('initial');
    const pending = deferred<string>();
    const run = section.run(() => pending.promise, 'fallback');
    section.set('derived');
    pending.resolve('late');
    await run;
    expect(section.value).to.equal('derived');
    section.fail('source failed');
    expect([section.status, section.error, section.value]).to.deep.equal(['error', 'source failed', 'initial']);
    section.reset();
    expect([section.status, section.error]).to.deep.equal(['idle', null]);
  });
});
