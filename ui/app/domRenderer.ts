import type * as ReactDomClient from 'react-dom/client';

// esbuild bundles a require() of a CommonJS module as a factory that runs on its first call.
declare const require: (id: 'react-dom/client') => typeof ReactDomClient;

/**
 * React's DOM renderer (react-dom/client), evaluated on the first call: main.tsx calls it in a task of its own, since
 * evaluated with the startup chunk it made that task the start-up's longest on a slow phone. It ships in the startup
 * chunk all the same: a chunk of its own was one more request and a compression stream of its own (3.5 KB more).
 */
export const domRenderer = (): typeof ReactDomClient => require('react-dom/client');
