import {
    atender,
    ESPERA_DE_LA_RED_MS,
    nombreDeCache,
    PAGINA,
    type AmbitoDelTrabajador,
    type CacheAbierta,
    type Caches,
    type EventoDeRed,
    type EventoExtensible,
} from './trabajador';

const ORIGEN = 'https://activos.example.pe';
const ANTERIOR = { version: 'v1', archivos: ['/index.html', '/assets/index-AAAA.js', '/assets/zxing_reader-CCCC.wasm'] };
const NUEVA = {
    version: 'v2',
    archivos: ['/iconos/icono-192.png', '/index.html', '/assets/index-BBBB.js', '/assets/zxing_reader-CCCC.wasm', '/manifest.webmanifest'],
};

/** CacheStorage in memory: each cache a map of path to body. */
class CachesEnMemoria implements Caches {
    readonly guardadas = new Map<string, Map<string, string>>();
    async open(nombre: string): Promise<CacheAbierta> {
        const cache = this.guardadas.get(nombre) ?? new Map<string, string>();
        this.guardadas.set(nombre, cache);
        return {
            put: async (ruta, respuesta) => void cache.set(ruta, await respuesta.text()),
            match: async (ruta) => (cache.has(ruta) ? new Response(cache.get(ruta)) : undefined),
        };
    }
    async keys() {
        return [...this.guardadas.keys()];
    }
    async delete(nombre: string) {
        return this.guardadas.delete(nombre);
    }
    async match(ruta: string) {
        for (const cache of this.guardadas.values()) if (cache.has(ruta)) return new Response(cache.get(ruta));
        return undefined;
    }
}

type Red = 'en línea' | 'sin red' | 'caída' | 'colgada';

/** A worker's scope over a server that has `archivos` (path → body) and answers any page with the server's index.html. */
function ambito(archivos: Record<string, string>, caches = new CachesEnMemoria()) {
    const oyentes = new Map<string, (evento: never) => void>();
    const estado = { red: 'en línea' as Red };
    const pedidos: Array<{ url: string; opciones?: { cache?: string } }> = [];
    const fetch = jest.fn(async (pedido: Request | string, opciones?: { cache?: 'no-cache' }): Promise<Response> => {
        const url = new URL(typeof pedido === 'string' ? pedido : pedido.url, ORIGEN);
        pedidos.push({ url: url.pathname, opciones });
        if (estado.red === 'sin red') throw new TypeError('Failed to fetch');
        if (estado.red === 'caída') return new Response('Bad Gateway', { status: 502 });
        if (estado.red === 'colgada') return new Promise<Response>(() => undefined);
        if (url.pathname in archivos) return new Response(archivos[url.pathname]);
        return (pedido as Request).mode === 'navigate' ? new Response('index del servidor') : new Response('no', { status: 404 });
    });
    const sw: AmbitoDelTrabajador & { skipWaiting: jest.Mock; clients: { claim: jest.Mock } } = {
        location: { origin: ORIGEN },
        caches,
        clients: { claim: jest.fn(async () => undefined) },
        fetch,
        skipWaiting: jest.fn(async () => undefined),
        addEventListener: (tipo: string, oyente: (evento: never) => void) => void oyentes.set(tipo, oyente),
    };
    const extensible = (): EventoExtensible & { hecho: Promise<unknown> } => {
        const evento = { hecho: Promise.resolve() as Promise<unknown>, waitUntil: (promesa: Promise<unknown>) => void (evento.hecho = promesa) };
        return evento;
    };
    const suceso = async (tipo: 'install' | 'activate') => {
        const evento = extensible();
        oyentes.get(tipo)!(evento as never);
        await evento.hecho;
    };
    /** What the worker answers a request for `ruta` (undefined: it let the browser go to the network itself). */
    const pedir = (ruta: string, { mode = 'cors', method = 'GET' } = {}): Promise<string | undefined> | undefined => {
        let respuesta: Promise<Response> | undefined;
        const evento: EventoDeRed = {
            request: { url: new URL(ruta, ORIGEN).href, mode, method } as Request,
            respondWith: (promesa) => void (respuesta = promesa),
            waitUntil: () => undefined,
        };
        oyentes.get('fetch')!(evento as never);
        return respuesta?.then((r) => r.text());
    };
    return { sw, caches, estado, pedidos, fetch, suceso, pedir };
}

const servidor = (precarga: { archivos: string[] }, marca: string) =>
    Object.fromEntries(precarga.archivos.map((ruta) => [ruta, `${ruta} de ${marca}`]));

