// ESLint 9 flat config for the site's own code. Formatting is Prettier's job (`npm run format`);
// these rules only catch mistakes.
import js from '@eslint/js';
import docusaurus from '@docusaurus/eslint-plugin';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
    // The site's React code: components, pages and swizzled theme components.
    files: ['src/**/*.{ts,tsx}'],
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
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
);
