// The identity provider's server-rendered pages. No inline script or style (CSP `script-src 'self'`,
// `style-src 'self'`): one stylesheet, and a script file only where a form submits itself.
import { SIGN_IN_REASON, type SignInReason } from '../../../domain/auth/signInReason';
import { BRAND_NAME } from '../../../domain/constants/app';
import { NEW_PASSWORD_LIMITS } from '../../../domain/validation/newPassword';
import { escapeHtml, htmlDocument } from '../http/html';

export interface PageLinks {
  /** The provider's path prefix, e.g. '/identity'. */
  prefix: string;
  /** Where the brand link goes: the app. */
  appHome: string;
}

function layout(links: PageLinks, title: string, body: string, { script }: { script?: string } = {}): string {
  return htmlDocument({
    title: `${escapeHtml(title)} · ${BRAND_NAME}`,
    stylesheet: `${links.prefix}/assets/identity.css`,
    head: script ? `<script src="${links.prefix}/assets/${script}" defer></script>\n` : '',
    body: `<p class="brand"><a href="${escapeHtml(links.appHome)}">${BRAND_NAME}</a></p>
<main class="card" aria-labelledby="page-title">
${body}
</main>`,
  });
}

function alert(message: string | undefined, id = 'form-error'): string {
  return message ? `<div class="alert" id="${id}" role="alert">${escapeHtml(message)}</div>\n` : '';
}

interface FieldOptions {
  id: string;
  label: string;
  type: string;
  autocomplete: string;
  value?: string;
  error?: string;
  hint?: string;
  autofocus?: boolean;
  minLength?: number;
}

function field({ id, label, type, autocomplete, value = '', error, hint, autofocus, minLength }: FieldOptions): string {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  const attributes = [
    `id="${id}"`,
    `name="${id}"`,
    `type="${type}"`,
    `autocomplete="${autocomplete}"`,
    'required',
    type === 'email' ? 'spellcheck="false" autocapitalize="off"' : '',
    value ? `value="${escapeHtml(value)}"` : '',
    minLength ? `minlength="${minLength}"` : '',
    error ? 'aria-invalid="true"' : '',
    describedBy ? `aria-describedby="${describedBy}"` : '',
    autofocus ? 'autofocus' : '',
  ].filter(Boolean);
  return `<div class="field">
<label for="${id}">${escapeHtml(label)}</label>
<input ${attributes.join(' ')}>
${hint ? `<p class="hint" id="${id}-hint">${escapeHtml(hint)}</p>\n` : ''}${
    error ? `<p class="field-error" id="${id}-error" role="alert">${escapeHtml(error)}</p>\n` : ''
  }</div>`;
}

/** A new-password input (sign-up, reset and its confirmation): the browser's password manager suggests one. */
function newPasswordField(options: Pick<FieldOptions, 'id' | 'label' | 'hint' | 'error' | 'autofocus'>): string {
  return field({ ...options, type: 'password', autocomplete: 'new-password', minLength: NEW_PASSWORD_LIMITS.MIN_LENGTH });
}

const NEW_PASSWORD_HINT = `At least ${NEW_PASSWORD_LIMITS.MIN_LENGTH} characters, hard to guess: a few unrelated words work well.`;

export interface SignInPageOptions {
  action: string;
  signUpHref: string;
  /** The forgotten-password page, when the provider can e-mail reset links. */
  forgotPasswordHref?: string;
  email?: string;
  error?: string;
  /** Why the app sent the shopper here (the members-only page they were going to). */
  reason?: SignInReason;
}

/** The sign-in page's lead for each reason the app gives (Auth0's template would read `ext-reason` the same way). */
const SIGN_IN_LEAD: Record<SignInReason, string> = {
  [SIGN_IN_REASON.BONUSES]: `Sign in to see your bonuses: extra cash back for ${BRAND_NAME} members.`,
  [SIGN_IN_REASON.SEARCH]: `Sign in to search retailers and offers on ${BRAND_NAME}.`,
  [SIGN_IN_REASON.ACCOUNT]: `Sign in to see your ${BRAND_NAME} account and earnings.`,
  [SIGN_IN_REASON.REFERRAL]: `Sign in to refer a friend to ${BRAND_NAME}.`,
};

export function signInPage(links: PageLinks, { action, signUpHref, forgotPasswordHref, email = '', error, reason }: SignInPageOptions): string {
  return layout(
    links,
    'Sign in',
    `<h1 id="page-title">Sign in</h1>
<p class="lead">${reason ? SIGN_IN_LEAD[reason] : `Welcome back to ${BRAND_NAME}.`}</p>
${alert(error)}<form method="post" action="${escapeHtml(action)}">
${field({ id: 'email', label: 'Email', type: 'email', autocomplete: 'email', value: email, autofocus: !email })}
${field({ id: 'password', label: 'Password', type: 'password', autocomplete: 'current-password', autofocus: Boolean(email) })}
<button type="submit">Sign in</button>
</form>
${forgotPasswordHref ? `<p class="switch"><a href="${escapeHtml(forgotPasswordHref)}">Forgot password?</a></p>\n` : ''}<p class="switch">New to ${BRAND_NAME}? <a href="${escapeHtml(signUpHref)}">Create an account</a></p>`,
  );
}

export interface SignUpPageOptions {
  action: string;
  signInHref: string;
  email?: string;
  fields?: { email?: string; password?: string };
  /** The email is taken: also offer signing in with it. */
  emailTaken?: boolean;
}

