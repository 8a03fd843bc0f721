/**
 * SUNAT's REST services for the guía de remisión electrónica (docs/gre-sunat.md, "Las tres llamadas"): a token with
 * the company's API credentials and SOL user, the send of the signed zip and the query of its ticket.
 */

/** What the client needs of a company to speak for it (GreConfiguracionService.credencialesDe gives more). */
export interface CredencialesSunat {
  ruc: string;
  usuarioSol: string;
  claveSol: string;
  clientId: string;
  clientSecret: string;
}

/** One error of SUNAT's answer: its code and text. */
export interface ErrorSunat {
  cod: string;
  msg: string;
}

/**
 * What a send ended in: a ticket to query; a refusal of the file itself (422: not registered, the same number may be
 * sent again once fixed); or unknown (network, timeouts, 5xx after the retries), to reconcile by hand before resending.
 */
export type ResultadoDeEnvio = { ticket: string; fecRecepcion: string } | { rechazoDeValidacion: ErrorSunat[] } | { desconocido: string };

/** A ticket's state: 98 still in process, 0 accepted (CDR attached), 99 refused (with or without CDR). */
export interface EstadoDeTicket {
  codRespuesta: string;
  error?: { numError: string; desError: string };
  cdrZip?: Buffer;
}

/** SUNAT did not give a token: the credentials are wrong, or it could not be reached. The message is for a person. */
export class SunatTokenError extends Error {}

export interface OpcionesDelCliente {
  authUrl: string;
  apiUrl: string;
  /** Waits before each retry of a send (network error or 5xx): 1, 2 and 4 s; tests pass zeros. */
  esperasMs?: number[];
  /** Each call's limit. */
  timeoutMs?: number;
  ahora?: () => number;
}

const SCOPE = 'https://api-cpe.sunat.gob.pe';
/** A token is renewed this long before SUNAT says it expires. */
const MARGEN_DEL_TOKEN_MS = 60_000;

const dormir = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** SUNAT's error bodies: `{cod, msg, errors[]}`, OAuth's `{error, error_description}`, or a gateway's `{status, message}`. */
function erroresDe(cuerpo: unknown, status: number): ErrorSunat[] {
  const c = (cuerpo ?? {}) as Record<string, unknown>;
  if (Array.isArray(c.errors) && c.errors.length) return c.errors.map((e: { cod?: unknown; msg?: unknown }) => ({ cod: String(e.cod ?? status), msg: String(e.msg ?? '') }));
  const msg = c.msg ?? c.error_description ?? c.message ?? c.error;
  return [{ cod: String(c.cod ?? c.status ?? status), msg: msg === undefined ? `HTTP ${status}` : String(msg) }];
}

async function cuerpoDe(respuesta: Response): Promise<unknown> {
  const texto = await respuesta.text();
  try {
    return JSON.parse(texto);
  } catch {
    return { message: texto.slice(0, 300) };
  }
}

const textoDe = (errores: ErrorSunat[]) => errores.map((e) => `${e.cod} - ${e.msg}`).join('; ');

/** One instance for the whole process: its token cache is per client_id, shared by every company's call. */
export class SunatGreClient {
  private readonly tokens = new Map<string, { token: string; venceEn: number }>();
  private readonly esperasMs: number[];
  private readonly timeoutMs: number;
  private readonly ahora: () => number;

  constructor(private readonly opciones: OpcionesDelCliente) {
    this.esperasMs = opciones.esperasMs ?? [1000, 2000, 4000];
    this.timeoutMs = opciones.timeoutMs ?? 30_000;
    this.ahora = opciones.ahora ?? Date.now;
  }

