/** The sandbox's stand-in for Plaid Link (scripts/sandbox/services/bankLinking/README.md). */
const SANDBOX_LINK_SCRIPT = '/sandbox/plaid/link-initialize.js';

let loading: Promise<void> | null = null;

/**
 * Against the sandbox, loads the stand-in before react-plaid-link looks for Plaid's script: the stand-in marks
 * the CDN's script as present, so the hook uses it and nothing reaches the CDN. Elsewhere the hook loads Plaid's
 * own script, as it is built to. A failed load is tried again by the next call.
 */
export function loadBankLinkScript(environment: string | null): Promise<void> {
  if (environment !== 'sandbox') return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SANDBOX_LINK_SCRIPT;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      loading = null;
      reject(new Error(`${SANDBOX_LINK_SCRIPT} did not load`));
    };
    document.head.append(script);
  });
  return loading;
}
