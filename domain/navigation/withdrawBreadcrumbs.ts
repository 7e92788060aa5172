import { ACCOUNT_PANEL, BREADCRUMB_LABEL, NAV_QUERY_KEY, ROUTE_NAME } from '../constants/navigation';
import { WITHDRAW_STEPS, walkedWithdrawStep, withdrawalSteps, type WalkedWithdrawStep, type WithdrawStep } from '../money/withdrawSteps';
import { buildPath } from './buildPath';
import { type Breadcrumb, appendBreadcrumb } from './breadcrumb';

export function isWithdrawStep(value: unknown): value is WithdrawStep {
  return typeof value === 'string' && (WITHDRAW_STEPS as readonly string[]).includes(value);
}

/** 'chooseAccount' → 'Choose Account'. */
export function camelCaseToTitle(name: string): string {
  return name
    .split(/(?=[A-Z])/)
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * Withdraw page (000 §2, 001 §2): Account, 'Withdraw Earnings' (the cashout panel), then one crumb per
 * withdrawal step up to and including the `page` query's step when it is an allowed step name. The steps are
 * the walked ones (preview is the confirm step). Ours (issue 29): once complete, the trail is Complete alone
 * after 'Withdraw Earnings' (which starts a new withdrawal), so no crumb leads back into the done one.
 */
export function withdrawBreadcrumbs(page: string | undefined): Breadcrumb[] {
  const cashoutPath = buildPath(ROUTE_NAME.ACCOUNT_PANEL, { panel: ACCOUNT_PANEL.CASHOUT });
  let trail: Breadcrumb[] = [
    { label: BREADCRUMB_LABEL.ACCOUNT, path: buildPath(ROUTE_NAME.ACCOUNT_PANEL) },
    { label: BREADCRUMB_LABEL.WITHDRAW_EARNINGS, path: cashoutPath },
  ];
  if (!isWithdrawStep(page)) return trail;
  const current = walkedWithdrawStep(page);
  const steps: readonly WalkedWithdrawStep[] =
    current === 'complete' ? [current] : withdrawalSteps.slice(0, withdrawalSteps.indexOf(current) + 1);
  for (const step of steps) {
    const path = buildPath(ROUTE_NAME.ACCOUNT_PANEL, { panel: ACCOUNT_PANEL.CASHOUT }, { [NAV_QUERY_KEY.PAGE]: step });
    trail = appendBreadcrumb(trail, { label: camelCaseToTitle(step), path });
  }
  return trail;
}
