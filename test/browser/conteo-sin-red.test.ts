import { mkdirSync } from 'node:fs';
import { limaDate } from '../../src/common/lima-time';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { ADMIN, browserSuite, signIn, type SessionApi } from './harness';

// The counting page as an app installed on the phone: its manifest and icons, and its service worker, which lets a
// counter who opened the page once reload it without network and go on counting (docs/especificacion-activos.md,
// «Conteo de inventario en el teléfono»).

const TELEFONO = { width: 360, height: 640 };
const CAPTURAS = resolve(__dirname, '../../test-results/conteo-sin-red');
const CALLE = 'Av. Néstor Gambetta 5100';

interface Activo {
    id: number;
    codigo: string;
    descripcion: string;
}

interface Manifiesto {
    name: string;
    short_name: string;
    start_url: string;
    scope: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
}

/** A warehouse with two assets, and an open campaign. */
async function prepararCampana(api: SessionApi): Promise<{ id: number; activos: Activo[] }> {
    const { id: direccionId } = await api.post('Direccion', {
        calle: CALLE,
        ciudad: 'Callao',
        distrito: 'Callao',
        provincia: 'Callao',
        departamento: 'Callao',
    });
    const activo = (descripcion: string) => api.post<Activo>('activos', { descripcion, cantidad: 1, precioUndMn: 1800, direccionId, sede: 'Callao' });
    const activos = [await activo('Transpaleta manual 2.5 t'), await activo('Escalera de aluminio 8 pasos')];
    const { id } = await api.post<{ id: number }>('inventarios', {
        nombre: 'Conteo del almacén de Gambetta',
        fechaCorte: limaDate(),
        alcance: {},
    });
    return { id, activos };
}

/** `rgb(21, 101, 192)` as the manifest writes colours: `#1565c0`. */
const hex = (rgb: string) =>
    `#${rgb
        .match(/\d+/g)!
        .slice(0, 3)
        .map((canal) => Number(canal).toString(16).padStart(2, '0'))
        .join('')}`;

/** Types a code as a handheld scanner does (key by key, then Enter) into the focused field. */
async function escanear(page: Page, codigo: string): Promise<void> {
    await page.keyboard.type(codigo);
    await page.keyboard.press('Enter');
}

