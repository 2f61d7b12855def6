import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import path from 'node:path';

const WEB_SRC = path.resolve(import.meta.dirname, 'apps/web/src');

/**
 * The web's layer arrows, checked on the resolved path (so no spelling of `../` slips by):
 * lib/ and components/ import no feature; a feature reaches another only through its index.ts.
 */
const webBoundaries = {
  rules: {
    imports: {
      meta: {
        type: 'problem',
        messages: {
          shared: '{{from}}/ is shared by every feature and may not import one ({{spec}}).',
          feature:
            'Import another feature through its index.ts ({{spec}}), or move the piece to components/ or lib/.',
        },
        schema: [],
      },
      create(context) {
        const from = path.relative(WEB_SRC, context.filename).split(path.sep);
        const check = (node, source) => {
          const spec = source?.type === 'Literal' ? source.value : undefined;
          if (typeof spec !== 'string' || !spec.startsWith('.')) return;
          const to = path
            .relative(WEB_SRC, path.resolve(path.dirname(context.filename), spec))
            .split(path.sep);
          if (to[0] !== 'features') return;
          if (from[0] === 'lib' || from[0] === 'components')
            context.report({ node, messageId: 'shared', data: { from: from[0], spec } });
          else if (
            from[0] === 'features' &&
            to[1] !== from[1] &&
            !(to.length === 3 && to[2] === 'index.ts')
          )
            context.report({ node, messageId: 'feature', data: { spec } });
        };
        return {
          ImportDeclaration: (node) => check(node, node.source),
          ExportNamedDeclaration: (node) => check(node, node.source),
          ExportAllDeclaration: (node) => check(node, node.source),
          ImportExpression: (node) => check(node, node.source),
        };
      },
    },
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '.tmp/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // With noUncheckedIndexedAccess, `!` after a checked index is the honest spelling.
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { web: webBoundaries },
    rules: { 'web/imports': 'error' },
  },
  {
    files: ['scripts/**', 'bench/**', '.ci/**', '**/build.mjs', '**/e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
