import { join } from 'node:path';
import type { Solicitud } from '../../common/request-context';
import { runInWorker, WorkerLimits } from '../../common/worker';
import { workerTask } from '../../common/worker/worker-task';
import type { GuiaGenerada, PedidoGuia } from './generar-guia.tarea';

export type { GuiaGenerada, PedidoGuia } from './generar-guia.tarea';

/**
 * Una guía de 9.999 líneas (el máximo) tarda unos 10 s con el procesador compartido y su firma pasa de 200 MB de heap
 * (xml-crypto recorre el documento entero como DOM): docs/gre.md, «Rendimiento».
 */
const LIMITES_GUIA: WorkerLimits = { timeoutMs: 60_000, maxOldGenerationSizeMb: 512 };

export const GENERAR_GUIA = workerTask<typeof import('./generar-guia.tarea')>(join(__dirname, 'generar-guia.tarea'));

/**
 * Arma, firma, valida contra el esquema y empaqueta una guía en el grupo de hilos (generar-guia.tarea), para
 * `solicitud` (runInWorker; null fuera de una solicitud). Un XML fuera del esquema falla como `rejected`.
 */
export function generarGuia(pedido: PedidoGuia, solicitud: Solicitud | null): Promise<GuiaGenerada> {
  return runInWorker(GENERAR_GUIA, pedido, LIMITES_GUIA, solicitud);
}
