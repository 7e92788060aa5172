import { ACCOUNT_PANEL, type AccountPanel } from '../constants/navigation';

/**
 * Which panel /account/:panel? shows: no panel is the profile (the first tab); a known panel is itself; any
 * other value is null, and the page answers not-found (ours: a mistyped panel is a wrong address, not the
 * profile under another name).
 */
export function accountPanelOf(param: string | undefined): AccountPanel | null {
  if (param === undefined || param === '') return ACCOUNT_PANEL.PROFILE;
  return (Object.values(ACCOUNT_PANEL) as string[]).includes(param) ? (param as AccountPanel) : null;
}
