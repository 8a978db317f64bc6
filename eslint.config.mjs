// Flat ESLint config. Not type-aware on purpose: `tsc --noEmit` (npm run typecheck)
// already does the type checking, and this keeps `eslint .` fast.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  globalIgnores([
    '**/node_modules/**',
    'public/',
    '.cache/',
    'coverage/',
    'test-results/',
    'playwright-report/',
    'bench/**/public/',
    'bench/**/.cache/',
    'site.schema.json',
    // Written by Gatsby (graphqlTypegen): the types of the queries.
    'src/gatsby-types.d.ts',
  ]),

  js.configs.recommended,
  tseslint.configs.recommended,

  // React, hooks and accessibility rules for every file that may contain JSX.
  {
    files: ['**/*.{jsx,tsx}', 'src/**/*.{js,ts}'],
    ...react.configs.flat.recommended,
    settings: { react: { version: 'detect' } },
  },
  {
    files: ['**/*.{jsx,tsx}', 'src/**/*.{js,ts}'],
    ...react.configs.flat['jsx-runtime'],
  },
  {
    files: ['**/*.{jsx,tsx}', 'src/**/*.{js,ts}'],
    ...reactHooks.configs['recommended-latest'],
  },
  {
    files: ['**/*.{jsx,tsx}', 'src/**/*.{js,ts}'],
    ...jsxA11y.flatConfigs.strict,
  },

  // Project-wide rule choices.
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          args: 'after-used',
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },

  // The site depends only on the pictures the artwork package drew, never on its code.
  {
    files: ['src/**', 'gatsby/**', 'gatsby-*.{js,mjs,cjs,ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@site/*', '**/packages/**'],
              message: 'The site uses the files a workspace package wrote, not its code.',
            },
          ],
        },
      ],
    },
  },

  // Environments.
  {
    files: ['src/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: [
      'gatsby-*.{js,mjs,cjs,ts,tsx}',
      'gatsby/**',
      'scripts/**',
      'tests/**',
      'packages/**',
      '*.config.*',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Jest test files and the Jest support files (setup, shims, manual mocks).
    files: [
      'tests/unit/**',
      'tests/build/**',
      'tests/__mocks__/**',
      'tests/loadershim.js',
      'tests/jest-setup.ts',
      'packages/*/tests/**',
    ],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    // CommonJS files (Jest configs and support files are loaded with require()).
    files: ['**/*.cjs', 'jest.config.js', 'jest.build.config.js', 'tests/**/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
