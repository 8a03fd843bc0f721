import { llamar, Llamada, Respuesta } from './http';

export type Clase = 'lectura' | 'escritura' | 'importacion' | 'exportacion';

/** One request of the load. Times are milliseconds since the load started. */
export interface Muestra {
  accion: string;
  clase: Clase;
  status: number;
  esperado: number;
  ms: number;
  inicio: number;
  fin: number;
  /** The answer's X-Request-Id, to find the request in the API's log. */
  requestId: string | null;
  /** The error's message (or why there was no answer) when the status is not the expected one. */
  mensaje?: string;
}

/** A write the API acknowledged with 2xx, to look for in the database afterwards (with its audit row, by requestId). */
export type Escritura =
  | { tipo: 'alta'; requestId: string; id: number; codigo: string; companiaId: number }
  | { tipo: 'edicion'; requestId: string; id: number; observaciones: string }
  /** An edit that got no answer or a 5xx: the asset's final state is unknown from then on. */
  | { tipo: 'edicion-incierta'; id: number }
  | { tipo: 'movimiento'; requestId: string; id: number; companiaId: number }
  | { tipo: 'importacion'; requestId: string; companiaId: number; codigos: string[] };

/** Every request and acknowledged write of one load run, against one server. */
export class Registro {
  readonly muestras: Muestra[] = [];
  readonly escrituras: Escritura[] = [];
  private readonly t0 = performance.now();

  constructor(readonly url: string) {}

  ahora(): number {
    return performance.now() - this.t0;
  }

  /** Sends one request and records it; a status other than `esperado` keeps the answer's message. */
  async pedir<T>(accion: string, clase: Clase, path: string, llamada: Llamada, esperado: number): Promise<Respuesta<T>> {
    const inicio = this.ahora();
    const res = await llamar<T>(this.url, path, llamada);
    const muestra: Muestra = { accion, clase, status: res.status, esperado, ms: res.ms, inicio, fin: this.ahora(), requestId: res.requestId };
    if (res.status !== esperado) muestra.mensaje = res.error ?? String((res.body as { message?: unknown } | null)?.message ?? '');
    this.muestras.push(muestra);
    return res;
  }

  anotar(escritura: Escritura): void {
    this.escrituras.push(escritura);
  }
}
