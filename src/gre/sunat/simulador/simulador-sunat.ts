import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';
import { cdrZip } from './cdr';
import { EnvioInvalido, GuiaRecibida, Observacion, revisarCoherencia, revisarEnvio, revisarEsquemaYFirma, VerificarDocumento } from './revision';

/**
 * A stand-in for SUNAT's GRE services (docs/gre-sunat.md, "Simulador de SUNAT"), for tests, demos and a company's
 * first trials: the same three calls, its verdict made of the checks below, and a control to choose the next one.
 */

/** The credentials it takes: the company's RUC and SOL user, and its API client. */
export interface CredencialesDePrueba {
  ruc: string;
  usuarioSol: string;
  claveSol: string;
  clientId: string;
  clientSecret: string;
}

/** Those of the demo company (RUC 20512333797) unless told otherwise. */
export const CREDENCIALES_DE_PRUEBA: CredencialesDePrueba = {
  ruc: '20512333797',
  usuarioSol: 'PRUEBA01',
  claveSol: 'ClaveSol-Prueba-1',
  clientId: 'cliente-de-prueba-gre',
  clientSecret: 'secreto-de-prueba-gre',
};

/** What `POST /__control/next` sets for the next send. */
export interface Escenario {
  outcome?: 'accept' | 'observe' | 'reject';
  /** The refusal's (2000-3999) or the observation's (4000+) code. */
  code?: string;
  /** Queries answered 98 (in process) before the verdict. */
  pendingPolls?: number;
  /** Answer the send with this instead: a 422 refusal, a 500, or no answer at all. */
  http?: 422 | 500 | 'timeout';
  delayMs?: number;
}

export interface OpcionesDelSimulador {
  puerto?: number;
  credenciales?: CredencialesDePrueba;
  /** Seconds a token lasts (3600, as SUNAT's). */
  expiraEnSegundos?: number;
  /** Queries answered 98 before the verdict, unless the scenario says otherwise. */
  consultasPendientes?: number;
  /** The XSD and signature checks, added to the double's own; revisarEsquemaYFirma unless a test says otherwise (docs/gre-sunat.md). */
  verificarDocumento?: VerificarDocumento;
}

/** One request it received, for a test's assertions; the token form's secrets are not kept. */
export interface SolicitudRecibida {
  metodo: string;
  ruta: string;
  cuerpo: unknown;
}

interface Veredicto {
  codRespuesta: '0' | '99';
  error?: { numError: string; desError: string };
  arcCdr: string;
}

interface Ticket {
  consultasPendientes: number;
  veredicto: Promise<Veredicto>;
}

const NOTA_OBSERVACION = '4398 - La placa del vehículo no se encuentra registrada';
/** The bodies it reads are a guía's zip in base64: a few MB at most. */
const MAX_CUERPO = 20 * 1024 * 1024;
/** A valid, empty one-page PDF: what descargaqr answers. */
const PDF_VACIO = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const dormir = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function json(res: ServerResponse, status: number, cuerpo: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(cuerpo));
}

async function leerCuerpo(req: IncomingMessage): Promise<string> {
  const partes: Buffer[] = [];
  let largo = 0;
  for await (const parte of req as AsyncIterable<Buffer>) {
    largo += parte.length;
    if (largo > MAX_CUERPO) throw new EnvioInvalido([{ cod: '0155', msg: 'El archivo es demasiado grande' }]);
    partes.push(parte);
  }
  return Buffer.concat(partes).toString('utf8');
}

export class SimuladorSunat {
  readonly credenciales: CredencialesDePrueba;
  private readonly servidor: Server;
  private readonly tokens = new Map<string, { ruc: string; venceEn: number }>();
  private readonly tickets = new Map<string, Ticket>();
  private readonly recibidas: SolicitudRecibida[] = [];
  private siguiente: Escenario = {};
  private direccion = '';

  constructor(private readonly opciones: OpcionesDelSimulador = {}) {
    this.credenciales = opciones.credenciales ?? CREDENCIALES_DE_PRUEBA;
    this.servidor = createServer((req, res) => {
      this.atender(req, res).catch((error: Error) => json(res, 500, { cod: '500', msg: error.message }));
    });
  }

  /** Its base address, `http://127.0.0.1:<port>`: both SUNAT_GRE_AUTH_URL and SUNAT_GRE_API_URL are this plus /v1. */
  get url(): string {
    return this.direccion;
  }

