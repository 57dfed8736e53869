import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type ProxyOptions } from 'vite';
import { compression } from 'vite-plugin-compression2';

const API_TARGET = process.env.API_URL ?? 'http://localhost:3000';

/**
 * The paths the API owns (SPEC.md section 7), mirrored from apps/api/src/create-app.ts. Keys that
 * start with ^ are regular expressions; everything else stays with the web app.
 */
const apiProxy: Record<string, ProxyOptions> = {
  '^/(api|health|user|artisan|auth|organizations)(/|$)': { target: API_TARGET },
  '^/[a-z-]+-(action|request|email|hash|login|exitsts|artisan|list)$': { target: API_TARGET },
};

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react(),
    // A brotli and a gzip copy beside each text file, made once here: the API sends the one the
    // browser accepts (apps/api/src/infrastructure/http/web-app.ts) instead of compressing per request.
    compression({
      include: /\.(html|css|js|mjs|json|svg)$/,
      algorithms: ['brotliCompress', 'gzip'],
      threshold: 1024,
      logLevel: 'silent',
    }),
  ],
  define: { __BUILD_ID__: JSON.stringify(Date.now().toString(36)) },
  server: { port: 5173, strictPort: true, proxy: apiProxy },
  preview: { port: 4173, strictPort: true, proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // dist/.vite/manifest.json: what `npm run bench:web` reads to weigh each route's first load.
    manifest: true,
  },
});
