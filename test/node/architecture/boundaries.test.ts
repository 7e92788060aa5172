import { expect } from 'chai';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { findBoundaryViolations } from './boundaries';

// Cruising the whole repository parses every module: slower than a unit test on a busy machine.
const CRUISE_TIMEOUT_MS = 180_000;

/** Every source tree of the repository, the tests and the build included. */
const REPOSITORY_SOURCES = ['domain', 'adapters', 'ui', 'sdk', 'scripts', 'test', 'build.mjs'];

describe('layer boundaries (.dependency-cruiser.cjs)', function () {
  this.timeout(CRUISE_TIMEOUT_MS);

  it('no module of the repository breaks a rule', async () => {
    expect(await findBoundaryViolations(REPOSITORY_SOURCES)).to.deep.equal([]);
  });

  describe('each rule fails on a violating import', () => {
    let root: string;
    beforeEach(() => {
      root = mkdtempSync(join(tmpdir(), 'clipback-boundaries-'));
    });
    afterEach(() => rmSync(root, { recursive: true, force: true }));

    /** Writes a small tree (path → source) in a temporary folder and cruises all of it with the rules. */
    async function violationsOf(files: Record<string, string>): Promise<string[]> {
      for (const [path, source] of Object.entries(files)) {
        mkdirSync(dirname(join(root, path)), { recursive: true });
        writeFileSync(join(root, path), source);
      }
      const tops = [...new Set(Object.keys(files).map((path) => path.split('/')[0] ?? path))];
      return findBoundaryViolations(tops, root);
    }

    /** A package in the tree's node_modules, so that an import of it resolves as an npm dependency. */
    const npmPackage = (name: string) => ({
      [`node_modules/${name}/package.json`]: JSON.stringify({ name, version: '1.0.0', main: 'index.js' }),
      [`node_modules/${name}/index.js`]: 'export const used = 1;\n',
    });

    it('domain-imports-nothing-outward: domain/ importing adapters/, sdk/ or (dynamically) ui/', async () => {
      expect(
        await violationsOf({
          'domain/offers/unlock.ts': [
            "import { webStorage } from '../../adapters/storage';",
            "import { createClipbackSdk } from '../../sdk/src/index';",
            "export const header = () => import('../../ui/Header');",
            'export const s = [webStorage, createClipbackSdk];',
          ].join('\n'),
          'adapters/storage.ts': 'export const webStorage = 1;\n',
          'sdk/src/index.ts': 'export const createClipbackSdk = 1;\n',
          'ui/Header.tsx': 'export const Header = 1;\n',
        }),
      ).to.deep.equal([
        'domain-imports-nothing-outward: domain/offers/unlock.ts → adapters/storage.ts',
        'domain-imports-nothing-outward: domain/offers/unlock.ts → sdk/src/index.ts',
        'domain-imports-nothing-outward: domain/offers/unlock.ts → ui/Header.tsx',
      ]);
    });

    it('domain-uses-only-pure-packages: domain/ importing React, MobX, the SDK package or a Node built-in; zod and libphonenumber-js pass', async () => {
      expect(
        await violationsOf({
          ...npmPackage('react'),
          ...npmPackage('mobx'),
          ...npmPackage('@clipback/sdk'),
          ...npmPackage('zod'),
          ...npmPackage('libphonenumber-js'),
          'domain/view.ts': [
            "import { used as react } from 'react';",
            "import { used as mobx } from 'mobx';",
            "import { used as sdk } from '@clipback/sdk';",
            "import { readFileSync } from 'node:fs';",
            "import { used as zod } from 'zod';",
            "import { used as phone } from 'libphonenumber-js';",
            'export const v = [react, mobx, sdk, readFileSync, zod, phone];',
          ].join('\n'),
        }),
      ).to.deep.equal([
        'domain-uses-only-pure-packages: domain/view.ts → fs',
        'domain-uses-only-pure-packages: domain/view.ts → node_modules/@clipback/sdk/index.js',
        'domain-uses-only-pure-packages: domain/view.ts → node_modules/mobx/index.js',
        'domain-uses-only-pure-packages: domain/view.ts → node_modules/react/index.js',
      ]);
    });

    it('adapters-never-import-ui-or-scripts: adapters/ importing ui/ and scripts/', async () => {
      expect(
        await violationsOf({
          'adapters/http/client.ts': "import { root } from '../../ui/stores/Stores';\nimport { seed } from '../../scripts/sandbox/seed';\nexport const c = [root, seed];\n",
          'ui/stores/Stores.ts': 'export const root = 1;\n',
          'scripts/sandbox/seed.ts': 'export const seed = 1;\n',
        }),
      ).to.deep.equal([
        'adapters-never-import-ui-or-scripts: adapters/http/client.ts → scripts/sandbox/seed.ts',
        'adapters-never-import-ui-or-scripts: adapters/http/client.ts → ui/stores/Stores.ts',
      ]);
    });

    it('ui-takes-adapters-only-in-composition-root: a value import outside ui/main.tsx; port types and the root pass', async () => {
      const adapter = 'export interface KeyValueStorage { get(key: string): string | null }\nexport const webStorage = 1;\n';
      expect(
        await violationsOf({
          'adapters/storage.ts': adapter,
          'ui/main.tsx': "import { webStorage } from '../adapters/storage';\nexport const s = webStorage;\n",
          'ui/stores/AuthStore.ts': "import type { KeyValueStorage } from '../../adapters/storage';\nexport type S = KeyValueStorage;\n",
          'ui/stores/SessionStore.ts': "import { type KeyValueStorage } from '../../adapters/storage';\nexport type S = KeyValueStorage;\n",
          'ui/stores/PageStore.ts': "import { webStorage } from '../../adapters/storage';\nexport const s = webStorage;\n",
          'ui/stores/MixedStore.ts': "import { webStorage, type KeyValueStorage } from '../../adapters/storage';\nexport const s: [number, KeyValueStorage?] = [webStorage];\n",
        }),
      ).to.deep.equal([
        'ui-takes-adapters-only-in-composition-root: ui/stores/MixedStore.ts → adapters/storage.ts',
        'ui-takes-adapters-only-in-composition-root: ui/stores/PageStore.ts → adapters/storage.ts',
      ]);
    });

    it('views-never-import-adapters: a page importing a port type and a component importing an adapter value (fixtures/viewsImportAdapters); a store reading the port type passes', async () => {
      expect(await findBoundaryViolations(['adapters', 'domain', 'ui'], join(import.meta.dirname, 'fixtures/viewsImportAdapters'))).to.deep.equal([
        'ui-takes-adapters-only-in-composition-root: ui/components/offerCard/offerCard.ts → adapters/offers/OffersGateway.ts',
        'views-never-import-adapters: ui/components/offerCard/offerCard.ts → adapters/offers/OffersGateway.ts',
        'views-never-import-adapters: ui/pages/offer/OfferPageModel.ts → adapters/offers/OffersGateway.ts',
      ]);
    });

    it('sdk-imports-nothing-outside-sdk: sdk/ importing domain/', async () => {
      expect(
        await violationsOf({
          'sdk/src/clients.ts': "import { LIMIT } from '../../domain/limits';\nexport const l = LIMIT;\n",
          'domain/limits.ts': 'export const LIMIT = 1;\n',
        }),
      ).to.deep.equal(['sdk-imports-nothing-outside-sdk: sdk/src/clients.ts → domain/limits.ts']);
    });

    it('sandbox-never-imports-adapters-or-ui: scripts/sandbox/ importing adapters/ (and ui/)', async () => {
      expect(
        await violationsOf({
          'scripts/sandbox/services/appConfig/index.ts':
            "import { APP_CONFIG_PATH } from '../../../../adapters/config/loadAppConfig';\nimport { App } from '../../../../ui/app/App';\nexport const p = [APP_CONFIG_PATH, App];\n",
          'adapters/config/loadAppConfig.ts': "export const APP_CONFIG_PATH = '/app-config.json';\n",
          'ui/app/App.tsx': 'export const App = 1;\n',
        }),
      ).to.deep.equal([
        'sandbox-never-imports-adapters-or-ui: scripts/sandbox/services/appConfig/index.ts → adapters/config/loadAppConfig.ts',
        'sandbox-never-imports-adapters-or-ui: scripts/sandbox/services/appConfig/index.ts → ui/app/App.tsx',
      ]);
    });

    it('no-import-cycles: two modules importing each other, one of them for a type only', async () => {
      expect(
        await violationsOf({
          'ui/stores/OffersStore.ts': "import { OfferPageStore } from './OfferPageStore';\nexport class OffersStore { page = new OfferPageStore(); }\n",
          'ui/stores/OfferPageStore.ts': "import type { OffersStore } from './OffersStore';\nexport class OfferPageStore { parent?: OffersStore; }\n",
        }),
      ).to.deep.equal([
        'no-import-cycles: ui/stores/OfferPageStore.ts → ui/stores/OffersStore.ts → ui/stores/OfferPageStore.ts',
      ]);
    });

    it('no-cycles-between-sandbox-services: two service folders reaching each other through different modules', async () => {
      expect(
        await violationsOf({
          'scripts/sandbox/services/payments/fundingSources.ts': "import { exchange } from '../bankLinking/tokens';\nexport const f = exchange;\n",
          'scripts/sandbox/services/payments/transfers.ts': 'export const applyTransferEvent = 1;\n',
          'scripts/sandbox/services/bankLinking/tokens.ts': 'export const exchange = 1;\n',
          'scripts/sandbox/services/bankLinking/simulator.ts': "import { applyTransferEvent } from '../payments/transfers';\nexport const s = applyTransferEvent;\n",
        }),
      ).to.deep.equal([
        'no-cycles-between-sandbox-services: scripts/sandbox/services/bankLinking → scripts/sandbox/services/payments → scripts/sandbox/services/bankLinking',
        'no-cycles-between-sandbox-services: scripts/sandbox/services/payments → scripts/sandbox/services/bankLinking → scripts/sandbox/services/payments',
      ]);
    });

    it('no-unresolvable-imports: an import the cruiser cannot follow', async () => {
      expect(
        await violationsOf({ 'domain/offers/unlock.ts': "import { gone } from './missing';\nexport const g = gone;\n" }),
      ).to.deep.equal(['no-unresolvable-imports: domain/offers/unlock.ts → ./missing']);
    });
  });
});
