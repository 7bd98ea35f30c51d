// @ts-check
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// A plain Vite + React app: nothing Tubekit-specific. Two pages: index.html (React) and
// plain.html (no framework). The manifest tells the test which chunk holds which module.
export default defineConfig({
  plugins: [react()],
  build: {
    manifest: true,
    rolldownOptions: { input: { react: 'index.html', plain: 'plain.html' } },
  },
});
