import { register } from 'node:module';

/** Lets views that import style sheets load in Node (test/node/support/cssModulesHook.mjs). Import it before them, dynamically. */
register('./cssModulesHook.mjs', import.meta.url);
