import { DbKind, fmt, fmtRetardo, freshDatabase, medirRetardoDelServidor, percentile, report, Retardo, RunningServer, startServer } from '../utils';
import { contar, miles, porEstado } from './informe';
import { Companias, estadoDe, LIMITE_LAZO_MS, Medida, medir, prepararCompanias, TRABAJOS, vigilarSalud } from './trabajos-pesados';

const LIMITE_P99_SALUD_MS = 100;
const LIMITE_P95_PAGINA_MS = 150;

/** The big company's heavy jobs, one for each of its four users. */
const DE_LA_GRANDE = ['Formato 7.1 PLE', 'Formato 7.1 Excel', 'Reporte de Activos', 'Catálogo PDF (9.999 activos)'].map((nombre) => TRABAJOS.find((t) => t.nombre === nombre)!);
const DE_LA_VECINA = [
  { nombre: 'Catálogo PDF de la vecina', ruta: '/api/activos/export/pdf' },
  { nombre: 'Activos Excel de la vecina', ruta: '/api/activos/export/excel' },
];

/**
 * Four users of the big company ask for a heavy job each, and two of its neighbour's users for one each, all at
 * once (the server runs 2 per company and 1 per user, queues the rest, and answers 429 past 20 waiting); meanwhile
 * /api/health and the neighbour's third user, reading the first page of its assets, must keep being answered promptly.
 */
export async function vecinoRuidoso(server: RunningServer, leerRetardo: (server: RunningServer) => Promise<Retardo>, { usuarios, vecinos }: Companias): Promise<boolean> {
  console.log(`\nVecino ruidoso: ${DE_LA_GRANDE.length} trabajos pesados de la compañía grande y ${DE_LA_VECINA.length} de la vecina a la vez, cada uno de su usuario`);
  const salud = await vigilarSalud(server, leerRetardo);
  const trabajos = [...DE_LA_GRANDE.map((t, i) => ({ ...t, token: usuarios[i] })), ...DE_LA_VECINA.map((t, i) => ({ ...t, token: vecinos[i + 1] }))];
  const pesados = trabajos.map((t) => medir(server, t.token, t.ruta));
  const paginas: Medida[] = [];
  let terminados = false;
  void Promise.all(pesados).then(() => (terminados = true));
  while (!terminados) paginas.push(await medir(server, vecinos[0], '/api/activos?range=[0,24]'));
  const finales = await Promise.all(pesados);
  const { respuestas, tiempos, mayorRetraso } = await salud.detener();
  finales.forEach((r, i) => console.log(`  ${trabajos[i].nombre}: ${estadoDe(r)} en ${fmt(r.ms)}, ${miles(Math.round(r.bytes / 1024))} KB`));
  console.log(`Trabajos por estado: ${porEstado(finales.map((r) => r.status))}; retraso máximo del lazo del servidor ${fmtRetardo(mayorRetraso)}`);
  console.log(`/api/health: ${miles(respuestas.length)} respuestas (${porEstado(respuestas.map((r) => r.status))}), p99 ${fmt(percentile(tiempos, 99))}`);
  console.log(`Página de activos de la vecina: ${miles(paginas.length)} respuestas (${porEstado(paginas.map((r) => r.status))}), p95 ${fmt(percentile(paginas.map((r) => r.ms), 95))}`);
  return [
    contar('trabajos pesados sin 200', finales.filter((r) => r.status !== 200).length, 0),
    contar('respuestas de /api/health y de la página sin 200', [...respuestas, ...paginas].filter((r) => r.status !== 200).length, 0),
    report(`p99 /api/health con ${DE_LA_GRANDE.length} + ${DE_LA_VECINA.length} trabajos pesados`, percentile(tiempos, 99), LIMITE_P99_SALUD_MS),
    report('p95 página de otra compañía durante los trabajos', percentile(paginas.map((r) => r.ms), 95), LIMITE_P95_PAGINA_MS),
    report('retraso máximo del lazo durante los trabajos', mayorRetraso.ms, LIMITE_LAZO_MS),
  ].every(Boolean);
}

/** The noisy neighbour on a fresh database of its own: the data of npm run bench:reportes, then the phase above. */
export async function benchVecinoRuidoso(kind: DbKind): Promise<boolean> {
  const database = await freshDatabase(kind);
  const leerRetardo = medirRetardoDelServidor(database);
  const server = await startServer(database);
  try {
    return await vecinoRuidoso(server, leerRetardo, await prepararCompanias(server, database));
  } finally {
    await server.stop();
    await database.drop();
  }
}
