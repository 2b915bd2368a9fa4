import { defineConfig } from 'vite';

// bench/run.mjs builds this page into a temporary folder (--outDir) to weigh the stack's floor;
// Vite's own JSX transform (React's automatic runtime), as @vitejs/plugin-react would set it
export default defineConfig({ root: import.meta.dirname, oxc: { jsx: { runtime: 'automatic' } }, logLevel: 'error' });
