// npm run bench:load [carga-sqlite|carga-postgres|corte-sqlite|corte-postgres|caida-postgres|vecino-sqlite|vecino-postgres] — the
// load and fault figures of the security and load issue, and the noisy neighbour of the reports issue (npm run build first).
// PostgreSQL: the local server (DB_HOST, DB_PORT, DB_USER, default 127.0.0.1:5432 postgres), where each run creates and
// drops its own database; caida-postgres stops that server for 10 s.
import { benchCaidaPostgres } from './caida-postgres';
import { benchCarga } from './carga.bench';
import { benchCorteImportacion } from './corte-importacion';
import { benchVecinoRuidoso } from './vecino-ruidoso';

const BENCHES: Record<string, () => Promise<boolean>> = {
  'carga-sqlite': () => benchCarga('sqlite'),
  'carga-postgres': () => benchCarga('postgres'),
  'corte-sqlite': () => benchCorteImportacion('sqlite'),
  'corte-postgres': () => benchCorteImportacion('postgres'),
  'caida-postgres': benchCaidaPostgres,
  'vecino-sqlite': () => benchVecinoRuidoso('sqlite'),
  'vecino-postgres': () => benchVecinoRuidoso('postgres'),
};

async function main(): Promise<void> {
  const names = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(BENCHES);
  const results: boolean[] = [];
  for (const name of names) {
    if (!BENCHES[name]) throw new Error(`Benchmark desconocido: ${name} (${Object.keys(BENCHES).join(', ')})`);
    console.log(`\n== ${name} ==`);
    results.push(await BENCHES[name]());
  }
  process.exitCode = results.every(Boolean) ? 0 : 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
