// npm run bench:activos [consultas|importacion|apertura|exportaciones|escritor|pantalla|hostiles|resultados] — the figures of the asset catalogue issue, on the embedded SQLite default.
import { benchExportaciones, benchImport, benchImportApertura } from './archivos.bench';
import { benchConsultas } from './consultas.bench';
import { benchEscritorXlsx } from './escritor-xlsx.bench';
import { benchHostiles } from './hostiles.bench';
import { benchPantalla } from './pantalla.bench';
import { benchResultadosImportacion } from './resultados-importacion.bench';

const BENCHES: Record<string, () => Promise<boolean>> = {
  consultas: benchConsultas,
  importacion: benchImport,
  apertura: benchImportApertura,
  exportaciones: benchExportaciones,
  escritor: benchEscritorXlsx,
  pantalla: benchPantalla,
  hostiles: benchHostiles,
  resultados: benchResultadosImportacion,
};

async function main(): Promise<void> {
  const names = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(BENCHES);
  const results: boolean[] = [];
  for (const name of names) {
    if (!BENCHES[name]) throw new Error(`Benchmark desconocido: ${name} (${Object.keys(BENCHES).join(', ')})`);
    results.push(await BENCHES[name]());
  }
  process.exitCode = results.every(Boolean) ? 0 : 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
