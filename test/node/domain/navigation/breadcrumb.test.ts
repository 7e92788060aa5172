import { expect } from 'chai';
import { appendBreadcrumb } from '../../../../domain/navigation/breadcrumb';

describe('appendBreadcrumb', () => {
  const a = { label: 'A', path: '/a' };
  const b = { label: 'B', path: '/b' };
  const c = { label: 'C', path: '/c' };

  it('appends a new crumb', () => {
    expect(appendBreadcrumb([a, b], c)).to.deep.equal([a, b, c]);
  });

  it('never duplicates: a crumb already in the trail cuts the trail back to it', () => {
    expect(appendBreadcrumb([a, b, c], b)).to.deep.equal([a, b]);
    expect(appendBreadcrumb([a], { label: 'A again', path: '/a' })).to.deep.equal([a]);
  });
});
