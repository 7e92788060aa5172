// What every FlagsPort must do, run on the in-memory twin and on the SDK mapping against the sandbox.
import { expect } from 'chai';
import type { FlagsPort } from '../../adapters/flags/FlagsPort';
import { FLAG_DEFAULTS } from '../../domain/constants/flags';
import { describeContract } from './contractSuite';

/** A value's kind as the flag defaults have them: a list, or the typeof of a scalar. */
const kindOf = (value: unknown) => (Array.isArray(value) ? 'array' : typeof value);

export function describeFlagsContract(name: string, setup: () => Promise<{ flags: FlagsPort; customerId: string }>): void {
  describeContract(`FlagsPort contract: ${name}`, setup, (subject) => {
    it('answers known flags, each a value of its default’s kind, for a visitor and for a customer', async () => {
      for (const request of [
        { customerId: null, platform: 'web_v2' },
        { customerId: subject.customerId, platform: 'web_mobile' },
      ] as const) {
        const values = await subject.flags.evaluate(request);
        expect(Object.keys(values).length).to.be.greaterThan(0);
        for (const [key, value] of Object.entries(values)) {
          expect(FLAG_DEFAULTS, `flag ${key}`).to.have.property(key);
          expect(kindOf(value), `flag ${key}`).to.equal(kindOf(FLAG_DEFAULTS[key as keyof typeof FLAG_DEFAULTS]));
        }
      }
    });
  });
}
