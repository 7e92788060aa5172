/**
 * `SANDBOX_ENDPOINTS=off` (also `false`, `0`), read when the sandbox starts, turns the sandbox-only
 * endpoints off: `npm start` and `startSandbox` leave them on unless the environment says so.
 */
export function sandboxEndpointsEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return !['off', 'false', '0'].includes((env.SANDBOX_ENDPOINTS ?? '').trim().toLowerCase());
}

/**
 * A deployment rather than a demo: the sandbox-only endpoints off and NODE_ENV=production. It seeds no demo
 * accounts, so no known password or deterministic seed secret (the e-mail settings token) answers there (issue 29).
 */
export function isProductionMode(env: NodeJS.ProcessEnv = process.env): boolean {
  return !sandboxEndpointsEnabled(env) && env.NODE_ENV === 'production';
}
