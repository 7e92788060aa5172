import type { DirectLinkingGateway } from '../../adapters/directLinking/DirectLinkingGateway';
import type { KeyValueStorage } from '../../adapters/storage/KeyValueStorage';
import type { RetailerAccountLink } from '../../domain/browsing/retailerPageAction';
import { STORAGE_KEY } from '../../domain/constants/cookies';
import * as MESSAGES from '../../domain/constants/messages';
import { DIRECT_LINK_MESSAGES, directLinkReturn } from '../../domain/retailers/directLinkReturn';
import { validateMfaCode } from '../../domain/retailers/mfaCode';
import { refusalOutcome, type FormOutcome } from './formOutcome';

/**
 * Linking the direct-integration retailer (001 §4 1408, §7): start (walmartOAuthServiceLogin, keep the state,
 * leave for the retailer's sign-in), finish on the page it returns to (check the state, walmartLinkCustomerAccount)
 * (AccountLinksStore unlinks it); and the multi-factor code of a link waiting for it (1144). Each answers
 * what the service answered and never rejects.
 */
export interface DirectLinkPorts {
  gateway: DirectLinkingGateway;
  storage: KeyValueStorage;
}

export type DirectLinkOutcome<T> = { ok: true; value: T } | { ok: false; message: string };

/** Starts a link that returns to `goto` (this page), then leaves for the retailer's sign-in. */
export async function startDirectLink(goto: string, ports: DirectLinkPorts & { leave: (url: string) => void }): Promise<DirectLinkOutcome<null>> {
  try {
    const started = await ports.gateway.startDirectLink(goto);
    ports.storage.set(STORAGE_KEY.DIRECT_LINK_STATE, started.state);
    ports.leave(started.redirectUri);
    return { ok: true, value: null };
  } catch (error) {
    console.warn('[direct link] could not start', error);
    return { ok: false, message: MESSAGES.TRY_AGAIN };
  }
}

/**
 * Finishes the link a page's query returns with: null when the query carries no return. The started state is
 * spent whatever the outcome (a return is used once).
 */
export async function finishDirectLink(query: URLSearchParams, ports: DirectLinkPorts): Promise<DirectLinkOutcome<RetailerAccountLink> | null> {
  const returned = directLinkReturn(query, ports.storage.get(STORAGE_KEY.DIRECT_LINK_STATE));
  if (returned.kind === 'none') return null;
  ports.storage.remove(STORAGE_KEY.DIRECT_LINK_STATE);
  if (returned.kind === 'refused') return { ok: false, message: returned.message };
  try {
    return { ok: true, value: await ports.gateway.finishDirectLink(returned.code, returned.state) };
  } catch (error) {
    console.warn('[direct link] could not finish', error);
    return { ok: false, message: MESSAGES.TRY_AGAIN };
  }
}

/** The multi-factor form's one field. */
export type MfaField = 'code';

/** Sends the retailer's code for a link waiting for it; a malformed code is refused here, nothing sent. */
export async function finishMfaLink(
  input: { customerId: string; retailerId: number; code: string },
  ports: Pick<DirectLinkPorts, 'gateway'>,
): Promise<FormOutcome<RetailerAccountLink, MfaField>> {
  const code = validateMfaCode(input.code);
  if (!code.ok) return { ok: false, fields: { code: code.message }, message: null, status: null };
  try {
    return { ok: true, value: await ports.gateway.finishMfaLink(input.customerId, input.retailerId, code.value) };
  } catch (error) {
    // A link that no longer waits for a code says so, as do too many wrong codes (429, issue 29); anything else
    // is the generic failure (001 §8).
    return refusalOutcome(error, ['code'], MESSAGES.TRY_AGAIN, [409, 429]);
  }
}
