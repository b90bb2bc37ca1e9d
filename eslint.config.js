import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import portal from './eslint/boundaries.js';

export default tseslint.config(
  {
    ignores: [
      'src-generated/**',
      'dist/**',
      'dist-*/**',
      'src/routeTree.gen.ts',
      'test-results/**',
      'playwright-report/**',
      'node_modules/**',
      '.bench/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginQuery.configs['flat/recommended'],
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The layout holds by tooling, not discipline (docs/architecture.md).
    files: ['src/**/*.{ts,tsx}'],
    plugins: { portal },
    rules: { 'portal/boundaries': 'error', 'portal/first-use': 'error' },
  },
  {
    // The list kit has one public entry, `@/components/list` (docs/adding-a-list-area.md): the
    // folders inside are its own, so what a list area may use is what the entry exports.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/components/list/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@/components/list/|(\\.\\.?/)+(components/)?list/)',
              message: "Import the list kit from '@/components/list' only; its folders are its own.",
            },
          ],
        },
      ],
    },
  },
  {
    // API data is parsed, never asserted into shape; `as const` stays allowed. (The mock backend
    // parses every body and query with the contract's schemas; its few casts are typing helpers.)
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/consistent-type-assertions': ['error', { assertionStyle: 'never' }] },
  },
  {
    // The theme is in the first page's bundle: `Menu.extend(...)` or `Combobox.extend(...)` there
    // imports the whole component with its popover and floating-ui (about 26 kB gzip).
    files: ['src/app/theme.ts', 'src/app/mantine-provider.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='extend'][callee.object.name!='createTheme']",
          message:
            'Give the theme component defaults as a plain object: .extend() pulls the component into the first bundle.',
        },
      ],
    },
  },
  {
    // Component test files share one module graph per worker (vitest.config.ts): a module replaced
    // with vi.mock there would stay replaced, or stay real, for the files after it.
    files: ['**/*.test.{ts,tsx}'],
    ignores: ['**/*.isolated.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock)$/]",
          message: 'A file that mocks a module runs isolated: name it *.isolated.test.tsx.',
        },
      ],
    },
  },
  {
    // Past 300 lines a reader gets lost: split the file.
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.ts', 'scripts/**/*.ts', 'tests/**/*.{ts,tsx}', 'eslint/**/*.js'],
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }] },
  },
  {
    files: ['**/*.{js,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
