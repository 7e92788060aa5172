// The sandbox's stand-in for deploying a new version of the app's service worker, so a test can watch the update
// prompt against the real built worker: after a deploy, the worker script goes out with a comment naming it, so a
// browser checking for an update finds new bytes and installs a new worker. Driven by the sandbox-only
// POST /sandbox/service-worker/deploys (services/serviceWorkerDeploys); without a deploy (always when
// SANDBOX_ENDPOINTS=off) the built file is served as it is. In memory, per instance.
import { SERVICE_WORKER_PATH } from '../../../domain/platform/serviceWorker';

export class ServiceWorkerDeploys {
  #count = 0;

  get count(): number {
    return this.#count;
  }

  /** A new version "goes out": the next fetch of the worker script gets different bytes. */
  deploy(): number {
    this.#count += 1;
    return this.#count;
  }

  /** The bytes to serve for `pathname` built as `built`; null when the built file (and its precompressed siblings) stand. */
  served(pathname: string, built: () => Buffer): Buffer | null {
    if (pathname !== SERVICE_WORKER_PATH || this.#count === 0) return null;
    return Buffer.concat([built(), Buffer.from(`\n// sandbox deploy ${this.#count}\n`)]);
  }
}
