// The panel's service worker (/sw.js), so a counter who opened the counting page once can reload it without network.
// The build (admin/vite.config.ts) compiles this file on its own, with no imports, and ends it with a call to
// `atender` that names the built files; the unit tests hand `atender` a fake worker scope instead.
//
// - Install: every file of the build (index.html, the hashed JS, CSS and WebAssembly, the manifest and its icons) goes
//   into a cache named after the build; a hashed file an earlier build already cached is copied, not downloaded again.
// - Activate: the caches of other builds are deleted, and the open pages are taken over at once, so nobody stays on
//   an old panel.
// - Navigations go to the network (index.html is no-cache), and fall back to the cached index.html only when it
//   cannot answer. The build's files are served from the cache. Nothing else is touched: the API's answers (a
//   person's session, a company's data) and the uploads always go to the network and are never kept.

/** Every cache of the panel's worker starts with this, followed by its build's version. */
export const PREFIJO = 'activos-fijos-panel-';

/** What the worker never answers itself: the API and the uploaded files. */
const DE_LA_RED = /^\/(api|uploads)(\/|$)/i;

/** A file whose name carries its content's hash: another build with the same name has the same bytes. */
const INMUTABLE = /^\/assets\//;

/** The page served when the network cannot answer a navigation: the app's shell. */
export const PAGINA = '/index.html';

/** How long a navigation waits for a network that does not answer (a phone with one bar) before the cached page. */
export const ESPERA_DE_LA_RED_MS = 5_000;

/** A build: its version (a hash of its files) and the paths of its files, each starting with /. */
export interface Precarga {
    version: string;
    archivos: string[];
}

export interface EventoExtensible {
    waitUntil(promesa: Promise<unknown>): void;
}

export interface EventoDeRed extends EventoExtensible {
    readonly request: Request;
    respondWith(respuesta: Promise<Response>): void;
}

export interface CacheAbierta {
    put(ruta: string, respuesta: Response): Promise<void>;
    match(ruta: string): Promise<Response | undefined>;
}

/** What the worker uses of its CacheStorage. */
export interface Caches {
    open(nombre: string): Promise<CacheAbierta>;
    keys(): Promise<string[]>;
    delete(nombre: string): Promise<boolean>;
    match(ruta: string): Promise<Response | undefined>;
}

/** What the worker uses of its global scope (`self` in /sw.js). */
export interface AmbitoDelTrabajador {
    readonly location: { readonly origin: string };
    readonly caches: Caches;
    readonly clients: { claim(): Promise<void> };
    fetch(pedido: Request | string, opciones?: { cache?: 'no-cache' }): Promise<Response>;
    skipWaiting(): Promise<void>;
    addEventListener(tipo: 'install' | 'activate', oyente: (evento: EventoExtensible) => void): void;
    addEventListener(tipo: 'fetch', oyente: (evento: EventoDeRed) => void): void;
}

export const nombreDeCache = (version: string): string => PREFIJO + version;

/** The caches of the panel's other builds, to delete: not those of anything else the origin may keep. */
export const cachesViejas = (claves: readonly string[], actual: string): string[] =>
    claves.filter((clave) => clave.startsWith(PREFIJO) && clave !== actual);

/** Whether the worker answers `pedido` (and how), or leaves it to the browser as if there were no worker. */
export const comoAtender = (pedido: Pick<Request, 'url' | 'method' | 'mode'>, origen: string, archivos: ReadonlySet<string>): 'pagina' | 'archivo' | 'red' => {
    const url = new URL(pedido.url);
    if (pedido.method !== 'GET' || url.origin !== origen || DE_LA_RED.test(url.pathname)) return 'red';
    if (pedido.mode === 'navigate') return 'pagina';
    return archivos.has(url.pathname) ? 'archivo' : 'red';
};

/** The network's answer, or undefined when there is none in time (no network, a proxy whose server is down, one bar). */
const deLaRed = (ambito: AmbitoDelTrabajador, pedido: Request): Promise<Response | undefined> =>
    new Promise((resolver) => {
        const espera = setTimeout(() => resolver(undefined), ESPERA_DE_LA_RED_MS);
        ambito.fetch(pedido).then(
            (respuesta) => resolver(respuesta.status >= 500 ? undefined : respuesta),
            () => resolver(undefined),
        ).finally(() => clearTimeout(espera));
    });

/** Listens to the worker's events for the build `precarga`. */
export function atender(ambito: AmbitoDelTrabajador, precarga: Precarga): void {
    const nombre = nombreDeCache(precarga.version);
    const archivos = new Set(precarga.archivos);

    const guardar = async (cache: CacheAbierta, ruta: string) => {
        const previa = INMUTABLE.test(ruta) ? await ambito.caches.match(ruta) : undefined;
        // The unhashed files (index.html, the manifest) are asked again, not taken from the browser's HTTP cache.
        const respuesta = previa ?? (await ambito.fetch(ruta, { cache: 'no-cache' }));
        // A file missing from the server leaves this build uninstalled: the worker before it goes on serving.
        if (!respuesta.ok) throw new Error(`${ruta}: ${respuesta.status}`);
        await cache.put(ruta, respuesta);
    };

    ambito.addEventListener('install', (evento) =>
        evento.waitUntil(
            (async () => {
                const cache = await ambito.caches.open(nombre);
                await Promise.all(precarga.archivos.map((ruta) => guardar(cache, ruta)));
                await ambito.skipWaiting();
            })(),
        ),
    );

    ambito.addEventListener('activate', (evento) =>
        evento.waitUntil(
            (async () => {
                await Promise.all(cachesViejas(await ambito.caches.keys(), nombre).map((vieja) => ambito.caches.delete(vieja)));
                await ambito.clients.claim();
            })(),
        ),
    );

    ambito.addEventListener('fetch', (evento) => {
        const { request } = evento;
        const como = comoAtender(request, ambito.location.origin, archivos);
        if (como === 'red') return;
        const desdeLaCache = async (ruta: string) => (await ambito.caches.open(nombre)).match(ruta);
        if (como === 'pagina') {
            evento.respondWith(
                (async () => (await deLaRed(ambito, request)) ?? (await desdeLaCache(PAGINA)) ?? ambito.fetch(request))(),
            );
        } else {
            evento.respondWith((async () => (await desdeLaCache(new URL(request.url).pathname)) ?? ambito.fetch(request))());
        }
    });
}