  /** A new token, never the cached one: "Probar conexión" checks the credentials as they are now. */
  async pedirToken(credenciales: CredencialesSunat): Promise<{ token: string; expiraEnSegundos: number }> {
    const form = new URLSearchParams({
      grant_type: 'password',
      scope: SCOPE,
      client_id: credenciales.clientId,
      client_secret: credenciales.clientSecret,
      username: `${credenciales.ruc}${credenciales.usuarioSol}`,
      password: credenciales.claveSol,
    });
    let respuesta: Response;
    try {
      respuesta = await fetch(`${this.opciones.authUrl}/clientessol/${encodeURIComponent(credenciales.clientId)}/oauth2/token/`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
        body: form,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new SunatTokenError(`No se pudo conectar con SUNAT (${this.opciones.authUrl}): ${(error as Error).message}`);
    }
    const cuerpo = (await cuerpoDe(respuesta)) as { access_token?: unknown; expires_in?: unknown };
    if (!respuesta.ok || typeof cuerpo.access_token !== 'string') {
      throw new SunatTokenError(`SUNAT no entregó el token (HTTP ${respuesta.status}): ${erroresDe(cuerpo, respuesta.status).map((e) => e.msg).join('; ')}`);
    }
    return { token: cuerpo.access_token, expiraEnSegundos: Number(cuerpo.expires_in) || 0 };
  }

  private async token(credenciales: CredencialesSunat): Promise<string> {
    const guardado = this.tokens.get(credenciales.clientId);
    if (guardado && guardado.venceEn > this.ahora()) return guardado.token;
    const { token, expiraEnSegundos } = await this.pedirToken(credenciales);
    this.tokens.set(credenciales.clientId, { token, venceEn: this.ahora() + expiraEnSegundos * 1000 - MARGEN_DEL_TOKEN_MS });
    return token;
  }

  /** A call with the bearer token; a 401 (a token SUNAT dropped early) clears it and tries once more with a new one. */
  private async conToken(credenciales: CredencialesSunat, llamar: (token: string) => Promise<Response>): Promise<Response> {
    const respuesta = await llamar(await this.token(credenciales));
    if (respuesta.status !== 401) return respuesta;
    this.tokens.delete(credenciales.clientId);
    return llamar(await this.token(credenciales));
  }

  /**
   * Sends `<nombreArchivo>.zip` (nombreArchivo = RUC-09-serie-numero). Retries with the same name and bytes only when
   * the outcome is unknown (network error, timeout, 5xx); a token refused is a SunatTokenError.
   */
  async enviar(credenciales: CredencialesSunat, nombreArchivo: string, zip: Buffer, sha256: string): Promise<ResultadoDeEnvio> {
    const cuerpo = JSON.stringify({ archivo: { nomArchivo: `${nombreArchivo}.zip`, arcGreZip: zip.toString('base64'), hashZip: sha256.toLowerCase() } });
    let ultimo = '';
    for (let intento = 0; intento <= this.esperasMs.length; intento++) {
      if (intento > 0) await dormir(this.esperasMs[intento - 1]);
      let respuesta: Response;
      try {
        respuesta = await this.conToken(credenciales, (token) =>
          fetch(`${this.opciones.apiUrl}/contribuyente/gem/comprobantes/${encodeURIComponent(nombreArchivo)}`, {
            method: 'POST',
            headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Accept: 'application/json' },
            body: cuerpo,
            signal: AbortSignal.timeout(this.timeoutMs),
          }),
        );
      } catch (error) {
        if (error instanceof SunatTokenError) throw error;
        ultimo = `sin respuesta de SUNAT: ${(error as Error).message}`;
        continue;
      }
      const respuestaJson = (await cuerpoDe(respuesta)) as { numTicket?: unknown; fecRecepcion?: unknown };
      if (respuesta.status >= 500) {
        ultimo = `SUNAT respondió HTTP ${respuesta.status}: ${textoDe(erroresDe(respuestaJson, respuesta.status))}`;
        continue;
      }
      if (respuesta.ok && typeof respuestaJson.numTicket === 'string') {
        return { ticket: respuestaJson.numTicket, fecRecepcion: String(respuestaJson.fecRecepcion ?? '') };
      }
      if (respuesta.ok) return { desconocido: `SUNAT respondió sin ticket (HTTP ${respuesta.status})` };
      return { rechazoDeValidacion: erroresDe(respuestaJson, respuesta.status) };
    }
    return { desconocido: ultimo };
  }

  /** The ticket's state; a network error or a 5xx throws, and the next query tries again. */
  async consultar(credenciales: CredencialesSunat, ticket: string): Promise<EstadoDeTicket> {
    const respuesta = await this.conToken(credenciales, (token) =>
      fetch(`${this.opciones.apiUrl}/contribuyente/gem/comprobantes/envios/${encodeURIComponent(ticket)}`, {
        headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
        signal: AbortSignal.timeout(this.timeoutMs),
      }),
    );
    const cuerpo = (await cuerpoDe(respuesta)) as { codRespuesta?: unknown; error?: { numError?: unknown; desError?: unknown }; arcCdr?: unknown };
    if (!respuesta.ok) throw new Error(`SUNAT no respondió el ticket ${ticket} (HTTP ${respuesta.status}): ${textoDe(erroresDe(cuerpo, respuesta.status))}`);
    return {
      codRespuesta: String(cuerpo.codRespuesta ?? ''),
      ...(cuerpo.error && { error: { numError: String(cuerpo.error.numError ?? ''), desError: String(cuerpo.error.desError ?? '') } }),
      ...(typeof cuerpo.arcCdr === 'string' && cuerpo.arcCdr && { cdrZip: Buffer.from(cuerpo.arcCdr, 'base64') }),
    };
  }
}
