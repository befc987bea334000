import { existsSync, readdirSync } from 'node:fs';

import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const FEATURES = 'src/features';
const featureNames = existsSync(FEATURES) ? readdirSync(FEATURES) : [];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'test-results/**',
      '.test-reports/**',
      'playwright-report/**',
      'cli/bin/**',
      '.data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without a resolver import-x cannot follow `./gate` to gate.ts, and no-cycle would see no import.
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] }),
      ],
      'import-x/extensions': ['.ts', '.tsx', '.mjs', '.js'],
      'import-x/ignore': ['node_modules'],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'no-console': 'off',
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Dependencies flow shared -> features -> app: a feature never imports another feature or the app.
      // entities/ holds what several features read (wallet, member, inbox, games…) and sits above lib/ and ui/.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureNames.map((feature) => ({
              target: `./${FEATURES}/${feature}`,
              from: `./${FEATURES}`,
              except: [`./${feature}`],
              message:
                'Features do not import each other: move shared code to entities/, ui/, lib/, registry/ or tenant/.',
            })),
            {
              target: [
                './src/lib',
                './src/ui',
                './src/registry',
                './src/tenant',
                './src/theme',
                './src/entities',
              ],
              from: ['./src/features', './src/app'],
              message:
                'Shared code (entities/, lib/, ui/, registry/, tenant/, theme/) must not depend on features or the app shell.',
            },
            {
              target: ['./src/lib', './src/ui', './src/theme'],
              from: './src/entities',
              message: 'entities/ builds on lib/ and ui/, not the other way round.',
            },
          ],
        },
      ],
      // An effect's arrow must have a block body: a returned value other than a cleanup function
      // crashes React on unmount (Chromium's scrollTo, for one, returns a promise).
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.name=/^use(Layout|Insertion)?Effect$/] > ArrowFunctionExpression[body.type!='BlockStatement']",
          message: 'Give the effect a block body; return only a cleanup function.',
        },
      ],
      // Each library singleton is wrapped once in src/lib.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'i18next', message: 'Use src/lib/i18n.' },
            {
              name: 'crypto-js',
              message: 'Import crypto-js sub-modules inside src/lib/crypto only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/lib/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['server/**/*.ts', 'cli/**/*.ts', 'schema/**/*.ts', 'tests/**/*.{ts,tsx}'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
