// npm run bench:gre — la guía de remisión remitente armada, firmada, validada contra el esquema UBL y empaquetada en el
// grupo de hilos (generarGuia), con 1, 50, 500 y 9.999 líneas (el máximo de SUNAT). Imprime el tiempo por guía, de una en
// una, y el mayor retraso del bucle de eventos del hilo principal mientras tanto (retardo-bucle.js, con el tiempo de
// procesador que el hilo usó dentro de ese retraso y el que esperó un procesador ocupado por otros programas): con 500
// líneas no debe pasar de 50 ms. Los hilos corren el código compilado, como en producción.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { closeHeavyWork } from '../../src/common/worker/run-in-worker';
import { generarGuia } from '../../src/gre/documento/generar-guia';
import { GuiaRemitente } from '../../src/gre/documento/guia-remitente';
import { compileWorkerCode } from '../../test/utils/worker-code';
import { certificadoDePrueba } from '../../test/utils/certificado-de-prueba';
import { guiaPrivada04 } from '../../test/fixtures/guia-remitente';
import { fmt, fmtRetardo, report, Retardo } from '../utils';

process.env.RETARDO_BUCLE_ARCHIVO = join(mkdtempSync(join(tmpdir(), 'activos-bench-gre-')), 'retardo-bucle.txt');
// Se carga después de fijar su archivo de salida.
require('../retardo-bucle.js');
let lecturas = 0;

/** El mayor retraso del bucle de este proceso desde la lectura anterior (retardo-bucle.js responde a SIGUSR2). */
async function leerRetardo(): Promise<Retardo> {
  lecturas += 1;
  process.kill(process.pid, 'SIGUSR2');
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    const [n, ms, procesadorMs, esperaMs] = readFileSync(process.env.RETARDO_BUCLE_ARCHIVO!, 'utf8').split(' ').map(Number);
    if (n === lecturas) return { ms, procesadorMs, esperaMs };
  }
}

const LIMITE_BUCLE_MS = 50;
const CASOS: { lineas: number; guias: number; limiteBucle?: number }[] = [
  { lineas: 1, guias: 20 },
  { lineas: 50, guias: 20 },
  { lineas: 500, guias: 10, limiteBucle: LIMITE_BUCLE_MS },
  { lineas: 9999, guias: 3 },
];

const guiaDe = (lineas: number): GuiaRemitente =>
  guiaPrivada04({
    lineas: Array.from({ length: lineas }, (_, i) => ({
      codigo: `AF-${String(i + 1).padStart(6, '0')}`,
      descripcion: `LAPTOP DELL LATITUDE 5440 S/N ${(i * 7919).toString(36).toUpperCase()} - OFICINA ${i % 40}`,
      cantidad: 1,
    })),
  });

async function main(): Promise<boolean> {
  compileWorkerCode();
  const { llavePem: keyPem, certificadoPem: certPem } = certificadoDePrueba();
  const resultados: boolean[] = [];
  // La primera guía carga los módulos del hilo (xml-crypto, xmllint-wasm y el esquema): no entra en las cifras.
  await generarGuia({ guia: guiaDe(1), keyPem, certPem }, null);
  for (const { lineas, guias, limiteBucle } of CASOS) {
    // Las guías se arman antes: armar los datos no es parte de lo medido.
    const pedidos = Array.from({ length: guias }, () => guiaDe(lineas));
    await leerRetardo();
    const tiempos: number[] = [];
    let bytes = 0;
    for (const guia of pedidos) {
      const inicio = performance.now();
      const generada = await generarGuia({ guia, keyPem, certPem }, null);
      tiempos.push(performance.now() - inicio);
      bytes = generada.zip.length;
    }
    const retardo = await leerRetardo();
    const medio = tiempos.reduce((a, b) => a + b, 0) / tiempos.length;
    console.log(
      `${lineas} líneas: ${fmt(medio)} por guía (${guias} guías, la más lenta ${fmt(Math.max(...tiempos))}), zip de ${(bytes / 1024).toFixed(1)} KB; ` +
        `mayor retraso del bucle ${fmtRetardo(retardo)}`,
    );
    if (limiteBucle !== undefined) resultados.push(report(`bucle de eventos con guías de ${lineas} líneas`, retardo.ms, limiteBucle));
  }
  await closeHeavyWork();
  return resultados.every(Boolean);
}

main().then(
  (ok) => (process.exitCode = ok ? 0 : 1),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