  async iniciar(): Promise<this> {
    await new Promise<void>((resolve) => this.servidor.listen(this.opciones.puerto ?? 0, '127.0.0.1', resolve));
    this.direccion = `http://127.0.0.1:${(this.servidor.address() as AddressInfo).port}`;
    return this;
  }

  async cerrar(): Promise<void> {
    this.servidor.closeAllConnections();
    await new Promise<void>((resolve) => this.servidor.close(() => resolve()));
  }

  /** The same as `POST /__control/next`, for a test in the same process. */
  programar(escenario: Escenario): void {
    this.siguiente = { ...escenario };
  }

  /** Drops every token it gave, as SUNAT may before their time: the next call with one answers 401. */
  olvidarTokens(): void {
    this.tokens.clear();
  }

  solicitudes(): SolicitudRecibida[] {
    return [...this.recibidas];
  }

  private async atender(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://simulador');
    const ruta = url.pathname.replace(/\/+$/, '');
    const metodo = req.method ?? 'GET';
    const texto = metodo === 'GET' ? '' : await leerCuerpo(req);
    if (ruta.startsWith('/__control/')) return this.control(ruta, metodo, texto, res);
    const token = /^\/v1\/clientessol\/([^/]+)\/oauth2\/token$/.exec(ruta);
    if (token && metodo === 'POST') return this.darToken(decodeURIComponent(token[1]), new URLSearchParams(texto), res);
    let cuerpo: unknown = texto;
    try {
      cuerpo = texto ? JSON.parse(texto) : null;
    } catch {
      // Kept as text: the checks below refuse it.
    }
    this.recibidas.push({ metodo, ruta, cuerpo });
    if (ruta === '/v1/contribuyente/gre/comprobantes/descargaqr' && metodo === 'GET') {
      if (!url.searchParams.get('hashqr')) return json(res, 404, { cod: '404', msg: 'No existe el comprobante' });
      res.writeHead(200, { 'Content-Type': 'application/pdf' }).end(PDF_VACIO);
      return;
    }
    const ruc = this.rucDelToken(req);
    const envio = /^\/v1\/contribuyente\/gem\/comprobantes\/([^/]+)$/.exec(ruta);
    const consulta = /^\/v1\/contribuyente\/gem\/comprobantes\/envios\/([^/]+)$/.exec(ruta);
    if ((envio && metodo === 'POST') || (consulta && metodo === 'GET')) {
      if (!ruc) return json(res, 401, { cod: '401', msg: 'No autorizado' });
      return envio ? this.recibir(decodeURIComponent(envio[1]), cuerpo, ruc, res) : this.responderTicket(decodeURIComponent(consulta![1]), res);
    }
    json(res, 404, { cod: '404', msg: 'Recurso no encontrado' });
  }

  private control(ruta: string, metodo: string, texto: string, res: ServerResponse): void {
    if (ruta === '/__control/requests' && metodo === 'GET') return json(res, 200, this.recibidas);
    if (ruta === '/__control/next' && metodo === 'POST') {
      let escenario: Escenario;
      try {
        escenario = JSON.parse(texto || '{}');
      } catch {
        return json(res, 400, { msg: 'El escenario debe ser JSON' });
      }
      if (escenario.code !== undefined && !/^\d{4}$/.test(String(escenario.code))) return json(res, 400, { msg: 'code debe tener 4 dígitos' });
      this.programar(escenario);
      return json(res, 200, this.siguiente);
    }
    json(res, 404, { msg: 'Control desconocido' });
  }

  private darToken(clientId: string, form: URLSearchParams, res: ServerResponse): void {
    const c = this.credenciales;
    const valido =
      clientId === c.clientId &&
      form.get('grant_type') === 'password' &&
      form.get('client_id') === c.clientId &&
      form.get('client_secret') === c.clientSecret &&
      form.get('username') === `${c.ruc}${c.usuarioSol}` &&
      form.get('password') === c.claveSol;
    this.recibidas.push({ metodo: 'POST', ruta: `/v1/clientessol/${clientId}/oauth2/token`, cuerpo: { grant_type: form.get('grant_type'), scope: form.get('scope'), username: form.get('username') } });
    if (!valido) return json(res, 401, { error: 'invalid_client', error_description: 'cliente no autorizado' });
    const token = randomBytes(24).toString('base64url');
    const expira = this.opciones.expiraEnSegundos ?? 3600;
    this.tokens.set(token, { ruc: c.ruc, venceEn: Date.now() + expira * 1000 });
    json(res, 200, { access_token: token, token_type: 'JWT', expires_in: expira });
  }

