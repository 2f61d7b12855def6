import { defineConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress.ts';
import { schemaFreeCalls } from './build/call-index.ts';

// The console is served under /console; the portal pages share the entry but not the console's
// code (the console's routes load lazily, see docs/decisions.md, "Web performance").
// ANALYZE=1 adds source maps and a manifest: `npm run analyze -w @ecloud/web` builds into
// .tmp/web-analyze and writes .tmp/web-bundle.html (source-map-explorer's treemap).
const config: UserConfig = {
  base: '/console/',
  plugins: [schemaFreeCalls(), react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: process.env.ANALYZE === '1',
    manifest: process.env.ANALYZE === '1',
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      treeshake: { manualPureFunctions: ['z', 'defineCall', 'planned'] },
      output: {
        // Keep the framework in a long-cached chunk of its own.
        advancedChunks: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
            },
            // What every page, the sign-in page too, loads: one file each rather than a file per
            // importer (each request costs about 0.6 KiB of headers on the wire).
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
            { name: 'i18next', test: /node_modules[\\/](i18next|react-i18next)[\\/]/ },
            { name: 'echarts', test: /node_modules[\\/](echarts|zrender)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/ecloud-admin': 'http://localhost:8080' },
  },
};

export default defineConfig(({ command, mode }) => {
  // A build for production is a production build whatever NODE_ENV the caller runs under: the
  // e2e set-up builds inside Vitest (NODE_ENV=test), which otherwise bundles React's
  // development build (523 KB instead of 311 KB) and compiles JSX for it.
  if (command === 'build' && mode === 'production') process.env.NODE_ENV = 'production';
  return config;
});
