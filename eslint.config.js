// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const NODE_BUILTINS = [
  'assert',
  'buffer',
  'child_process',
  'cluster',
  'crypto',
  'dgram',
  'dns',
  'events',
  'fs',
  'fs/promises',
  'http',
  'http2',
  'https',
  'net',
  'os',
  'path',
  'process',
  'stream',
  'tls',
  'url',
  'util',
  'worker_threads',
  'zlib',
];
// A regex, not a gitignore-style group: `url` must block the built-in, not a local `./url/` folder.
const nodeOnly = {
  regex: `^(node:.*|${NODE_BUILTINS.join('|')})(/.*)?$`,
  message: 'shared and front ends must stay browser-safe.',
};
const app = (name) => ({
  group: [`@scamcheck/${name}`, `@scamcheck/${name}/*`],
  message: 'No app imports another app.',
});
const NETWORK_MODULES = [
  'undici',
  'node:http',
  'node:https',
  'node:net',
  'node:tls',
  'node:dns',
  'node:dgram',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.output/**',
      '**/.wxt/**',
      '**/.data/**',
      '**/coverage/**',
      'server/drizzle/**',
      '.test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/only-throw-error': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TSEnumDeclaration',
          message: 'Use an `as const` object with z.enum instead of a TS enum.',
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  // Boundaries (CONVENTIONS 2): shared is browser-safe and app-free; no app imports another.
  {
    files: ['shared/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [nodeOnly, app('server'), app('web'), app('extension')] },
      ],
    },
  },
  {
    files: ['web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [nodeOnly, app('server'), app('extension')] }],
    },
  },
  {
    files: ['extension/**/*.{ts,tsx}'],
    ignores: ['extension/scripts/**', 'extension/*.config.ts'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [app('server'), app('web')] }],
    },
  },
  {
    files: ['server/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [app('web'), app('extension')],
          paths: NETWORK_MODULES.map((name) => ({
            name,
            message: 'Only engine/collectors and lib/safe-fetch touch the network (CONVENTIONS 2).',
          })),
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TSEnumDeclaration',
          message: 'Use an `as const` object with z.enum instead of a TS enum.',
        },
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Only server/src/config.ts reads process.env.',
        },
      ],
    },
  },
  {
    files: [
      'server/src/lib/safe-fetch*',
      'server/src/lib/safe-fetch/**',
      'server/src/engine/collectors/**',
      'server/src/test-support/**',
      'server/src/**/*.test.ts',
      'server/src/main.ts',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: [app('web'), app('extension')] }] },
  },
  {
    files: ['server/src/config.ts', 'server/src/**/*.test.ts', 'server/src/test-support/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TSEnumDeclaration',
          message: 'Use an `as const` object with z.enum instead of a TS enum.',
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
    },
  },
);
