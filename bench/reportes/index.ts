// npm run bench:reportes — every report and export of a company with 100,000 assets, one at a time and side by side with
// another company's work (npm run build first), on SQLite or, with DB_TYPE=postgres, on a database of its own on the local
// PostgreSQL (DB_HOST, DB_PORT, DB_USER, default 127.0.0.1:5432 postgres), then the printed Formato 7.1 of a company of 5,000
// assets, the most it prints. Prints each job's time, the server's longest event-loop delay meanwhile (perf_hooks, inside
// the server, with the processor time it spent within it) and how long /api/health itself waited. Last, the heavy writes
// of the big company: the move of 20,000 assets an inventory read elsewhere, that inventory's close and last year's close.
// `npm run bench:reportes -- escrituras` runs only these writes (after the same data); `-- asientos`, only the month's
// journal entries and their files.
import { estadoDe, formato71Impreso, LIMITE_LAZO_MS, medir, prepararCompanias, prepararEscrituras, prepararImprenta, Trabajo, TRABAJOS, vigilarSalud } from '../load/trabajos-pesados';
import { vecinoRuidoso } from '../load/vecino-ruidoso';
import { DbKind, fmt, fmtRetardo, freshDatabase, medirRetardoDelServidor, NOMBRE_BASE, report, startServer } from '../utils';

const LIMITE_TRABAJO_MS = 5_000;

async function main(): Promise<boolean> {
  const soloEscrituras = process.argv[2] === 'escrituras';
  const soloAsientos = process.argv[2] === 'asientos';
  if (process.argv[2] !== undefined && !soloEscrituras && !soloAsientos) {
    throw new Error(`Argumento desconocido «${process.argv[2]}»: sin argumento corre todo; «escrituras», solo las escrituras pesadas; «asientos», solo los asientos del mes`);
  }
  const kind = (process.env.DB_TYPE ?? 'sqlite') as DbKind;
  if (!(kind in NOMBRE_BASE)) throw new Error(`DB_TYPE=${kind}: este benchmark corre en ${Object.keys(NOMBRE_BASE).join(' o ')}`);
  console.log(`Base de datos: ${NOMBRE_BASE[kind]}`);
  const database = await freshDatabase(kind);
  const leerRetardo = medirRetardoDelServidor(database);
  const server = await startServer(database);
  const resultados: boolean[] = [];
  try {
    const companias = await prepararCompanias(server, database);

    /** One job alone: its time, and the server's longest event-loop delay meanwhile, each against its limit. */
    const solo = async (trabajo: Trabajo, token: string) => {
      const salud = await vigilarSalud(server, leerRetardo);
      const medida = await medir(server, token, trabajo.ruta, trabajo.metodo);
      const { ms, bytes, status } = medida;
      const { tiempos, mayorRetraso } = await salud.detener();
      console.log(
        `${trabajo.nombre}: ${estadoDe(medida)} en ${fmt(ms)}, ${(bytes / 1024).toFixed(0)} KB; ` +
          `retraso máximo del lazo ${fmtRetardo(mayorRetraso)}; /api/health más lento ${fmt(Math.max(...tiempos))}`,
      );
      resultados.push(status === (trabajo.estado ?? 200));
      resultados.push(report(`  ${trabajo.nombre}: tiempo`, ms, trabajo.limiteMs ?? LIMITE_TRABAJO_MS));
      resultados.push(report(`  ${trabajo.nombre}: retraso del lazo`, mayorRetraso.ms, LIMITE_LAZO_MS));
    };

    if (soloAsientos) {
      console.log('\nAsientos del mes (compañía de 100.000 activos):');
      for (const trabajo of TRABAJOS.filter((t) => t.ruta.startsWith('/api/contabilidad/asientos'))) await solo(trabajo, companias.usuarios[0]);
      return resultados.every(Boolean);
    }

    if (!soloEscrituras) {
      console.log('\nCada trabajo solo (compañía de 100.000 activos):');
      for (const trabajo of TRABAJOS) await solo(trabajo, companias.usuarios[0]);

      console.log('\nEl Formato 7.1 que sí se imprime entero (otra compañía):');
      await solo(formato71Impreso(await prepararImprenta(server, database)), server.token);

      const pequeno = await medir(server, companias.vecinos[0], '/api/activos/export/pdf?codigo=ACT-000001');
      console.log(`\nPDF pequeño (un activo de la vecina): ${pequeno.status} en ${fmt(pequeno.ms)}`);
      resultados.push(report('PDF pequeño de punta a punta', pequeno.ms, 150));

      resultados.push(await vecinoRuidoso(server, leerRetardo, companias));
    }

    // Last: they change the big company's books (its assets move, last year freezes).
    console.log('\nEscrituras pesadas, cada una sola (compañía de 100.000 activos, por el Maestro):');
    for (const trabajo of await prepararEscrituras(server, database)) await solo(trabajo, server.token);
  } finally {
    await server.stop();
    await database.drop();
  }
  return resultados.every(Boolean);
}

main().then(
  (ok) => (process.exitCode = ok ? 0 : 1),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
