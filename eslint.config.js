import fs from 'node:fs';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { noImportCycle } from './eslint/no-import-cycle.js';

/** Import boundaries between the layers (ARCHITECTURE.md, Layers). */
const forbid = (...patterns) => forbidIn(false, ...patterns);
const forbidWithNode = (...patterns) => forbidIn(true, ...patterns);
const forbidIn = (noNode, ...patterns) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: patterns.map((p) => ({ group: [p.group], message: p.message })),
      // Bare Node module names are matched exactly, so `../shared/http/…` is not mistaken for `http`.
      paths: noNode ? NODE_BUILTINS.map((name) => ({ name, message: 'no Node modules in this layer' })) : [],
    },
  ],
});
const NODE_BUILTINS = [
  'fs',
  'path',
  'os',
  'crypto',
  'child_process',
  'http',
  'https',
  'net',
  'url',
  'stream',
];
const forbidNode = { group: 'node:*', message: 'no Node modules in this layer' };

/**
 * Areas talk to each other only through their public entry (ARCHITECTURE.md, Layers; issue 9
 * section 4), as bulletproof-react's zones do: a renderer feature imports another feature only from
 * `features/<area>/index.ts`, a server module another module only from `modules/<area>/service.ts`.
 * The areas are read from the folders, so a new area is fenced in from its first file.
 */
const foldersOf = (dir) =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
const FEATURES = foldersOf('src/renderer/features');
const MODULES = foldersOf('src/server/modules');

/**
 * Recorded exceptions to the server zones, each with its reason.
 * - account/passwords.ts: the one password hash; the users area creates staff accounts with it and
 *   must hash exactly as sign-in checks.
 * - catalog/usage.ts: where the areas that use a catalog master (templates, frames, campaigns)
 *   declare it, so that the catalog refuses a delete without importing its users.
 */
const MODULE_PUBLIC_FILES = ['./account/passwords.ts', './catalog/usage.ts'];

const areaZones = [
  ...FEATURES.map((area) => ({
    target: `./src/renderer/features/${area}`,
    from: './src/renderer/features',
    except: [`./${area}`, ...FEATURES.filter((a) => a !== area).map((a) => `./${a}/index.ts`)],
    message: 'Import another feature only from its public entry, features/<area>/index.ts.',
  })),
  {
    target: './src/renderer/app',
    from: './src/renderer/features',
    except: FEATURES.flatMap((a) => [`./${a}/index.ts`, `./${a}/routes.tsx`]),
    message: 'The app composes features through their routes.tsx and public index.ts only.',
  },
  {
    target: ['./src/renderer/lib', './src/renderer/components', './src/renderer/transport'],
    from: './src/renderer/features',
    message: 'Shared renderer code never depends on a feature.',
  },
  ...MODULES.map((area) => ({
    target: `./src/server/modules/${area}`,
    from: './src/server/modules',
    except: [
      `./${area}`,
      ...MODULES.filter((a) => a !== area).map((a) => `./${a}/service.ts`),
      ...MODULE_PUBLIC_FILES.filter((f) => !f.startsWith(`./${area}/`)),
    ],
    message: "Call another module through its service.ts, never its tables' code or internals.",
  })),
  {
    // Outside services through their interface (ARCHITECTURE.md, Outside services): the storage that
    // the settings name (ctx.storage, or the files service for the local disk), the payment gateway
    // through paymentGatewayOf; which client answers is the providers' business.
    target: './src/server/modules',
    from: [
      './src/server/providers/storage/local-disk.ts',
      './src/server/providers/storage/s3.ts',
      './src/server/providers/razorpay/client.ts',
    ],
    message: 'Reach a provider through its interface or factory, never a concrete client.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'out/**',
      'dist/**',
      'data/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-empty-object-type': 'off',
      'import-x/no-duplicates': 'error',
    },
  },
  {
    files: ['src/renderer/**', 'src/server/modules/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: areaZones }] },
  },
  {
    // No import circles (issue 21): a module that needs its user declares a registry instead.
    files: ['src/**'],
    plugins: { local: { rules: { 'no-import-cycle': noImportCycle } } },
    rules: { 'local/no-import-cycle': ['error', { root: 'src' }] },
  },
  {
    files: ['src/shared/**'],
    rules: forbidWithNode(
      forbidNode,
      ...['**/server/**', '**/main/**', '**/preload/**', '**/renderer/**', 'electron', 'react', 'antd'].map(
        (g) => ({
          group: g,
          message: 'shared imports nothing from the other layers',
        }),
      ),
    ),
  },
  {
    files: ['src/server/**'],
    rules: forbid(
      ...['**/main/**', '**/preload/**', '**/renderer/**', 'electron'].map((g) => ({
        group: g,
        message: 'server imports only shared',
      })),
    ),
  },
  {
    files: ['src/main/**'],
    rules: forbid(
      ...['**/server/**', '**/renderer/**', '**/preload/**'].map((g) => ({
        group: g,
        message: 'main imports only shared; it starts the server bundle as a separate entry',
      })),
    ),
  },
  {
    files: ['src/preload/**'],
    rules: forbidWithNode(
      ...['**/server/**', '**/renderer/**', '**/main/**'].map((g) => ({
        group: g,
        message: 'preload imports shared only',
      })),
    ),
  },
  {
    files: ['src/renderer/**'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...forbidWithNode(
        forbidNode,
        ...['electron', 'better-sqlite3', 'keytar', '**/server/**', '**/main/**'].map((g) => ({
          group: g,
          message: 'renderer never imports Node, Electron or the other processes',
        })),
      ),
    },
  },
  {
    // The public pages' browser script (issue 15): shared code only, as the renderer's rules.
    files: ['src/pages/**'],
    languageOptions: { globals: { ...globals.browser } },
    rules: forbidWithNode(
      forbidNode,
      ...['electron', 'react', 'antd', '**/server/**', '**/main/**', '**/preload/**', '**/renderer/**'].map(
        (g) => ({
          group: g,
          message: 'public pages import only shared code: no Node, Electron, renderer or server',
        }),
      ),
    ),
  },
);
