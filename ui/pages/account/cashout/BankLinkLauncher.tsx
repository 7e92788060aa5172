import { useEffect, useState } from 'react';
import { usePlaidLink, type PlaidLinkError, type PlaidLinkOnSuccessMetadata } from 'react-plaid-link';
import { ACCOUNT_MESSAGES } from '../../../../domain/constants/account';
import { loadBankLinkScript } from './bankLinkScript';

interface BankLinkLauncherProps {
  token: string;
  environment: string | null;
  onSuccess(publicToken: string, metadata: PlaidLinkOnSuccessMetadata): void;
  /** Link closed: null when the shopper closed it, else the message to show. */
  onExit(message: string | null): void;
}

/** Opens the bank-linking dialog (Plaid Link through react-plaid-link) once its script is ready. Renders nothing. */
export function BankLinkLauncher({ token, environment, ...handlers }: BankLinkLauncherProps) {
  const [scriptReady, setScriptReady] = useState(environment !== 'sandbox');
  useEffect(() => {
    let live = true;
    loadBankLinkScript(environment).then(
      () => live && setScriptReady(true),
      () => live && handlers.onExit(ACCOUNT_MESSAGES.ADD_ACCOUNT_UNAVAILABLE),
    );
    return () => {
      live = false;
    };
    // Loaded once per launch; the handlers of the first render are the ones Link calls back.
  }, [environment]);
  return scriptReady ? <OpenLink token={token} {...handlers} /> : null;
}

function OpenLink({ token, onSuccess, onExit }: Omit<BankLinkLauncherProps, 'environment'>) {
  const { open, ready, error } = usePlaidLink({
    token,
    // Plaid's types allow no token (flows that hand over none); this one always needs one.
    onSuccess: (publicToken, metadata) => (publicToken ? onSuccess(publicToken, metadata) : onExit(ACCOUNT_MESSAGES.ADD_ACCOUNT_UNAVAILABLE)),
    onExit: (linkError: PlaidLinkError | null) =>
      onExit(linkError ? (linkError.display_message ?? ACCOUNT_MESSAGES.ADD_ACCOUNT_UNAVAILABLE) : null),
  });
  useEffect(() => {
    if (ready) open();
  }, [ready, open]);
  useEffect(() => {
    if (error) onExit(ACCOUNT_MESSAGES.ADD_ACCOUNT_UNAVAILABLE);
  }, [error, onExit]);
  return null;
}
