import { fmt, percentile, report, startServer, timeCalls } from '../utils';
import { generarActivos } from './generar-activos';

const ACTIVOS = 100_000;
const MUESTRAS = 200;

/** Issue figures: with 100,000 assets, page p95 ≤ 50 ms, contains filter p95 ≤ 300 ms, by code p95 ≤ 20 ms. */
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

    console.log(`Página de 25 por código: p50 ${fmt(percentile(pagina, 50))}, p95 ${fmt(percentile(pagina, 95))}`);
    console.log(`Filtro descripcion (contiene): p50 ${fmt(percentile(filtro, 50))}, p95 ${fmt(percentile(filtro, 95))}`);
    console.log(`GET /api/activos/codigo/{codigo}: p50 ${fmt(percentile(porCodigo, 50))}, p95 ${fmt(percentile(porCodigo, 95))}`);
    return [
      report('p95 página de 25 ordenada por código', percentile(pagina, 95), 50),
      report('p95 filtro descripcion', percentile(filtro, 95), 300),
      report('p95 activo por código', percentile(porCodigo, 95), 20),
    ].every(Boolean);
  } finally {
    await server.stop();
  }
}
