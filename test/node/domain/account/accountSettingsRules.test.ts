import { expect } from 'chai';
import { ACCOUNT_MESSAGES } from '../../../../domain/constants/account';
import { ACCOUNT_PANEL } from '../../../../domain/constants/navigation';
import { accountPanelOf } from '../../../../domain/navigation/accountPanel';
import { breadcrumbTrail } from '../../../../domain/navigation/breadcrumbs';
import { matchRoute } from '../../../../domain/navigation/matchRoute';
import { routeHistoryEntry } from '../../../../domain/navigation/routeHistory';
import { isOptBackInConfirmed, OPT_BACK_IN_CONFIRMATION } from '../../../../domain/privacy/optBackIn';
import { canDownloadPersonalData, type PersonalDataRequest } from '../../../../domain/privacy/personalDataRequest';
import { changedProfileFields, type ProfileForm } from '../../../../domain/validation/profileFields';
import { validateProfileForm } from '../../../../domain/validation/profileForm';
import { NAME_MESSAGES } from '../../../../domain/validation/names';
import { BIRTH_DATE_MESSAGES } from '../../../../domain/validation/birthDate';
import { ZIP_INVALID } from '../../../../domain/validation/zip';

const TODAY = new Date('2026-03-01T12:00:00Z');
const DAY = 24 * 3600 * 1000;
const valid: ProfileForm = { firstName: 'Avery', lastName: "O'Neil", email: 'avery@example.com', birthDate: '1990-05-04', zip: '80011' };

describe('account settings rules', () => {
  it('the account panel: none is the profile, a known one itself, anything else not found', () => {
    expect(accountPanelOf(undefined)).to.equal(ACCOUNT_PANEL.PROFILE);
    expect(accountPanelOf('')).to.equal(ACCOUNT_PANEL.PROFILE);
    for (const panel of ['profile', 'notifications', 'privacy', 'earnings', 'cashout']) expect(accountPanelOf(panel)).to.equal(panel);
    expect(accountPanelOf('Privacy')).to.equal(null);
    expect(accountPanelOf('settings')).to.equal(null);
  });

  it('the account tabs have no breadcrumbs; the withdrawal reads Account, Withdraw Earnings', () => {
    const trail = (path: string) => breadcrumbTrail({ current: routeHistoryEntry(matchRoute(path, ''), ''), history: [], signedIn: true });
    for (const path of ['/account', '/account/profile', '/account/notifications', '/account/privacy', '/account/earnings']) expect(trail(path), path).to.deep.equal([]);
    expect(trail('/account/cashout').map((crumb) => crumb.label)).to.deep.equal(['Account', 'Withdraw Earnings']);
  });

  it('opting back in needs exactly the term', () => {
    expect(isOptBackInConfirmed(OPT_BACK_IN_CONFIRMATION)).to.equal(true);
    for (const input of ['opt in', ' OPT IN', 'OPT  IN', 'YES', '']) expect(isOptBackInConfirmed(input), input).to.equal(false);
  });

  it("the profile form: the registration rules and the documents' messages, trimmed values", () => {
    expect(validateProfileForm({ ...valid, firstName: '  Avery ' }, TODAY)).to.deep.equal({ ok: true, value: valid });
    const result = validateProfileForm({ firstName: '', lastName: 'Smith Jones', email: 'nope', birthDate: '2015-01-01', zip: '1234' }, TODAY);
    expect(result).to.deep.equal({
      ok: false,
      fields: {
        firstName: NAME_MESSAGES.FIRST_NAME_REQUIRED,
        lastName: NAME_MESSAGES.NAME_INVALID_CHARACTERS,
        email: ACCOUNT_MESSAGES.EMAIL_INVALID,
        birthDate: BIRTH_DATE_MESSAGES.TOO_YOUNG,
        zip: ZIP_INVALID,
      },
    });
    expect(validateProfileForm({ ...valid, firstName: 'A'.repeat(30) }, TODAY)).to.deep.include({ ok: false, fields: { firstName: NAME_MESSAGES.NAME_TOO_LONG } });
  });

  it('sends only the fields that changed', () => {
    expect(changedProfileFields({ ...valid, zip: '10001' }, valid)).to.deep.equal({ zip: '10001' });
    expect(changedProfileFields(valid, valid)).to.deep.equal({});
  });

  it('a personal data file downloads only while ready and inside its 7 days', () => {
    const readyAt = new Date(TODAY.getTime() - DAY);
    const ready: PersonalDataRequest = { id: 'r', status: 'ready', requestedAt: readyAt, readyAt, expiresAt: new Date(readyAt.getTime() + 7 * DAY) };
    expect(canDownloadPersonalData(ready, TODAY)).to.equal(true);
    expect(canDownloadPersonalData(ready, new Date(readyAt.getTime() + 7 * DAY))).to.equal(false);
    expect(canDownloadPersonalData({ ...ready, status: 'pending', readyAt: null }, TODAY)).to.equal(false);
  });
});
