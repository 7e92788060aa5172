import { expect } from 'chai';
import { registrationLandingPath } from '../../../../domain/auth/registrationLanding';
import { referralLinkPath } from '../../../../domain/customers/referralLink';
import { guardRoute } from '../../../../domain/navigation/guards';
import { matchRoute } from '../../../../domain/navigation/matchRoute';
import { addOfferReturnPath, offerPageTarget } from '../../../../domain/offers/offerPageTarget';

describe('after sign-up (000 §7)', () => {
  it('lands on /welcome?source=register, with where the shopper was going as the redirect', () => {
    expect(registrationLandingPath(null)).to.equal('/welcome?source=register');
    expect(registrationLandingPath('/retailers/Grandmart/1408')).to.equal('/welcome?source=register&redirect=%2Fretailers%2FGrandmart%2F1408');
    expect(registrationLandingPath('//evil.example/x'), 'another origin is dropped').to.equal('/welcome?source=register');
  });

  it('lands back on the offer signed up from: /offers/{id}?source=add-offer&offerGroupId=…', () => {
    const back = addOfferReturnPath(501, ' 8001 ');
    expect(back).to.equal('/offers/501?source=add-offer&offerGroupId=8001');
    expect(registrationLandingPath(back)).to.equal(back);
    expect(addOfferReturnPath(501)).to.equal('/offers/501?source=add-offer');
    // The offer page then shows that offer rather than looking the group up.
    expect(offerPageTarget(matchRoute('/offers/501', '?source=add-offer&offerGroupId=8001'))).to.deep.equal({ kind: 'offer', offerId: 501 });
    expect(registrationLandingPath('/offers/501?offerGroupId=8001'), 'an offer page without the source').to.equal(
      '/welcome?source=register&redirect=%2Foffers%2F501%3FofferGroupId%3D8001',
    );
  });
});

describe('the referral link (001 §2 "register accepts query friend")', () => {
  it('is /register?friend=CODE, which a visitor is not turned away from', () => {
    const path = referralLinkPath('AVERY10');
    expect(path).to.equal('/register?friend=AVERY10');
    expect(guardRoute({ route: matchRoute('/register', '?friend=AVERY10'), signedIn: false })).to.equal(null);
  });
});
