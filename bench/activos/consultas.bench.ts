import Database from 'better-sqlite3';
import { fmt, percentile, report, RunningServer, startServer, timeCalls } from '../utils';
import { generarActivos } from './generar-activos';

const ACTIVOS = 100_000;
const MUESTRAS = 200;
/** Assets one custodian holds (every 50th), handed over in actas of the most an acta takes. */
const CADA_CUSTODIA = 50;
const POR_ACTA = 500;
/** Values of the company's field "poliza": each held by 1,000 of the 100,000 assets. */
const POLIZAS = 100;

/**
 * A custodian holding 2,000 assets, handed over by actas through the API, and a company field "poliza" with a value on
 * every asset, written straight into the file (the API would take an edit per asset). Answers the custodian's id.
 */
async function custodiaYCampos(server: RunningServer): Promise<number> {
  const post = async <T>(path: string, body: unknown): Promise<T> => {
    const r = await fetch(`${server.url}${path}`, { method: 'POST', headers: { Authorization: `Bearer ${server.token}`, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    if (r.status !== 201) throw new Error(`${path}: ${r.status} ${await r.text()}`);
    return r.json() as Promise<T>;
  };
  const { id: custodioId } = await post<{ id: number }>('/api/custodios', { nombres: 'Rosa', apellidos: 'Quispe Mamani', tipoDocumento: '1', numeroDocumento: '01234567' });
  const tenidos = Array.from({ length: ACTIVOS / CADA_CUSTODIA }, (_, i) => 1 + i * CADA_CUSTODIA);
  for (let i = 0; i < tenidos.length; i += POR_ACTA) {
    await post('/api/actas-entrega', { custodioId, activoIds: tenidos.slice(i, i + POR_ACTA), fecha: new Date().toISOString() });
  }
  await post('/api/campos-personalizados', { clave: 'poliza', etiqueta: 'Póliza de seguro', tipo: 'texto' });
  const db = new Database(server.dbPath);
  try {
    db.prepare(`UPDATE activo SET camposPersonalizados = json_object('poliza', 'POL-' || (id % ${POLIZAS})) WHERE companiaId = 1`).run();
  } finally {
    db.close();
  }
  return custodioId;
}

/**
 * Issue figures: with 100,000 assets, page p95 ≤ 50 ms, contains filter p95 ≤ 300 ms, by code p95 ≤ 20 ms; the page
 * filtered by custodian within the page's limit and by a company field within the contains filter's.
 */
export async function benchConsultas(): Promise<boolean> {
  const server = await startServer();
  try {
    const started = Date.now();
    generarActivos(server.dbPath, 1, ACTIVOS);
    console.log(`Generados ${ACTIVOS.toLocaleString('es-PE')} activos en ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const get = (path: string) =>
      fetch(`${server.url}${path}`, { headers: { Authorization: `Bearer ${server.token}` } }).then(async (r) => {
        if (!r.ok) throw new Error(`${path}: ${r.status} ${await r.text()}`);
        return r.json();
      });

    const check = await fetch(`${server.url}/api/activos?range=[0,24]`, { headers: { Authorization: `Bearer ${server.token}` } });
    if (check.headers.get('content-range') !== `activos 0-24/${ACTIVOS}`) throw new Error(`Content-Range inesperado: ${check.headers.get('content-range')}`);

    const pagina = await timeCalls(MUESTRAS, (i) => get(`/api/activos?sort=${encodeURIComponent('["codigo","ASC"]')}&range=${encodeURIComponent(`[${(i * 25) % 90000},${((i * 25) % 90000) + 24}]`)}`));
    const filtro = await timeCalls(MUESTRAS / 4, (i) =>
      get(`/api/activos?sort=${encodeURIComponent('["codigo","ASC"]')}&range=[0,24]&filter=${encodeURIComponent(JSON.stringify({ descripcion: ['camara', 'laptop dell', 'impresora', 'montacargas'][i % 4] }))}`),
    );
    const porCodigo = await timeCalls(MUESTRAS, (i) => get(`/api/activos/codigo/ACT-${String(1 + ((i * 7919) % ACTIVOS)).padStart(6, '0')}`));

    const custodioId = await custodiaYCampos(server);
    const filtrada = (filtro: object, i: number) =>
      get(`/api/activos?sort=${encodeURIComponent('["codigo","ASC"]')}&range=${encodeURIComponent(`[${(i * 25) % 1000},${((i * 25) % 1000) + 24}]`)}&filter=${encodeURIComponent(JSON.stringify(filtro))}`);
    const porCustodio = await timeCalls(MUESTRAS, (i) => filtrada({ custodioId }, i));
    const porCampo = await timeCalls(MUESTRAS / 4, (i) => filtrada({ 'campo.poliza': `POL-${(i * 37) % POLIZAS}` }, i));

    console.log(`Página de 25 por código: p50 ${fmt(percentile(pagina, 50))}, p95 ${fmt(percentile(pagina, 95))}`);
    console.log(`Filtro descripcion (contiene): p50 ${fmt(percentile(filtro, 50))}, p95 ${fmt(percentile(filtro, 95))}`);
    console.log(`GET /api/activos/codigo/{codigo}: p50 ${fmt(percentile(porCodigo, 50))}, p95 ${fmt(percentile(porCodigo, 95))}`);
    console.log(`Página filtrada por custodio (2.000 activos): p50 ${fmt(percentile(porCustodio, 50))}, p95 ${fmt(percentile(porCustodio, 95))}`);
    console.log(`Página filtrada por campo personalizado (1.000 activos): p50 ${fmt(percentile(porCampo, 50))}, p95 ${fmt(percentile(porCampo, 95))}`);
    return [
      report('p95 página de 25 ordenada por código', percentile(pagina, 95), 50),
      report('p95 filtro descripcion', percentile(filtro, 95), 300),
      report('p95 activo por código', percentile(porCodigo, 95), 20),
      report('p95 página filtrada por custodio', percentile(porCustodio, 95), 50),
      report('p95 página filtrada por campo personalizado', percentile(porCampo, 95), 300),
    ].every(Boolean);
  } finally {
    await server.stop();
  }
}
