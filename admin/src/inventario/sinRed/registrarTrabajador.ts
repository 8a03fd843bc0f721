/** The service worker the build writes (admin/vite.config.ts, from ./trabajador.ts), at the root: its scope is the whole panel. */
export const TRABAJADOR_URL = '/sw.js';

/**
 * Registers the panel's service worker, which keeps the built panel so the counting page reloads without network. Only
 * in a build (the dev server has no /sw.js) and where the browser allows it: over HTTPS or on localhost; a browser that
 * refuses still counts, and keeps its readings, while the page stays open.
 */
export const registrarTrabajador = (): void => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    navigator.serviceWorker.register(TRABAJADOR_URL).catch(() => undefined);
};
