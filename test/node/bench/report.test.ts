import { expect } from 'chai';
import sinon from 'sinon';
import { printReport } from '../../../scripts/bench/web/report.mjs';
import { Results } from '../../../scripts/bench/web/results.mjs';

// bench:web's verdict (issue 31): budgets judged on head's median, the base beside it with head/base.
describe('bench:web report', () => {
  let printed: string[];
  beforeEach(() => {
    printed = [];
    sinon.stub(console, 'log').callsFake((line: string) => printed.push(line));
    sinon.stub(console, 'warn');
  });
  afterEach(() => sinon.restore());

  const interaction = (head: number[], base: number[] = []) => {
    const results = new Results();
    for (const durationMs of head) results.add('interactions', 'offer: Add', 'head', { durationMs });
    for (const durationMs of base) results.add('interactions', 'offer: Add', 'base', { durationMs });
    return results;
  };
  const row = (name: string) => printed.find((line) => line.trim().startsWith(name))?.trim().split(/\s{2,}/);

  it('meets a budget when two of three runs do, and misses it when only one does', () => {
    expect(printReport(interaction([120, 150, 400]), { runs: 3, floor: false })).to.equal(true);
    expect(row('offer: Add')).to.deep.equal(['offer: Add', '150 (120–400)', '≤ 200 ms', 'pass']);
    printed = [];
    expect(printReport(interaction([120, 250, 400]), { runs: 3, floor: false })).to.equal(false);
    expect(row('offer: Add')?.at(-1)).to.equal('MISS');
  });

  it('prints the base beside head with head/base of the medians', () => {
    printReport(interaction([150, 160, 170], [100, 80, 120]), { runs: 3, base: 'main (abc)', floor: false });
    expect(row('offer: Add')).to.deep.equal(['offer: Add', '160 (150–170)', '100 (80–120)', '1.60×', '≤ 200 ms', 'pass']);
  });

  it('counts a failed measurement of head as a miss, and only reports one of the base', () => {
    const baseFailed = interaction([100]);
    baseFailed.fail('interactions', 'cashout', 'base', new Error('no radio named Checking'));
    expect(printReport(baseFailed, { runs: 1, base: 'old', floor: false })).to.equal(true);
    expect(printed).to.include('  ! base interactions cashout: no radio named Checking');

    const headFailed = interaction([100]);
    headFailed.fail('interactions', 'cashout', 'head', new Error('timed out'));
    expect(printReport(headFailed, { runs: 1, floor: false })).to.equal(false);
  });
});
