/** The service worker's public path: at the root, so it controls every page (the app registers it, the sandbox serves it). */
export const SERVICE_WORKER_PATH = '/sw.js';