describe('el trabajador sin red del panel', () => {
    it('installs by keeping every file of its build in a cache named after it, then takes over without waiting', async () => {
        const t = ambito(servidor(NUEVA, 'v2'));
        atender(t.sw, NUEVA);
        await t.suceso('install');
        expect([...t.caches.guardadas.keys()]).toEqual([nombreDeCache('v2')]);
        expect(Object.fromEntries(t.caches.guardadas.get(nombreDeCache('v2'))!)).toEqual(servidor(NUEVA, 'v2'));
        // Asked past the browser's HTTP cache: an index.html kept an hour would name another build's files.
        expect(t.pedidos.every(({ opciones }) => opciones?.cache === 'no-cache')).toBe(true);
        expect(t.sw.skipWaiting).toHaveBeenCalled();
    });

    it("takes the hashed files an earlier build already keeps from its cache, and asks for the others", async () => {
        const caches = new CachesEnMemoria();
        const antes = ambito(servidor(ANTERIOR, 'v1'), caches);
        atender(antes.sw, ANTERIOR);
        await antes.suceso('install');
        const t = ambito(servidor(NUEVA, 'v2'), caches);
        atender(t.sw, NUEVA);
        await t.suceso('install');
        expect(t.pedidos.map(({ url }) => url).sort()).toEqual(['/assets/index-BBBB.js', '/iconos/icono-192.png', '/index.html', '/manifest.webmanifest']);
        expect(caches.guardadas.get(nombreDeCache('v2'))!.get('/assets/zxing_reader-CCCC.wasm')).toBe('/assets/zxing_reader-CCCC.wasm de v1');
        expect(caches.guardadas.get(nombreDeCache('v2'))!.get('/index.html')).toBe('/index.html de v2');
    });

    it('is not installed when a file of its build is missing: the worker before it goes on serving', async () => {
        const archivos = servidor(NUEVA, 'v2');
        delete archivos['/assets/index-BBBB.js'];
        const t = ambito(archivos);
        atender(t.sw, NUEVA);
        await expect(t.suceso('install')).rejects.toThrow('/assets/index-BBBB.js: 404');
        expect(t.sw.skipWaiting).not.toHaveBeenCalled();
    });

    it("deletes the other builds' caches when it activates, not the caches of anything else, and takes the open pages", async () => {
        const t = ambito(servidor(NUEVA, 'v2'));
        for (const otra of [nombreDeCache('v0'), nombreDeCache('v1'), 'otra-cosa']) await t.caches.open(otra);
        atender(t.sw, NUEVA);
        await t.suceso('install');
        await t.suceso('activate');
        expect([...t.caches.guardadas.keys()].sort()).toEqual([nombreDeCache('v2'), 'otra-cosa']);
        expect(t.sw.clients.claim).toHaveBeenCalled();
    });

    describe('once installed', () => {
        const instalado = async () => {
            const t = ambito({ ...servidor(NUEVA, 'v2'), '/index.html': 'index del servidor' });
            atender(t.sw, NUEVA);
            await t.suceso('install');
            t.pedidos.length = 0;
            return t;
        };

        it("serves its build's files from its cache, without the network", async () => {
            const t = await instalado();
            t.estado.red = 'sin red';
            await expect(t.pedir('/assets/index-BBBB.js')).resolves.toBe('/assets/index-BBBB.js de v2');
            await expect(t.pedir('/assets/zxing_reader-CCCC.wasm')).resolves.toBe('/assets/zxing_reader-CCCC.wasm de v2');
            expect(t.pedidos).toEqual([]);
        });

        it("never answers the API, the uploads, a write, another site or a file of no build: they go to the network as they are", async () => {
            const t = await instalado();
            for (const ruta of ['/api/inventarios/5/activos', '/API/auth/me', '/api', '/uploads/foto.png', '/assets/index-AAAA.js', 'https://otro.example/assets/index-BBBB.js']) {
                expect({ ruta, respuesta: t.pedir(ruta) }).toEqual({ ruta, respuesta: undefined });
            }
            expect(t.pedir('/api/inventarios/5/contar', { mode: 'navigate' })).toBeUndefined();
            expect(t.pedir('/assets/index-BBBB.js', { method: 'POST' })).toBeUndefined();
        });

        it("serves a page from the network while there is one, and the kept index.html when there is none", async () => {
            const t = await instalado();
            await expect(t.pedir('/inventario/5/contar', { mode: 'navigate' })).resolves.toBe('index del servidor');
            t.estado.red = 'sin red';
            await expect(t.pedir('/inventario/5/contar', { mode: 'navigate' })).resolves.toBe('index del servidor');
            expect(t.pedidos.map(({ url }) => url)).toEqual(['/inventario/5/contar', '/inventario/5/contar']);
            // The one kept is that of its own build, whatever the server answers now.
            t.estado.red = 'caída';
            t.caches.guardadas.get(nombreDeCache('v2'))!.set(PAGINA, 'index de v2');
            await expect(t.pedir('/inventario/5/contar', { mode: 'navigate' })).resolves.toBe('index de v2');
        });

        it(`serves the kept index.html when the network does not answer a page within ${ESPERA_DE_LA_RED_MS / 1000} s`, async () => {
            const t = await instalado();
            t.caches.guardadas.get(nombreDeCache('v2'))!.set(PAGINA, 'index de v2');
            t.estado.red = 'colgada';
            jest.useFakeTimers();
            try {
                let pagina: string | undefined;
                void t.pedir('/inventario/5/contar', { mode: 'navigate' })!.then((texto) => (pagina = texto));
                await jest.advanceTimersByTimeAsync(ESPERA_DE_LA_RED_MS - 1);
                expect(pagina).toBeUndefined();
                await jest.advanceTimersByTimeAsync(1);
                expect(pagina).toBe('index de v2');
            } finally {
                jest.useRealTimers();
            }
        });
    });
});
