import { fmt, percentile, report, startServer, timeCalls } from '../utils';
import { generarActivos } from './generar-activos';
import { ASEGURADORAS, custodioDe, generarCustodia, POLIZAS } from './generar-custodia';

const ACTIVOS = 100_000;
const MUESTRAS = 200;
/** 300 custodians holding one asset in five (20,000, about 67 each), as their hand-over actas left them. */
const CUSTODIOS = 300;
const CADA_CUSTODIA = 5;

/**
 * Issue figures: with 100,000 assets, page p95 ≤ 50 ms, contains filter p95 ≤ 300 ms, by code p95 ≤ 20 ms; the page
 * filtered by custodian (an index of `custodia`) within the page's limit; by a company's field within the contains
 * filter's: like it, a comparison no index answers (the values are JSON; docs/campos-personalizados.md).
 */
export async function benchConsultas(): Promise<boolean> {
  const server = await startServer();
  try {
    const started = Date.now();
    generarActivos(server.dbPath, 1, ACTIVOS);
    generarCustodia(server.dbPath, 1, ACTIVOS, CUSTODIOS, CADA_CUSTODIA);
    console.log(`Generados ${ACTIVOS.toLocaleString('es-PE')} activos en ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const get = (path: string) =>
      fetch(`${server.url}${path}`, { headers: { Authorization: `Bearer ${server.token}` } }).then(async (r) => {
        if (!r.ok) throw new Error(`${path}: ${r.status} ${await r.text()}`);
        return r.json();
      });

    // The server's keep-alive socket may have closed while the rows were written: the first request tries twice.
    const primera = () => fetch(`${server.url}/api/activos?range=[0,24]`, { headers: { Authorization: `Bearer ${server.token}` } });
    const check = await primera().catch(primera);
    if (check.headers.get('content-range') !== `activos 0-24/${ACTIVOS}`) throw new Error(`Content-Range inesperado: ${check.headers.get('content-range')}`);

    const pagina = await timeCalls(MUESTRAS, (i) => get(`/api/activos?sort=${encodeURIComponent('["codigo","ASC"]')}&range=${encodeURIComponent(`[${(i * 25) % 90000},${((i * 25) % 90000) + 24}]`)}`));
    const filtro = await timeCalls(MUESTRAS / 4, (i) =>
      get(`/api/activos?sort=${encodeURIComponent('["codigo","ASC"]')}&range=[0,24]&filter=${encodeURIComponent(JSON.stringify({ descripcion: ['camara', 'laptop dell', 'impresora', 'montacargas'][i % 4] }))}`),
    );
    const porCodigo = await timeCalls(MUESTRAS, (i) => get(`/api/activos/codigo/ACT-${String(1 + ((i * 7919) % ACTIVOS)).padStart(6, '0')}`));

    const tenido = (await get('/api/activos/1')) as { custodio: { id: number } | null };
    if (tenido.custodio?.id !== custodioDe(0, CADA_CUSTODIA, CUSTODIOS)) throw new Error(`Custodio inesperado del activo 1: ${JSON.stringify(tenido.custodio)}`);
    const filtrada = (filtro: object) => get(`/api/activos?sort=${encodeURIComponent('["codigo","ASC"]')}&range=[0,24]&filter=${encodeURIComponent(JSON.stringify(filtro))}`);
    const porCustodio = await timeCalls(MUESTRAS, (i) => filtrada({ custodioId: 1 + ((i * 37) % CUSTODIOS) }));
    const porLista = await timeCalls(MUESTRAS / 4, (i) => filtrada({ 'campo.aseguradora': ASEGURADORAS[i % ASEGURADORAS.length] }));
    const porTexto = await timeCalls(MUESTRAS / 4, (i) => filtrada({ 'campo.poliza': `POL-${(i * 37) % POLIZAS}` }));

    console.log(`Página de 25 por código: p50 ${fmt(percentile(pagina, 50))}, p95 ${fmt(percentile(pagina, 95))}`);
    console.log(`Filtro descripcion (contiene): p50 ${fmt(percentile(filtro, 50))}, p95 ${fmt(percentile(filtro, 95))}`);
    console.log(`GET /api/activos/codigo/{codigo}: p50 ${fmt(percentile(porCodigo, 50))}, p95 ${fmt(percentile(porCodigo, 95))}`);
    console.log(`Página filtrada por custodio (~${ACTIVOS / CADA_CUSTODIA / CUSTODIOS | 0} activos de ${CUSTODIOS}): p50 ${fmt(percentile(porCustodio, 50))}, p95 ${fmt(percentile(porCustodio, 95))}`);
    console.log(`Página filtrada por campo lista (${ASEGURADORAS.length} opciones): p50 ${fmt(percentile(porLista, 50))}, p95 ${fmt(percentile(porLista, 95))}`);
    console.log(`Página filtrada por campo texto (igual, ${POLIZAS} valores): p50 ${fmt(percentile(porTexto, 50))}, p95 ${fmt(percentile(porTexto, 95))}`);
    return [
      report('p95 página de 25 ordenada por código', percentile(pagina, 95), 50),
      report('p95 filtro descripcion', percentile(filtro, 95), 300),
      report('p95 activo por código', percentile(porCodigo, 95), 20),
      report('p95 página filtrada por custodio', percentile(porCustodio, 95), 50),
      report('p95 página filtrada por campo lista', percentile(porLista, 95), 300),
      report('p95 página filtrada por campo texto', percentile(porTexto, 95), 300),
    ].every(Boolean);
  } finally {
    await server.stop();
  }
}
