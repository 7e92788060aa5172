import type { FlagsRequest } from '../../adapters/flags/FlagsPort';

/**
 * What a server-rendered page carries for the app to adopt (issue 31): the answers of every port call the
 * route's loader made on the server and the flags request it rendered with. The page
 * holds it as a JSON block (`<script type="application/json">`: the CSP runs no inline script); the app's
 * first render replays the same loader against these answers, so it renders what the server rendered without a
 * second fetch, and then hydrates.
 */
export interface FirstViewData {
  /** Each call's answer by `callKey`. */
  readonly calls: Readonly<Record<string, unknown>>;
  /** The flags the server rendered with (an anonymous visitor's). */
  readonly flagsRequest: FlagsRequest;
  /** The path (with query) the server rendered: the app adopts the data only when it starts on it. */
  readonly path: string;
}

/** The data block's element id. */
export const FIRST_VIEW_DATA_ID = 'first-view-data';

/** One call's key: the port, the method and its arguments as JSON (the same on server and client). */
export function callKey(port: string, method: string, args: readonly unknown[]): string {
  return `${port}.${method}(${JSON.stringify(args).slice(1, -1)})`;
}

type Answers = Map<string, unknown>;

/** Wraps `port` so each call's answer is kept in `answers` by its key (the server's render). */
export function recordingPort<T extends object>(name: string, port: T, answers: Answers): T {
  return wrapMethods(port, (method, call) => (...args) => {
    const answer = call(...args);
    // Only a fulfilled call is kept: a failure is fetched again by the app, which shows it as it would.
    return answer.then((value) => {
      answers.set(callKey(name, method, args), value);
      return value;
    });
  });
}

/**
 * Wraps `port` so a call whose answer is in `answers` answers it while `adopting()` says the app still renders
 * its first view (a loader asking twice gets it twice); any other call goes to the port.
 */
export function replayingPort<T extends object>(name: string, port: T, answers: Answers, adopting: () => boolean): T {
  return wrapMethods(port, (method, call) => (...args) => {
    const key = callKey(name, method, args);
    if (adopting() && answers.has(key)) {
      return Promise.resolve(answers.get(key));
    }
    return call(...args);
  });
}

type AsyncMethod = (...args: unknown[]) => Promise<unknown>;

/** A view of `port` whose function members are replaced by `wrap(name, original)` (each made once). */
function wrapMethods<T extends object>(port: T, wrap: (method: string, call: AsyncMethod) => AsyncMethod): T {
  const wrapped = new Map<string, AsyncMethod>();
  return new Proxy(port, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof property !== 'string' || typeof value !== 'function') return value;
      let method = wrapped.get(property);
      if (!method) {
        method = wrap(property, (...args) => (value as AsyncMethod).apply(target, args));
        wrapped.set(property, method);
      }
      return method;
    },
  });
}

/** JSON for a data block, safe inside a `<script>` element (no `</script>`, no comment opener). */
export function scriptSafeJson(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** Reads the data block a server-rendered page carries; null on a page the server did not render (or a broken block). */
export function readFirstViewData(doc: Pick<Document, 'getElementById'>): FirstViewData | null {
  const text = doc.getElementById(FIRST_VIEW_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as FirstViewData;
    return data && typeof data === 'object' && data.calls && data.flagsRequest && typeof data.path === 'string' ? data : null;
  } catch {
    return null;
  }
}