export function signUpPage(
  links: PageLinks,
  { action, signInHref, email = '', fields = {}, emailTaken = false }: SignUpPageOptions,
): string {
  const firstInvalid = fields.email ? 'email' : fields.password ? 'password' : 'email';
  return layout(
    links,
    'Create your account',
    `<h1 id="page-title">Create your account</h1>
<p class="lead">Earn cash back when you shop with ${BRAND_NAME}.</p>
<form method="post" action="${escapeHtml(action)}">
${field({
  id: 'email',
  label: 'Email',
  type: 'email',
  autocomplete: 'email',
  value: email,
  error: fields.email,
  autofocus: firstInvalid === 'email',
})}
${emailTaken ? `<p class="hint"><a href="${escapeHtml(signInHref)}">Sign in with this email</a></p>\n` : ''}${newPasswordField({ id: 'password', label: 'Password', hint: NEW_PASSWORD_HINT, error: fields.password, autofocus: firstInvalid === 'password' })}
<button type="submit">Create account</button>
</form>
<p class="switch">Already have an account? <a href="${escapeHtml(signInHref)}">Sign in</a></p>`,
  );
}

/** The sign-out confirmation: submits itself (auto-submit.js); the button is there without script. */
export function signOutPage(links: PageLinks, form: string): string {
  const confirmed = form
    .replace('<form ', '<form data-auto-submit ')
    .replace('</form>', '<input type="hidden" name="logout" value="yes"/>\n<button type="submit">Sign out</button>\n</form>');
  return layout(
    links,
    'Signing out',
    `<h1 id="page-title">Signing you out…</h1>
<p class="lead">One moment.</p>
${confirmed}`,
    { script: 'auto-submit.js' },
  );
}

export function signedOutPage(links: PageLinks): string {
  return layout(
    links,
    'Signed out',
    `<h1 id="page-title">You're signed out</h1>
<p class="lead">See you soon.</p>
<p class="switch"><a href="${escapeHtml(links.appHome)}">Back to ${BRAND_NAME}</a></p>`,
  );
}

export function errorPage(links: PageLinks, message: string, detail?: string): string {
  return layout(
    links,
    'Something went wrong',
    `<h1 id="page-title">Something went wrong</h1>
${alert(message)}${detail ? `<p class="fine-print">${escapeHtml(detail)}</p>\n` : ''}<p class="switch"><a href="${escapeHtml(
      links.appHome,
    )}">Back to ${BRAND_NAME}</a></p>`,
  );
}

export interface PasswordResetPageOptions {
  action: string;
  token: string;
  fields?: { password?: string; confirm?: string };
}

/** Choosing a new password from an e-mailed link: new + confirm, the token in a hidden field. */
export function passwordResetPage(links: PageLinks, { action, token, fields = {} }: PasswordResetPageOptions): string {
  const firstInvalid = fields.password ? 'password' : fields.confirm ? 'confirm' : 'password';
  return layout(
    links,
    'Choose a new password',
    `<h1 id="page-title">Choose a new password</h1>
<p class="lead">You'll be signed out everywhere else.</p>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="token" value="${escapeHtml(token)}">
${newPasswordField({ id: 'password', label: 'New password', hint: NEW_PASSWORD_HINT, error: fields.password, autofocus: firstInvalid === 'password' })}
${newPasswordField({ id: 'confirm', label: 'Confirm new password', error: fields.confirm, autofocus: firstInvalid === 'confirm' })}
<button type="submit">Save new password</button>
</form>`,
  );
}

export function passwordChangedPage(links: PageLinks): string {
  return layout(
    links,
    'Password changed',
    `<h1 id="page-title">Your password is changed</h1>
<p class="lead">Sign in with your new password.</p>
<p class="switch"><a href="${escapeHtml(links.appHome)}">Back to ${BRAND_NAME}</a></p>`,
  );
}

export interface ForgotPasswordPageOptions {
  action: string;
  /** Back to the sign-in form this page was opened from (same provider only). */
  returnHref: string;
  email?: string;
  /** The address's own problem, shown under the field. */
  emailError?: string;
  /** A refusal of the request (throttled). */
  error?: string;
}

/** Asking for a reset link by e-mail (the link opens /password-reset). */
export function forgotPasswordPage(links: PageLinks, { action, returnHref, email = '', emailError, error }: ForgotPasswordPageOptions): string {
  return layout(
    links,
    'Reset your password',
    `<h1 id="page-title">Reset your password</h1>
<p class="lead">Enter the email of your account and we'll send you a link to choose a new password.</p>
${alert(error)}<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="return" value="${escapeHtml(returnHref)}">
${field({ id: 'email', label: 'Email', type: 'email', autocomplete: 'email', value: email, error: emailError, autofocus: true })}
<button type="submit">Send reset link</button>
</form>
<p class="switch"><a href="${escapeHtml(returnHref)}">Back to sign in</a></p>`,
  );
}

/** After asking: the same answer whether or not the address has an account (no probing for accounts). */
export function resetLinkSentPage(links: PageLinks, { returnHref }: { returnHref: string }): string {
  return layout(
    links,
    'Check your email',
    `<h1 id="page-title">Check your email</h1>
<p class="lead" role="status">If an account uses that address, we've sent it a link to choose a new password. The link works once, for an hour.</p>
<p class="switch"><a href="${escapeHtml(returnHref)}">Back to sign in</a></p>`,
  );
}
