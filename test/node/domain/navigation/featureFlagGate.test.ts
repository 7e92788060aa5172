import { expect } from 'chai';
import { FLAG, LIST_TO_OFFERS_VALUE } from '../../../../domain/constants/flags';
import { featureFlagRedirect, isNavigationFlagOn } from '../../../../domain/navigation/featureFlagGate';

describe('feature-flag gate', () => {
  it('reads true and list-to-offers \'enabled\' as on', () => {
    expect(isNavigationFlagOn({ [FLAG.MAINTENANCE]: true }, FLAG.MAINTENANCE)).to.equal(true);
    expect(isNavigationFlagOn({ [FLAG.LIST_TO_OFFERS]: LIST_TO_OFFERS_VALUE.ENABLED }, FLAG.LIST_TO_OFFERS)).to.equal(true);
  });

  it('reads false, \'disabled\', other values and unevaluated flags as off', () => {
    expect(isNavigationFlagOn({ [FLAG.MAINTENANCE]: false }, FLAG.MAINTENANCE)).to.equal(false);
    expect(isNavigationFlagOn({ [FLAG.LIST_TO_OFFERS]: LIST_TO_OFFERS_VALUE.DISABLED }, FLAG.LIST_TO_OFFERS)).to.equal(false);
    expect(isNavigationFlagOn({ [FLAG.POPULAR_SORT]: 'true' }, FLAG.POPULAR_SORT)).to.equal(false);
    expect(isNavigationFlagOn({}, FLAG.POPULAR_SORT)).to.equal(false);
    expect(isNavigationFlagOn(undefined, FLAG.POPULAR_SORT)).to.equal(false);
  });

  it('"Feature-flag-gated routes redirect to home when the flag is off"', () => {
    expect(featureFlagRedirect(FLAG.LIST_TO_OFFERS, { [FLAG.LIST_TO_OFFERS]: 'disabled' })).to.deep.equal({
      redirect: '/home',
      status: 302,
    });
    expect(featureFlagRedirect(FLAG.LIST_TO_OFFERS, undefined)?.redirect).to.equal('/home');
    expect(featureFlagRedirect(FLAG.LIST_TO_OFFERS, { [FLAG.LIST_TO_OFFERS]: 'enabled' })).to.equal(null);
    expect(featureFlagRedirect(undefined, {}), 'ungated route').to.equal(null);
  });
});
