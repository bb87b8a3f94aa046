// ESLint 9 flat config for the site's own code. Formatting is Prettier's job (`npm run format`);
// these rules only catch mistakes.
import js from '@eslint/js';
import docusaurus from '@docusaurus/eslint-plugin';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import {fileURLToPath} from 'node:url';

import {importLayersRule} from './scripts/lint/import-layers.mjs';

const SITE_ROOT = fileURLToPath(new URL('.', import.meta.url));

/** Code that runs in the browser: `src/` and the theme and client folders of each feature plugin. */
const BROWSER_CODE = ['src/**/*.{ts,tsx}', 'plugins/*/theme/**/*.{ts,tsx}', 'plugins/*/client/**/*.{ts,tsx}'];

export default tseslint.config(
  {
    // Generated or installed: never linted.
    ignores: [
      'node_modules/',
      'build/',
      '.docusaurus/',
      'api-docs/',
      'test-results/',
      'playwright-report/',
      'coverage/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs,cjs,ts,mts,tsx}'],
    languageOptions: {globals: {...globals.node}},
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_'}],
      '@typescript-eslint/consistent-type-imports': ['error', {fixStyle: 'inline-type-imports'}],
    },
  },
  {
    // Imports run one way: tests → scripts → config → plugins → src → lib (scripts/lint/import-layers.mjs).
    files: ['**/*.{js,mjs,cjs,ts,mts,tsx}'],
    plugins: {site: {rules: {'import-layers': importLayersRule}}},
    rules: {'site/import-layers': ['error', {siteRoot: SITE_ROOT}]},
  },
  {
    // A function a newcomer can hold in their head. Data tables are values, not functions, so they are not counted.
    files: ['{plugins,src,lib,scripts}/**/*.{js,mjs,cjs,ts,mts,tsx}'],
    rules: {'max-lines-per-function': ['error', {max: 120, skipBlankLines: true, skipComments: true, IIFEs: true}]},
  },
  {
    // The site's React code: components, pages and theme components, the site's and each feature's.
    files: BROWSER_CODE,
    languageOptions: {globals: {...globals.browser}},
    settings: {react: {version: 'detect'}},
    plugins: {react, '@docusaurus': docusaurus},
    rules: {
      ...react.configs.flat.recommended.rules,
      ...react.configs.flat['jsx-runtime'].rules,
      ...docusaurus.configs.recommended.rules,
      'react/prop-types': 'off',
      '@docusaurus/no-html-links': 'error',
      '@docusaurus/prefer-docusaurus-heading': 'error',
    },
  },
  {
    files: BROWSER_CODE,
    ...reactHooks.configs.flat.recommended,
  },
);
