// React's DOM renderer (react-dom/client), imported by main.tsx with import() so that it evaluates in a task of
// its own: evaluated with the startup chunk it made that task the start-up's longest on a slow phone. build.mjs
// preloads its chunk with the entry's (BOOT_MODULES): no round trip is added.
export { createRoot, hydrateRoot } from 'react-dom/client';
