import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The console is served under /console; the portal pages use the same bundle.
export default defineConfig({
  base: '/console/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        // Keep the framework and the component library in long-cached chunks of their own.
        advancedChunks: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
            },
            { name: 'echarts', test: /node_modules[\\/](echarts|zrender)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/ecloud-admin': 'http://localhost:8080' },
  },
});
