// The provider's interaction route (/identity/interaction/:uid): Clipback's own sign-in and sign-up pages.
// GET shows a form; POST …/login and …/signup check it and hand the result back to oidc-provider.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import { errors } from 'oidc-provider';
import { parseSignInReason, SIGN_IN_REASON_PARAM, type SignInReason } from '../../../domain/auth/signInReason';
import { accountLockedMessage, IDENTITY_MESSAGES } from './constants';
import { signIn, signUp } from './credentials';
import { sendHtml } from '../http/html';
import { readFormOrRefuse, sendStatus } from './http';
import { identityIdOf, type IdentityAccount, type IdentityAccounts } from './identityAccounts';
import { errorPage, signInPage, signUpPage, type PageLinks } from './pages';

export type InteractionAction = 'login' | 'signup' | undefined;

export interface InteractionHandlerOptions {
  provider: Provider;
  accounts: IdentityAccounts;
  links: PageLinks;
  clock: () => Date;
  /** Called once when a wrong password locks an account (the sandbox e-mails the unlock link). */
  onAccountLocked?: (account: IdentityAccount, at: Date) => Promise<void>;
  /** Where the sign-in page's "Forgot password?" leads, when the provider offers it. */
  forgotPasswordHref?: string;
}

type Screen = 'login' | 'signup';
type InteractionDetails = Awaited<ReturnType<Provider['interactionDetails']>>;

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export function createInteractionHandler({ provider, accounts, links, clock, onAccountLocked, forgotPasswordHref }: InteractionHandlerOptions) {
  const base = (uid: string) => `${links.prefix}/interaction/${uid}`;
  const hrefs = (uid: string) => ({
    signInHref: `${base(uid)}?screen=login`,
    signUpHref: `${base(uid)}?screen=signup`,
  });

  function showSignIn(response: ServerResponse, uid: string, status: number, email: string, error?: string, reason?: SignInReason | null) {
    const forgot = forgotPasswordHref ? { forgotPasswordHref: `${forgotPasswordHref}?return=${encodeURIComponent(hrefs(uid).signInHref)}` } : {};
    const why = reason ? { reason } : {};
    sendHtml(response, status, signInPage(links, { action: `${base(uid)}/login`, ...hrefs(uid), ...forgot, email, error, ...why }));
  }

  function showSignUp(
    response: ServerResponse,
    uid: string,
    status: number,
    values: { email?: string; fields?: { email?: string; password?: string }; emailTaken?: boolean } = {},
  ) {
    sendHtml(response, status, signUpPage(links, { action: `${base(uid)}/signup`, ...hrefs(uid), ...values }));
  }

  /** Should the provider ask for consent after all, the first-party app is granted what it asked for. */
  async function grantConsent(request: IncomingMessage, response: ServerResponse, details: InteractionDetails) {
    const { prompt, params, session, grantId } = details;
    const accountId = session?.accountId;
    const clientId = text(params.client_id);
    const grant = (grantId ? await provider.Grant.find(grantId) : undefined) ?? new provider.Grant({ accountId, clientId });
    const missingScope = prompt.details.missingOIDCScope;
    if (Array.isArray(missingScope) && missingScope.length > 0) grant.addOIDCScope(missingScope.join(' '));
    const missingClaims = prompt.details.missingOIDCClaims;
    if (Array.isArray(missingClaims) && missingClaims.length > 0) grant.addOIDCClaims(missingClaims);
    const missingResources = prompt.details.missingResourceScopes;
    if (missingResources && typeof missingResources === 'object') {
      for (const [indicator, scopes] of Object.entries(missingResources as Record<string, string[]>)) {
        grant.addResourceScope(indicator, scopes.join(' '));
      }
    }
    await provider.interactionFinished(request, response, { consent: { grantId: await grant.save() } });
  }

  async function finishLogin(request: IncomingMessage, response: ServerResponse, accountId: string) {
    await provider.interactionFinished(
      request,
      response,
      { login: { accountId: identityIdOf(accountId) } },
      { mergeWithLastSubmission: false },
    );
  }

  async function postLogin(request: IncomingMessage, response: ServerResponse, uid: string, form: URLSearchParams, reason: SignInReason | null) {
    const email = form.get('email') ?? '';
    const password = form.get('password') ?? '';
    const result = await signIn(accounts, email, password, clock());
    if (result.ok) return finishLogin(request, response, result.account.id);
    if (result.reason === 'locked') {
      if (result.lockedNow && onAccountLocked) await onAccountLocked(result.lockedNow, clock());
      const minutesLeft = (result.lockedUntil.getTime() - clock().getTime()) / 60_000;
      return showSignIn(response, uid, 423, email, accountLockedMessage(minutesLeft), reason);
    }
    return showSignIn(response, uid, 401, email, IDENTITY_MESSAGES.WRONG_CREDENTIALS, reason);
  }

  async function postSignUp(request: IncomingMessage, response: ServerResponse, uid: string, form: URLSearchParams) {
    const email = form.get('email') ?? '';
    const password = form.get('password') ?? '';
    const result = await signUp(accounts, email, password, clock());
    if (result.ok) return finishLogin(request, response, result.account.id);
    const status = result.emailTaken ? 409 : 400;
    return showSignUp(response, uid, status, { email, fields: result.fields, emailTaken: result.emailTaken ?? false });
  }

  return async function handleInteraction(
    request: IncomingMessage,
    response: ServerResponse,
    url: URL,
    uid: string,
    action: InteractionAction,
  ): Promise<void> {
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if ((action === undefined && !isRead) || (action !== undefined && request.method !== 'POST')) {
      return sendStatus(response, 405, { Allow: action === undefined ? 'GET, HEAD' : 'POST' });
    }
    let details: InteractionDetails;
    try {
      details = await provider.interactionDetails(request, response);
    } catch (error) {
      // No interaction cookie (expired, another browser, a cross-site post): start again from the app.
      // Anything else (the provider's storage failing) is the sandbox's own failure and goes up as one.
      if (!(error instanceof errors.SessionNotFound)) throw error;
      return sendHtml(response, 400, errorPage(links, IDENTITY_MESSAGES.SESSION_EXPIRED));
    }
    if (details.uid !== uid) return sendHtml(response, 400, errorPage(links, IDENTITY_MESSAGES.SESSION_EXPIRED));
    if (details.prompt.name === 'consent') return grantConsent(request, response, details);
    if (details.prompt.name !== 'login') {
      return sendHtml(response, 400, errorPage(links, 'We could not sign you in.', `unexpected prompt ${details.prompt.name}`));
    }

    // Why the app sent the shopper here (a known code only: never text from the request).
    const reason = parseSignInReason(details.params[SIGN_IN_REASON_PARAM]);
    if (isRead) {
      const requested = url.searchParams.get('screen');
      const screen: Screen =
        requested === 'signup' || requested === 'login'
          ? requested
          : details.params.screen_hint === 'signup'
            ? 'signup'
            : 'login';
      const email = text(details.params.login_hint);
      return screen === 'signup' ? showSignUp(response, uid, 200, { email }) : showSignIn(response, uid, 200, email, undefined, reason);
    }

    const form = await readFormOrRefuse(request, response);
    if (!form) return;
    return action === 'login' ? postLogin(request, response, uid, form, reason) : postSignUp(request, response, uid, form);
  };
}
