// npm run bench:rendimiento [sqlite|postgres] — what one request of each hot route costs the server, against /api/health
// as the floor of the same process: 64 clients in a closed loop over a company of 5,000 assets, each route in 3 s
// stretches alternating with the floor's, five times (medirFrenteAlPiso).
// Prints requests/s, p50/p99 and the CPU of the server's main thread (its event loop) per request, in µs (npm run build first).
import { DbKind, NOMBRE_BASE } from '../utils';
import { conCatalogo, medirFrenteAlPiso, RUTAS_RENDIMIENTO } from './rutas';

/** What each route must reach: its throughput as a share of the health floor, and its p99. */
const LIMITES: Record<string, { proporcion: number; p99Ms?: number }> = {
  listar: { proporcion: 0.25, p99Ms: 300 },
  abrir: { proporcion: 0.35, p99Ms: 200 },
  editar: { proporcion: 0.15, p99Ms: 500 },
  tablero: { proporcion: 0.1 },
};

async function medirMotor(kind: DbKind): Promise<boolean> {
  return conCatalogo(kind, async (server) => {
    console.log(`\n${NOMBRE_BASE[kind]}: 5.000 activos, 64 clientes sin pausa; cada ruta y el piso (/api/health) en tramos alternos de 3 s, 5 veces`);
    console.log(
      'ruta'.padEnd(10) + 'pet./s'.padStart(9) + 'piso/s'.padStart(9) + 'x piso'.padStart(8) + 'p50 ms'.padStart(9) + 'p99 ms'.padStart(9) + 'CPU µs/pet.'.padStart(13) + 'piso µs'.padStart(9) + '5xx'.padStart(6),
    );
    let ok = true;
    for (const ruta of RUTAS_RENDIMIENTO.filter((r) => r.nombre !== 'salud')) {
      const { ruta: r, piso } = await medirFrenteAlPiso(server, ruta);
      const proporcion = r.porSegundo / piso.porSegundo;
      const limite = LIMITES[ruta.nombre];
      const fallas = [
        ...(r.errores5xx || r.sinRespuesta ? [`${r.errores5xx} respuestas 5xx y ${r.sinRespuesta} sin respuesta`] : []),
        ...(r.otros ? [`${r.otros} respuestas con otro estado`] : []),
        ...(limite && proporcion < limite.proporcion ? [`${proporcion.toFixed(3)}× el piso < ${limite.proporcion}×`] : []),
        ...(limite?.p99Ms && r.p99 > limite.p99Ms ? [`p99 ${r.p99.toFixed(0)} ms > ${limite.p99Ms} ms`] : []),
      ];
      ok &&= !fallas.length;
      console.log(
        `${ruta.nombre.padEnd(10)}${r.porSegundo.toFixed(0).padStart(9)}${piso.porSegundo.toFixed(0).padStart(9)}${`${proporcion.toFixed(2)}×`.padStart(8)}` +
          `${r.p50.toFixed(0).padStart(9)}${r.p99.toFixed(0).padStart(9)}${r.cpuMicrosPorPeticion.toFixed(0).padStart(13)}${piso.cpuMicrosPorPeticion.toFixed(0).padStart(9)}` +
          `${String(r.errores5xx).padStart(6)}  ${fallas.length ? `FAIL ${fallas.join('; ')}` : 'OK'}`,
      );
    }
    return ok;
  });
}

async function main(): Promise<void> {
  const motores = (process.argv.slice(2).length ? process.argv.slice(2) : ['sqlite', 'postgres']) as DbKind[];
  const resultados: boolean[] = [];
  for (const kind of motores) resultados.push(await medirMotor(kind));
  console.log(resultados.every(Boolean) ? '\nOK: cada ruta cumple su proporción del piso y su p99' : '\nFAIL: alguna ruta no cumple su límite');
  process.exitCode = resultados.every(Boolean) ? 0 : 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
