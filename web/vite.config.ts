import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The Express server (port 5000) owns /api/*, /auth/* and /downloads/*; in development Vite forwards them so
// cookies stay same-origin. Regexes, because the page /api (the API docs) belongs to the web app.
const API_PROXY = {
  '^/api/': { target: 'http://localhost:5000', changeOrigin: false },
  '^/auth/': { target: 'http://localhost:5000', changeOrigin: false },
  '^/downloads/': { target: 'http://localhost:5000', changeOrigin: false },
};

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: { port: 5173, proxy: API_PROXY },
  preview: { port: 5173, proxy: API_PROXY },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
});