describe('Conteo en el teléfono como aplicación instalable', () => {
    const suite = browserSuite();

    it('abierta una vez, la página de conteo se recarga sin red, sigue contando con las lecturas en espera y las envía al volver la red', async () => {
        const { page, context } = suite.browser;
        const { baseUrl } = suite.server;
        const api = await signIn(page, baseUrl, ADMIN);
        const { id, activos } = await prepararCampana(api);
        const [transpaleta, escalera] = activos;

        await page.setViewportSize(TELEFONO);
        await page.goto(`${baseUrl}/inventario/${id}/contar`);
        await page.getByRole('combobox', { name: 'Dirección' }).click();
        await page.getByRole('option', { name: new RegExp(CALLE) }).click();
        await page.getByRole('button', { name: 'Empezar a contar' }).click();
        await page.getByText('0 de 2 en esta ubicación').waitFor();
        await escanear(page, transpaleta.codigo);
        await page.getByText('1 de 2 en esta ubicación').waitFor();
        // The worker took the page once it kept every file of the panel.
        await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });

        await context.setOffline(true);
        await page.reload();
        await page.getByRole('heading', { level: 1, name: 'Contar' }).waitFor();
        await page.getByText('Sin conexión', { exact: true }).waitFor();
        await page.getByText('Sin conexión: se usa la lista de activos guardada en este teléfono.').waitFor();
        // Still at the place being counted, the reading sent before the reload counted.
        await page.getByText('1 de 2 en esta ubicación').waitFor();
        await escanear(page, escalera.codigo);
        const ultima = page.getByRole('main').getByRole('status').first();
        await ultima.getByText('Guardada en el teléfono: se enviará cuando vuelva la red').waitFor();
        await ultima.getByText(escalera.descripcion).waitFor();
        await page.getByText('1 lectura pendiente', { exact: true }).waitFor();
        await page.getByText('2 de 2 en esta ubicación').waitFor();
        await expect(page.evaluate('document.documentElement.scrollWidth - window.innerWidth')).resolves.toBeLessThanOrEqual(0);
        mkdirSync(CAPTURAS, { recursive: true });
        await page.screenshot({ path: join(CAPTURAS, 'conteo-recargado-sin-red-360.png') });
        await expect(api.get<unknown[]>(`inventarios/${id}/lecturas`)).resolves.toHaveLength(1);

        await context.setOffline(false);
        await page.getByText('Una lectura enviada').waitFor();
        await ultima.getByText('Enviada: el servidor ya la tiene').waitFor();
        await page.getByText('1 lectura pendiente', { exact: true }).waitFor({ state: 'detached' });
        const leidas = await api.get<Array<{ activoId: number; resultado: string }>>(`inventarios/${id}/lecturas`);
        expect(leidas.map(({ activoId, resultado }) => [activoId, resultado]).sort()).toEqual(
            [
                [transpaleta.id, 'encontrado'],
                [escalera.id, 'encontrado'],
            ].sort(),
        );
        // The worker never keeps the API's answers: only the panel's own files.
        const guardadas = await page.evaluate(async () => {
            const urls: string[] = [];
            for (const nombre of await caches.keys()) for (const pedido of await (await caches.open(nombre)).keys()) urls.push(new URL(pedido.url).pathname);
            return urls;
        });
        expect(guardadas).toContain('/index.html');
        expect(guardadas.filter((url) => !/^\/(index\.html|manifest\.webmanifest|assets\/[\w.-]+|iconos\/[\w.-]+)$/.test(url))).toEqual([]);
    });

    it('enlaza su manifiesto, con el nombre, los colores del tema y los íconos de 192 y 512 px, y sirve el trabajador sin caché', async () => {
        const { page } = suite.browser;
        const { baseUrl } = suite.server;
        const api = await signIn(page, baseUrl, ADMIN);
        const { id } = await prepararCampana(api);
        await page.setViewportSize(TELEFONO);
        await page.goto(`${baseUrl}/inventario/${id}/contar`);
        await page.getByRole('heading', { level: 1, name: 'Contar' }).waitFor();

        const enlace = await page.locator('link[rel="manifest"]').getAttribute('href');
        expect(enlace).toBe('/manifest.webmanifest');
        const respuesta = await fetch(new URL(enlace!, baseUrl));
        expect(respuesta.status).toBe(200);
        expect(respuesta.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
        const manifiesto = (await respuesta.json()) as Manifiesto;
        expect(manifiesto).toMatchObject({
            name: 'Activos Fijos – Conteo',
            short_name: expect.any(String),
            start_url: '/inventario',
            scope: '/',
            display: 'standalone',
        });
        // The theme's colours (admin/src/theme.ts), as the counting page shows them: its bar and its background.
        const colores = await page.evaluate(() => ({
            barra: getComputedStyle(document.querySelector('header')!).backgroundColor,
            fondo: getComputedStyle(document.getElementById('main-content')!.parentElement!).backgroundColor,
        }));
        expect({ theme_color: manifiesto.theme_color, background_color: manifiesto.background_color }).toEqual({
            theme_color: hex(colores.barra),
            background_color: hex(colores.fondo),
        });
        await expect(page.locator('meta[name="theme-color"]').getAttribute('content')).resolves.toBe(manifiesto.theme_color);

        const png = manifiesto.icons.filter((icono) => icono.type === 'image/png');
        expect(png.map((icono) => icono.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
        for (const icono of png) {
            const archivo = await fetch(new URL(icono.src, baseUrl));
            expect({ src: icono.src, status: archivo.status, tipo: archivo.headers.get('content-type') }).toEqual({ src: icono.src, status: 200, tipo: 'image/png' });
            const { width, height, format } = await sharp(Buffer.from(await archivo.arrayBuffer())).metadata();
            expect({ src: icono.src, medida: `${width}x${height}`, format }).toEqual({ src: icono.src, medida: icono.sizes, format: 'png' });
        }

        const trabajador = await fetch(`${baseUrl}/sw.js`);
        expect(trabajador.status).toBe(200);
        expect(trabajador.headers.get('content-type')).toMatch(/javascript/);
        expect(trabajador.headers.get('cache-control')).toBe('no-cache');
        const csp = (trabajador.headers.get('content-security-policy') ?? '').split(';').map((directiva) => directiva.trim());
        expect(csp).toEqual(expect.arrayContaining(["worker-src 'self'", "manifest-src 'self'"]));
        // Every file the worker keeps is served: a missing one would leave it uninstalled.
        const archivos = JSON.parse(/atender\(self, (\{.*\})\);\s*$/.exec(await trabajador.text())![1]).archivos as string[];
        expect(archivos).toEqual(expect.arrayContaining(['/index.html', '/manifest.webmanifest', '/iconos/icono-192.png', '/iconos/icono-512.png']));
        expect(archivos.some((archivo) => archivo.endsWith('.wasm'))).toBe(true);
        const estados = await Promise.all(archivos.map(async (archivo) => [archivo, (await fetch(new URL(archivo, baseUrl), { method: 'HEAD' })).status]));
        expect(estados.filter(([, estado]) => estado !== 200)).toEqual([]);
    });
});
