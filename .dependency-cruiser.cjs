/**
 * Clipback's layer boundaries, checked by dependency-cruiser in the node tier
 * (test/node/architecture/boundaries.test.ts). Paths are relative to the repository root.
 *
 * Type-only imports (`import type { X }`, or `import { type X, type Y }` where every name is a type) are cruised
 * too (tsPreCompilationDeps) and count everywhere, cycles included: a type still ties one module's shape to
 * another's, and OffersStore ↔ OfferPageStore is a cycle through one. The one place they are let through is
 * ui/ reading an adapter's port types (see ui-takes-adapters-only-in-composition-root), and never in ui/pages/ or
 * ui/components/ (views-never-import-adapters).
 *
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'domain-imports-nothing-outward',
      comment: 'domain/ holds the pure rules: it imports only other domain/ modules.',
      severity: 'error',
      from: { path: '^domain/' },
      to: { dependencyTypes: ['local'], pathNot: '^domain/' },
    },
    {
      name: 'domain-uses-only-pure-packages',
      comment:
        'domain/ may use npm packages that do no I/O and hold no UI state (zod, libphonenumber-js); ' +
        'no Node built-ins, React, MobX or any other package.',
      severity: 'error',
      from: { path: '^domain/' },
      to: {
        dependencyTypes: ['core', 'npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-bundled', 'npm-no-pkg', 'npm-unknown'],
        pathNot: '^node_modules/(zod|libphonenumber-js)/',
      },
    },
    {
      name: 'adapters-never-import-ui-or-scripts',
      comment: 'adapters/ implement the ports; the app (ui/) and the tooling (scripts/) build on them, not the reverse.',
      severity: 'error',
      from: { path: '^adapters/' },
      to: { path: '^(ui|scripts)/' },
    },
    {
      name: 'ui-takes-adapters-only-in-composition-root',
      comment:
        'ui/main.tsx is the composition root (ui/server/ the server renderer\'s): they alone build concrete adapters and hand them to Stores. ' +
        "Elsewhere ui/ may only read adapters' port types with a type-only import (`import type { X }`, erased " +
        'by the compiler); a value import (a function, class or constant) is a concrete adapter.',
      severity: 'error',
      from: { path: '^ui/', pathNot: '^ui/(main\\.tsx|server/)' },
      to: { path: '^adapters/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'views-never-import-adapters',
      comment:
        'Pages and shared components reach the outside only through stores and flows: nothing under ui/pages/ or ' +
        'ui/components/ imports adapters/, not even a port type (type-only imports count). A shape a page shows ' +
        'comes from domain/ or from the store that holds it.',
      severity: 'error',
      from: { path: '^ui/(pages|components)/' },
      to: { path: '^adapters/' },
    },
    {
      name: 'sdk-imports-nothing-outside-sdk',
      comment: '@clipback/sdk is published on its own: nothing under sdk/ reaches into the rest of the repository.',
      severity: 'error',
      from: { path: '^sdk/' },
      to: { dependencyTypes: ['local'], pathNot: '^sdk/' },
    },
    {
      name: 'sandbox-never-imports-adapters-or-ui',
      comment:
        "scripts/sandbox/ is the local server: it stands in for the backend and shares only domain/ rules and the SDK's contract with the app.",
      severity: 'error',
      from: { path: '^scripts/sandbox/' },
      // It serves the app's pages through the built renderer (scripts/sandbox/http/pages.ts), reading only its types.
      to: { path: '^(adapters|ui)/', pathNot: '^ui/server/(renderPage\\.tsx|pageDocument\\.ts)$' },
    },
    {
      name: 'no-import-cycles',
      comment: 'Dependencies point one way: no module reaches itself through its imports, type-only ones included.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-cycles-between-sandbox-services',
      comment:
        'A sandbox service folder (scripts/sandbox/services/<name>/) builds on others one way: payments on ' +
        'bankLinking, the demo retailer site on affiliateLink. Checked per folder, so two modules that do not ' +
        'import each other still may not tie their folders together.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^scripts/sandbox/services/[^/]+$' },
      to: { path: '^scripts/sandbox/services/[^/]+$', circular: true },
    },
    {
      name: 'no-unresolvable-imports',
      comment: 'An import the cruiser cannot resolve would slip past every rule above.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    // Packages are not cruised into but stay in the graph (an `exclude` would hide them from the rules too).
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)dist/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
  },
};
