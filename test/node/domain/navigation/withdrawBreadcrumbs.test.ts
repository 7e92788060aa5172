import { expect } from 'chai';
import { WITHDRAW_STEPS } from '../../../../domain/money/withdrawSteps';
import { camelCaseToTitle, isWithdrawStep, withdrawBreadcrumbs } from '../../../../domain/navigation/withdrawBreadcrumbs';

const account = { label: 'Account', path: '/account' };
const withdraw = { label: 'Withdraw Earnings', path: '/account/cashout' };

describe('withdraw breadcrumbs', () => {
  it('names the 001 withdrawal flow\'s steps: choose account, amount, preview, confirm, complete', () => {
    expect(WITHDRAW_STEPS).to.deep.equal(['chooseAccount', 'chooseAmount', 'preview', 'confirm', 'complete']);
    expect(isWithdrawStep('preview')).to.equal(true);
    expect(isWithdrawStep('Preview')).to.equal(false);
    expect(isWithdrawStep(undefined)).to.equal(false);
  });

  it('"account, then \'Withdraw Earnings\' (links to account-panel with panel=cashout)"', () => {
    expect(withdrawBreadcrumbs(undefined)).to.deep.equal([account, withdraw]);
  });

  it('"further crumbs from the query page when it is an allowed step name"', () => {
    expect(withdrawBreadcrumbs('hack')).to.deep.equal([account, withdraw]);
    expect(withdrawBreadcrumbs('')).to.deep.equal([account, withdraw]);
  });

  it('"each step up to and including the current one adds a crumb, title from splitting the camel-case name"', () => {
    expect(withdrawBreadcrumbs('chooseAccount')).to.deep.equal([
      account,
      withdraw,
      { label: 'Choose Account', path: '/account/cashout?page=chooseAccount' },
    ]);
    expect(withdrawBreadcrumbs('confirm')).to.deep.equal([
      account,
      withdraw,
      { label: 'Choose Account', path: '/account/cashout?page=chooseAccount' },
      { label: 'Choose Amount', path: '/account/cashout?page=chooseAmount' },
      { label: 'Confirm', path: '/account/cashout?page=confirm' },
    ]);
  });

  it('preview and confirm are one step (ours, issue 29): preview\'s trail is the confirm step\'s, no Preview crumb', () => {
    expect(withdrawBreadcrumbs('preview')).to.deep.equal(withdrawBreadcrumbs('confirm'));
  });

  it('after completion, no crumb leads back into the done withdrawal\'s steps (ours, issue 29)', () => {
    expect(withdrawBreadcrumbs('complete')).to.deep.equal([
      account,
      withdraw,
      { label: 'Complete', path: '/account/cashout?page=complete' },
    ]);
  });

  it('splits camel-case names into capitalised words', () => {
    expect(camelCaseToTitle('chooseAccount')).to.equal('Choose Account');
    expect(camelCaseToTitle('confirm')).to.equal('Confirm');
    expect(camelCaseToTitle('aBC')).to.equal('A B C');
  });
});
