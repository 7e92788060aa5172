import type { FuzzRequest } from './fuzzRequest';

/** The longest a request may take before it counts as a hang. */
export const HANG_MS = 5_000;

export interface FuzzOutcome {
  index: number;
  request: FuzzRequest;
  /** null when the request hung or the connection failed. */
  status: number | null;
  ms: number;
  /** What was wrong ('5xx …', 'hang …', 'outside the contract …'), or null. */
  problem: string | null;
}

async function runOne(origin: string, request: FuzzRequest, index: number): Promise<FuzzOutcome> {
  const started = performance.now();
  try {
    const response = await fetch(origin + request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: AbortSignal.timeout(HANG_MS),
    });
    const text = await response.text();
    const ms = performance.now() - started;
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // Kept as text: the judge decides whether a non-JSON answer is allowed.
    }
    if (response.status >= 500) return { index, request, status: response.status, ms, problem: `${response.status}: ${text.slice(0, 300)}` };
    const outside = request.judge(response.status, body);
    return { index, request, status: response.status, ms, problem: outside && `outside the contract: ${outside}` };
  } catch (error) {
    const ms = performance.now() - started;
    const hung = (error as Error).name === 'TimeoutError';
    return { index, request, status: null, ms, problem: hung ? `hang: no answer in ${HANG_MS} ms` : `connection failed: ${String(error)}` };
  }
}

/** Sends every request, `concurrency` at a time, and returns each outcome in request order. */
export async function runRequests(origin: string, requests: readonly FuzzRequest[], concurrency: number): Promise<FuzzOutcome[]> {
  const outcomes: FuzzOutcome[] = new Array(requests.length);
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const index = next++;
      outcomes[index] = await runOne(origin, requests[index] as FuzzRequest, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, requests.length) }, worker));
  return outcomes;
}

export function percentile(values: readonly number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
}
