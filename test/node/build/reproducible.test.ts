import { expect } from 'chai';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve, sep } from 'node:path';
import { buildIn, copySourceTree } from '../../support/sourceTree';
import { filesUnder } from '../../support/filesUnder';

const REPO_ROOT = resolve(import.meta.dirname, '../../..');

/** Up to a dozen of `names`, and how many there are: a readable failure when hundreds differ. */
const sample = (names: string[]) => ({ count: names.length, first: names.slice(0, 12) });

/**
 * Instances built apart (one per machine, or per folder on one) serve each other's pages behind one proxy only if
 * they name every file alike: the build of one commit must be the same bytes wherever it runs. Two copies of
 * this tree in two folders of different names and depths, built at once with different locales and time zones.
 */
describe('build: one commit built in two folders gives the same files, byte for byte', function () {
  this.timeout(600_000);
  let parent: string;
  let dists: [string, string];

  before(async () => {
    parent = mkdtempSync(join(tmpdir(), 'clipback-reproducible-'));
    const folders = [join(parent, 'one'), join(parent, 'another', 'checkout')] as const;
    for (const folder of folders) copySourceTree(REPO_ROOT, folder);
    await Promise.all([
      buildIn(folders[0], { TZ: 'UTC', LANG: 'en_US.UTF-8', LC_ALL: 'en_US.UTF-8' }),
      buildIn(folders[1], { TZ: 'Pacific/Chatham', LANG: 'tr_TR.UTF-8', LC_ALL: 'tr_TR.UTF-8' }),
    ]);
    dists = [join(folders[0], 'dist'), join(folders[1], 'dist')];
  });

  after(() => rmSync(parent, { recursive: true, force: true }));

  const listing = (dist: string) => filesUnder(dist).map((file) => relative(dist, file).split(sep).join('/')).sort();

  it('writes the same file names', () => {
    const [first, second] = dists.map(listing) as [string[], string[]];
    expect(first.length).to.be.greaterThan(100);
    expect(sample(first.filter((name) => !second.includes(name))), 'only in the first folder').to.deep.equal(sample([]));
    expect(sample(second.filter((name) => !first.includes(name))), 'only in the second folder').to.deep.equal(sample([]));
  });

  it('writes the same bytes in every file', () => {
    const [first, second] = dists;
    const common = listing(first).filter((name) => listing(second).includes(name));
    expect(common.length).to.be.greaterThan(100);
    const differing = common.filter((name) => !readFileSync(join(first, name)).equals(readFileSync(join(second, name))));
    expect(sample(differing), 'files whose bytes differ').to.deep.equal(sample([]));
  });
});
