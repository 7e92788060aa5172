import { expect } from 'chai';
import { SerialQueue } from '../../../../../ui/stores/base/SerialQueue';
import { deferred } from '../../../../support/deferred';
import { settle } from '../../../../support/slowCalls';

describe('SerialQueue', () => {
  it('starts a task only once the one before it has settled, and answers each its own result', async () => {
    const queue = new SerialQueue();
    const first = deferred<string>();
    const started: string[] = [];
    const a = queue.run(() => (started.push('a'), first.promise));
    const b = queue.run(async () => (started.push('b'), 'b'));
    await settle();
    expect(started).to.deep.equal(['a']);
    first.resolve('a');
    expect(await Promise.all([a, b])).to.deep.equal(['a', 'b']);
    expect(started).to.deep.equal(['a', 'b']);
  });

  it('a task that fails rejects its own caller and does not stop the next', async () => {
    const queue = new SerialQueue();
    const failed = queue.run(() => Promise.reject(new Error('down')));
    const next = queue.run(async () => 'next');
    let error: unknown;
    await failed.catch((caught: unknown) => (error = caught));
    expect((error as Error).message).to.equal('down');
    expect(await next).to.equal('next');
  });
});
