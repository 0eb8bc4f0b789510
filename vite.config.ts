import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const api = { target: 'http://localhost:3000', changeOrigin: false };

export default defineConfig({
  root: 'src/web',
  plugins: [
    react(),
    // Every text asset also as .br and .gz, which the server hands to browsers that accept them (issue 13).
    compression({
      include: /\.(js|css|html|svg|json|txt|webmanifest)$/,
      threshold: 1024,
      skipIfLargerOrEqual: true,
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
    }),
  ],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
  },
  server: {
    port: 5173,
    proxy: { '/api': api, '/user': api, '/healthz': api, '/socket.io': { ...api, ws: true } },
  },
});