  private rucDelToken(req: IncomingMessage): string | undefined {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const datos = token ? this.tokens.get(token) : undefined;
    return datos && datos.venceEn > Date.now() ? datos.ruc : undefined;
  }

  private async recibir(nombre: string, cuerpo: unknown, rucDelUsuario: string, res: ServerResponse): Promise<void> {
    const escenario = this.siguiente;
    this.siguiente = {};
    if (escenario.delayMs) await dormir(escenario.delayMs);
    // No answer at all: the client's own time limit ends the call (the socket closes with the double).
    if (escenario.http === 'timeout') return;
    if (escenario.http === 500) return json(res, 500, { cod: '500', msg: 'Error interno del servicio' });
    if (escenario.http === 422) return json(res, 422, { cod: '422', msg: 'Unprocessable Entity', errors: [{ cod: escenario.code ?? '0151', msg: 'Rechazo programado en el simulador' }] });
    let guia;
    try {
      guia = await revisarEnvio(nombre, cuerpo);
      if (guia.ruc !== rucDelUsuario) throw new EnvioInvalido([{ cod: '0154', msg: 'El RUC del archivo no corresponde al usuario autenticado' }]);
    } catch (error) {
      if (error instanceof EnvioInvalido) return json(res, 422, { cod: '422', msg: 'Unprocessable Entity', errors: error.errores });
      throw error;
    }
    const ticket = randomUUID();
    // As SUNAT, the ticket comes at once and the verdict later: the schema and the signature take a while to check.
    const veredicto = this.veredicto(guia, escenario);
    veredicto.catch(() => undefined);
    this.tickets.set(ticket, { consultasPendientes: escenario.pendingPolls ?? this.opciones.consultasPendientes ?? 0, veredicto });
    json(res, 200, { numTicket: ticket, fecRecepcion: new Date().toISOString().slice(0, 19) });
  }

  private async veredicto(guia: GuiaRecibida, escenario: Escenario): Promise<Veredicto> {
    const errores = [...revisarCoherencia(guia), ...(await (this.opciones.verificarDocumento ?? revisarEsquemaYFirma)(guia.xml))];
    const id = `${guia.serie}-${guia.numero}`;
    const rechazo: Observacion | undefined =
      errores[0] ?? (escenario.outcome === 'reject' ? { codigo: escenario.code ?? '2555', mensaje: `La guía ${id} fue rechazada (código ${escenario.code ?? '2555'})` } : undefined);
    const notas = !rechazo && escenario.outcome === 'observe' ? [escenario.code ? `${escenario.code} - Observación programada en el simulador` : NOTA_OBSERVACION] : [];
    const zip = await cdrZip({
      ruc: guia.ruc,
      serie: guia.serie,
      numero: guia.numero,
      codigo: rechazo?.codigo ?? '0',
      descripcion: rechazo?.mensaje ?? `El Comprobante numero ${id}, ha sido aceptado`,
      notas,
      enlaceQr: `${this.direccion}/v1/contribuyente/gre/comprobantes/descargaqr?hashqr=${randomBytes(32).toString('base64url')}`,
      fecha: new Date(),
    });
    return {
      codRespuesta: rechazo ? '99' : '0',
      ...(rechazo && { error: { numError: rechazo.codigo, desError: rechazo.mensaje } }),
      arcCdr: zip.toString('base64'),
    };
  }

  private async responderTicket(numTicket: string, res: ServerResponse): Promise<void> {
    const ticket = this.tickets.get(numTicket);
    if (!ticket) return json(res, 422, { cod: '422', msg: 'Unprocessable Entity', errors: [{ cod: '0127', msg: 'El ticket no existe' }] });
    if (ticket.consultasPendientes > 0) {
      ticket.consultasPendientes--;
      return json(res, 200, { codRespuesta: '98' });
    }
    const { codRespuesta, error, arcCdr } = await ticket.veredicto;
    json(res, 200, { codRespuesta, ...(error && { error }), arcCdr, indCdrGenerado: '1' });
  }
}
