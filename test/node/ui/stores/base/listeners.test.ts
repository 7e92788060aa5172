import { expect } from 'chai';
import { Listeners } from '../../../../../ui/stores/base/Listeners';

describe('Listeners', () => {
  it('tells each listener in turn until it is removed', () => {
    const listeners = new Listeners<number>('[test] a listener failed');
    const heard: string[] = [];
    const removeFirst = listeners.add((event) => heard.push(`first ${event}`));
    listeners.add((event) => heard.push(`second ${event}`));
    listeners.emit(1);
    removeFirst();
    listeners.emit(2);
    expect(heard).to.deep.equal(['first 1', 'second 1', 'second 2']);
  });

  it('warns about a listener that throws and still tells the others', () => {
    const listeners = new Listeners<string>('[test] a listener failed');
    const heard: string[] = [];
    const warnings: unknown[][] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args);
    try {
      listeners.add(() => {
        throw new Error('boom');
      });
      listeners.add((event) => heard.push(event));
      listeners.emit('signed out');
    } finally {
      console.warn = warn;
    }
    expect(heard).to.deep.equal(['signed out']);
    expect(warnings.map(([message]) => message)).to.deep.equal(['[test] a listener failed']);
  });
});
