import { expect } from 'chai';
import { parseOptions, selected } from '../../../scripts/bench/web/options.mjs';

// `npm run bench:web -- …` (issue 31): a developer runs a subset while iterating; a typo must not pass as a run that measured nothing.
describe('bench:web options', () => {
  it('measures everything, three runs, the working tree alone, by default', () => {
    const options = parseOptions([]);
    expect(options).to.include({ against: undefined, runs: 3, pages: undefined, interactions: undefined });
    expect([...options.skip]).to.deep.equal([]);
  });

  it('reads a base commit, the runs, the pages and the groups left out (no Lighthouse means no floor)', () => {
    const options = parseOptions(['--against', 'HEAD~1', '--runs', '1', '--pages', 'home, retailer', '--skip-lighthouse', '--skip-interactions']);
    expect(options).to.deep.include({ against: 'HEAD~1', runs: 1, pages: ['home', 'retailer'] });
    expect([...options.skip].sort()).to.deep.equal(['floor', 'interactions', 'lighthouse']);
  });

  it('refuses a run count that is not a whole number of at least 1, and an unknown option', () => {
    expect(() => parseOptions(['--runs', '0'])).to.throw('--runs must be a whole number of at least 1, got 0');
    expect(() => parseOptions(['--runs', 'two'])).to.throw('--runs');
    expect(() => parseOptions(['--page', 'home'])).to.throw(/--page/);
  });

  it('keeps the named items, and names the unknown ones with the known', () => {
    const items = [{ name: 'home' }, { name: 'offer' }];
    expect(selected(items, undefined, 'page')).to.deep.equal(items);
    expect(selected(items, ['offer', 'search'], 'page', ['search'])).to.deep.equal([{ name: 'offer' }]);
    expect(() => selected(items, ['hom'], 'page')).to.throw('no page named hom (known: home, offer)');
  });
});
