import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-empty-object-type': 'off',
      'import-x/no-duplicates': 'error',
    },
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
);
