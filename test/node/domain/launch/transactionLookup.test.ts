import { expect } from 'chai';
import { transactionArgumentProblems } from '../../../../domain/launch/transactionLookup';

describe('transactionArgumentProblems', () => {
  const launchId = `lid-${'aB3'.repeat(10)}xy`;

  it('finds none in a retailer id and a whole launch id', () => {
    expect(transactionArgumentProblems('1058', launchId)).to.deep.equal({});
  });

  it('names each argument that cannot be what it names', () => {
    expect(Object.keys(transactionArgumentProblems('0', launchId))).to.deep.equal(['retailerId']);
    expect(Object.keys(transactionArgumentProblems('1058abc', launchId))).to.deep.equal(['retailerId']);
    expect(Object.keys(transactionArgumentProblems('1058', `${launchId}z`))).to.deep.equal(['launchId']);
    expect(transactionArgumentProblems('x', 'lid-short')).to.deep.equal({
      retailerId: 'must be a retailer id',
      launchId: 'must be lid- followed by 32 letters or digits',
    });
  });
});
