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
    // The module template: a routes file is HTTP only; SQL lives in the domain's repositories.
    files: ['apps/server/src/modules/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^drizzle-orm(/|$)|/db/schema',
              message: 'Routes call a service; queries belong in <thing>.repository.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // The server starts in under 2 s (issue 11): the libraries of exports, PDFs, server-side
    // charts and mail load with their first use (`await import(...)`), not with the server.
    // A separate rule name from the layer rules below, so neither replaces the other.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: ['exceljs', 'echarts', 'pdfkit', 'svg-to-pdfkit', 'nodemailer'].map((name) => ({
            name,
            allowTypeImports: true,
            message: 'Load it where it is used, with await import(), so the server starts fast.',
          })),
        },
      ],
    },
  },
  // The arrows of docs/architecture.md: lower layers never import higher ones.
  {
    // The contract is shared by server and browser: zod and pure functions only.
    files: ['packages/contract/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(drizzle-orm|fastify|@fastify/|pg$|@electric-sql/|react|antd|axios)|/apps/',
              message: 'The contract imports no server, browser or database code.',
            },
          ],
        },
      ],
    },
  },
  {
    // db/ holds schema, migrations, the client and database helpers; the job runner knows no
    // domain. Neither reaches up into modules, the demo seed, cloud adapters or plugins.
    files: ['apps/server/src/db/**/*.ts', 'apps/server/src/jobs/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.{1,2}/(\\.\\./)*(modules|demo|cloud|plugins)/',
              message: 'db/ and jobs/ import no module, demo, cloud or plugin code.',
            },
          ],
        },
      ],
    },
  },
  {
    // Cloud adapters speak to providers; domains use them, never the other way.
    files: ['apps/server/src/cloud/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.{1,2}/(\\.\\./)*(modules|demo|jobs|plugins)/',
              message: 'Cloud adapters import no module, demo, job or plugin code.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'bench/**', '.ci/**', '**/build.mjs', '**/e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
