import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, transformWithEsbuild, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const OUT_DIR = fromHere('../dist/admin');
/** The service worker's file, at the root so its scope is the whole panel (the API serves it no-cache). */
const TRABAJADOR = 'sw.js';

/**
 * /sw.js, once the build is written: admin/src/inventario/sinRed/trabajador.ts compiled on its own, called with every
 * file of the build (public/ included: the manifest and its icons) and a version that is a hash of their bytes, so a
 * new build installs a new worker with a cache of its own.
 */
const trabajadorSinRed = (): Plugin => ({
    name: 'activos-fijos:trabajador-sin-red',
    apply: 'build',
    // Once every file of the build is written, public/ included.
    async writeBundle() {
        const archivos = readdirSync(OUT_DIR, { recursive: true, withFileTypes: true })
            // Not the worker itself, nor the build's fingerprint (.huella, scripts/compilar.js) or other dot files.
            .filter((entrada) => entrada.isFile() && entrada.name !== TRABAJADOR && !entrada.name.startsWith('.'))
            .map((entrada) => `/${relative(OUT_DIR, join(entrada.parentPath, entrada.name)).split(sep).join('/')}`)
            .sort();
        const huella = createHash('sha256');
        for (const archivo of archivos) huella.update(archivo).update('\0').update(readFileSync(join(OUT_DIR, archivo))).update('\0');
        const fuente = fromHere('src/inventario/sinRed/trabajador.ts');
        const { code } = await transformWithEsbuild(readFileSync(fuente, 'utf8'), fuente, {
            loader: 'ts',
            format: 'iife',
            globalName: 'trabajador',
            target: 'es2020',
        });
        const precarga = { version: huella.digest('hex').slice(0, 16), archivos };
        writeFileSync(join(OUT_DIR, TRABAJADOR), `${code}trabajador.atender(self, ${JSON.stringify(precarga)});\n`);
    },
});

export default defineConfig({
    root: fromHere('.'),
    base: '/',
    plugins: [react(), trabajadorSinRed()],
    // The domain code the API computes too (src/dominio), so both sides compute it alike.
    resolve: { alias: { '@dominio': fromHere('../src/dominio') } },
    build: {
        // The API serves this folder at / (see src/main.ts), so it lives beside the compiled API.
        outDir: OUT_DIR,
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
