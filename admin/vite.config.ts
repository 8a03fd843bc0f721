import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
    root: fromHere('.'),
    base: '/',
    plugins: [react()],
    // The domain code the API computes too (src/dominio), so both sides compute it alike.
    resolve: { alias: { '@dominio': fromHere('../src/dominio') } },
    build: {
        // The API serves this folder at / (see src/main.ts), so it lives beside the compiled API.
        outDir: fromHere('../dist/admin'),
        emptyOutDir: true,
        rollupOptions: {
            output: {
                manualChunks: {
                    react: ['react', 'react-dom', 'react-router-dom'],
                    mui: ['@mui/material', '@emotion/react', '@emotion/styled'],
                    'react-admin': ['react-admin', 'ra-data-simple-rest', 'ra-i18n-polyglot'],
                    recharts: ['recharts'],
                },
            },
        },
    },
    server: {
        proxy: { '/api': 'http://localhost:3000' },
    },
});
