import { pdfConTexto } from '../fixtures/pdf';
import { GuiaElectronica } from '../../src/gre/emision/guia-electronica.entity';
import { AvisoDeVencimiento } from '../../src/vencimiento/aviso-de-vencimiento.entity';
import { NumeracionService } from '../../src/numeracion/numeracion.service';
import { cdrZip } from '../../src/gre/sunat/simulador/cdr';
import { construirXml } from '../../src/gre/documento/construir-xml';
import { firmarXml } from '../../src/gre/documento/firmar-xml';
import { guiaPrivada04 } from '../fixtures/guia-remitente';
import { certificadoDePrueba } from '../utils/certificado-de-prueba';
import { auth, crearCompania } from '../utils/fixtures';
import { TestApp } from '../utils/test-app';
import { resourceOf, Route } from './openapi';
import { PermisoClave, PERMISOS_CLAVE, Tipo, TIPOS } from './rules';
import { sampleOf, uniqueRucPrefix } from './samples';

/*
 * A company with one user of each type and one record of each resource, every
 * text of it carrying the company's marker: finding company A's marker in an
 * answer to company B is a leak, wherever it hides (JSON, a sheet, a PDF).
 */

/** `baja` is an asset of the company disposed of: the one the reads and the reversal of /api/activos/{id}/baja name. */
export type ResourceKey = 'compania' | 'usuario' | 'area' | 'direccion' | 'cliente' | 'activo' | 'baja' | 'mejora' | 'movimiento' | 'mantenimiento' | 'claveapi' | 'inventario' | 'conductor' | 'vehiculo' | 'custodio' | 'actaEntrega' | 'actaDevolucion' | 'campoPersonalizado' | 'documento';

export interface CompanyUser {
  id: number;
  email: string;
  token: string;
}

export interface Company {
  id: number;
  marker: string;
  password: string;
  users: Record<Tipo, CompanyUser>;
  /** API keys its Administrador created (`X-API-Key`), one of each permission, and one it revoked since. */
  keys: Record<PermisoClave | 'revocada', string>;
  /**
   * One record of each resource. `usuario` is a Usuario (type 5) that owns the company's asset and
   * calls nothing, and `claveapi` a key nobody sends: revoking their sessions or the key harms no attacker.
   */
  ids: Record<ResourceKey, number>;
  /** A live session of the `usuario` record, for /api/Usuario/{id}/sesiones/{sesionId}. */
  sesion: string;
  /** Its asset's code, for /api/activos/codigo/{codigo}. */
  codigo: string;
  /** Its address as the client import matches it: calle, distrito, provincia. */
  direccionTexto: string;
}

const PASSWORD = 'clave-segura-123';

/** How each resource is created: the route (of the company's records, for a sub-resource) and its body's schema. */
const CREATE: Record<Exclude<ResourceKey, 'compania' | 'baja' | 'custodio' | 'actaEntrega' | 'actaDevolucion' | 'documento'>, [path: string | ((company: Company) => string), schema: string]> = {
  usuario: ['/api/Usuario', 'CrearUsuarioDto'],
  area: ['/api/Area', 'AreaDto'],
  direccion: ['/api/Direccion', 'DireccionDto'],
  cliente: ['/api/Cliente', 'ClienteDto'],
  activo: ['/api/activos', 'ActivoDto'],
  mejora: [(company) => `/api/activos/${company.ids.activo}/mejoras`, 'MejoraDto'],
  movimiento: ['/api/Movimiento', 'MovimientoDto'],
  mantenimiento: ['/api/mantenimiento', 'MantenimientoDto'],
  claveapi: ['/api/ClaveApi', 'CrearClaveApiDto'],
  inventario: ['/api/inventarios', 'InventarioDto'],
  conductor: ['/api/gre/conductores', 'ConductorDto'],
  vehiculo: ['/api/gre/vehiculos', 'VehiculoDto'],
  campoPersonalizado: ['/api/campos-personalizados', 'CampoPersonalizadoDto'],
};

const created = (what: string, res: { status: number; body: { id?: number } }) => {
  if (res.status !== 201) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
};

/** A new record of the resource in the company, created by its Administrador; its id. The company itself is the one record of `compania`. */
export async function createRecord(t: TestApp, company: Company, resource: ResourceKey): Promise<number> {
  if (resource === 'compania') return company.id;
  if (resource === 'baja') {
    const activo = await createRecord(t, company, 'activo');
    const path = `/api/activos/${activo}/baja`;
    created(`POST ${path}`, await t.http.post(path).set(auth(company.users[2].token)).send(sampleOf('BajaDto', company)));
    return activo;
  }
  // An acta needs a free asset of its own each time: the seeded one can be handed to one custodian at a time.
  if (resource === 'custodio') return (await entregaDePrueba(t, company)).custodioId;
  if (resource === 'actaEntrega') return (await entregaDePrueba(t, company)).actaId;
  if (resource === 'actaDevolucion') {
    const { custodioId, activoId } = await entregaDePrueba(t, company);
    const body = { ...sampleOf('ActaDevolucionDto', company), custodioId, activoIds: [activoId], condiciones: [{ activoId, condicion: 'regular', nota: `Nota ${company.marker}` }] };
    return created('POST /api/actas-devolucion', await t.http.post('/api/actas-devolucion').set(auth(company.users[2].token)).send(body)).id!;
  }
  // A document is a file sent as a form: a one-page PDF that shows the company's marker, as a read of it must.
  if (resource === 'documento') {
    const path = `/api/activos/${company.ids.activo}/documentos`;
    const pdf = pdfConTexto(`Poliza ${company.marker}`);
    const res = await t.http.post(path).set(auth(company.users[2].token)).field('tipo', 'poliza').field('numero', `POL-${company.marker}`).field('vence', '2030-01-31').attach('file', pdf, 'poliza.pdf');
    return created(`POST ${path}`, res).id!;
  }
  const [route, schema] = CREATE[resource];
  const path = typeof route === 'string' ? route : route(company);
  return created(`POST ${path}`, await t.http.post(path).set(auth(company.users[2].token)).send(sampleOf(schema, company))).id!;
}

/** A new custodian holding a new asset of the company by a new hand-over acta. */
export async function entregaDePrueba(t: TestApp, company: Company): Promise<{ custodioId: number; activoId: number; actaId: number }> {
  const custodioId = created('POST /api/custodios', await t.http.post('/api/custodios').set(auth(company.users[2].token)).send(sampleOf('CustodioDto', company))).id!;
  const activoId = await createRecord(t, company, 'activo');
  const body = { ...sampleOf('ActaEntregaDto', company), custodioId, activoIds: [activoId] };
  const actaId = created('POST /api/actas-entrega', await t.http.post('/api/actas-entrega').set(auth(company.users[2].token)).send(body)).id!;
  return { custodioId, activoId, actaId };
}

/**
 * A new user of the type in the company, logged in: the caller of a route that ends its own
 * session or changes its own credentials (rules.ts actsOnCaller), so no attacker loses its own.
 */
export async function freshCaller(t: TestApp, company: Company, tipo: Tipo): Promise<CompanyUser> {
  const body: Record<string, unknown> = { ...sampleOf('CrearUsuarioDto', company), tipo };
  const user = created('POST /api/Usuario', await t.http.post('/api/Usuario').set(auth(company.users[1].token)).send(body));
  const email = body.correoElectronico as string;
  return { id: user.id!, email, token: await t.login(email, company.password) };
}

/** The session a token names (its `jti`). */
const sessionOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { jti: string }).jti;

/** Creates the company (as the demo Maestro), its six users, its API keys and one record of each resource. */
export async function seedCompany(t: TestApp, marker: string): Promise<Company> {
  const maestro = await t.login();
  const { id } = await crearCompania(t, maestro, `Compañía ${marker} S.A.C.`, uniqueRucPrefix());
  const company = { id, marker, password: PASSWORD, users: {}, keys: {}, ids: { compania: id } } as Company;
  for (const tipo of TIPOS) {
    const email = `tipo${tipo}@${marker.toLowerCase()}.pe`;
    const body = { ...sampleOf('CrearUsuarioDto', company), tipo, correoElectronico: email, nombre: `${marker} Tipo ${tipo}` };
    const user = created('POST /api/Usuario', await t.http.post('/api/Usuario').set(auth(maestro)).send(body));
    company.users[tipo] = { id: user.id!, email, token: await t.login(email, PASSWORD) };
  }
  const administrador = auth(company.users[2].token);
  const key = async (permiso: PermisoClave) =>
    created('POST /api/ClaveApi', await t.http.post('/api/ClaveApi').set(administrador).send({ nombre: `Sistema ${marker} ${permiso}`, permiso })) as { id: number; clave: string };
  for (const permiso of PERMISOS_CLAVE) company.keys[permiso] = (await key(permiso)).clave;
  const revocada = await key('lectura');
  const revocation = await t.http.delete(`/api/ClaveApi/${revocada.id}`).set(administrador);
  if (revocation.status !== 204) throw new Error(`DELETE /api/ClaveApi/${revocada.id}: ${revocation.status}`);
  company.keys.revocada = revocada.clave;
  const usuario = await freshCaller(t, company, 5);
  company.ids.usuario = usuario.id;
  company.sesion = sessionOf(usuario.token);
  for (const resource of ['area', 'direccion', 'cliente', 'activo', 'baja', 'mejora', 'movimiento', 'mantenimiento', 'claveapi', 'inventario', 'conductor', 'vehiculo', 'custodio', 'actaEntrega', 'actaDevolucion', 'campoPersonalizado', 'documento'] as const) {
    company.ids[resource] = await createRecord(t, company, resource);
  }
  const activo = await t.http.get(`/api/activos/${company.ids.activo}`).set(auth(company.users[2].token));
  company.codigo = activo.body.codigo;
  const direccion = await t.http.get(`/api/Direccion/${company.ids.direccion}`).set(auth(company.users[2].token));
  company.direccionTexto = `${direccion.body.calle}, ${direccion.body.distrito}, ${direccion.body.provincia}`;
  await configurarGuiaElectronica(t, company);
  await avisoEnviado(t, company);
  const asignacion = `/api/mantenimiento/${company.ids.mantenimiento}/usuarios/${company.ids.usuario}`;
  created(`POST ${asignacion}`, await t.http.post(asignacion).set(auth(company.users[2].token)).send({ rol: 'Técnico' }));
  return company;
}

/**
 * The company's electronic guide set up (series, SUNAT credentials, certificate), so its movements can issue one, and
 * its seeded movement with a guide SUNAT accepted with a note: the routes that read a guide (its state, XML, CDR, PDF) read it.
 * The accepted guide is written as SUNAT's answer leaves it; issuing one is the emission's own suite.
 */
async function configurarGuiaElectronica(t: TestApp, company: Company): Promise<void> {
  const administrador = auth(company.users[2].token);
  const configuracion = await t.http.put('/api/gre/configuracion').set(administrador).send(sampleOf('GreConfiguracionDto', company));
  if (configuracion.status !== 200) throw new Error(`PUT /api/gre/configuracion: ${configuracion.status}`);
  const certificado = certificadoDePrueba();
  const subida = await t.http.post('/api/gre/certificado').set(administrador).attach('file', certificado.pfx, 'certificado.pfx').field('clave', certificado.clave);
  if (subida.status !== 200) throw new Error(`POST /api/gre/certificado: ${subida.status}`);
  const ruc = (await t.http.get(`/api/Compania/${company.id}`).set(administrador)).body.ruc as string;
  const razonSocial = `Compañía ${company.marker} S.A.C.`;
  const guia = guiaPrivada04({ emisor: { ruc, razonSocial }, destinatario: { tipoDocumento: '6', numeroDocumento: ruc, razonSocial }, numero: 1 });
  const xmlFirmado = firmarXml(construirXml(guia), { keyPem: certificado.llavePem, certPem: certificado.certificadoPem }).xml;
  const enlaceQr = `https://e-factura.sunat.gob.pe/v1/contribuyente/gre/comprobantes/descargaqr?hashqr=${company.marker}`;
  const descripcion = 'El Comprobante numero T001-1, ha sido aceptado';
  const nota = `4398 - La placa del vehículo de ${razonSocial} no se encuentra registrada`;
  const cdr = await cdrZip({ ruc, serie: 'T001', numero: '1', codigo: '0', descripcion, notas: [nota], enlaceQr, fecha: new Date() });
  // Numbered as the emission numbers: the next guide of the company is T001-2.
  await t.app.get(NumeracionService).conNumero(company.id, 'T001', 99_999_999, (manager, numero) =>
    manager.insert(GuiaElectronica, {
    companiaId: company.id,
    movimientoId: company.ids.movimiento,
    serie: 'T001',
    numero,
    estado: 'observado',
    emitidaEl: new Date(),
    fechaEmision: guia.fechaEmision,
    emitidaPor: `Administrador ${company.marker}`,
    datos: JSON.stringify(guia),
    xmlFirmado,
    cdrZip: cdr.toString('base64'),
    cdrCodigo: '0',
    cdrDescripcion: descripcion,
    cdrObservaciones: JSON.stringify([nota]),
    enlaceQr,
    intentos: '[]',
  }),
  );
}

/** A due-date notice of the company's document, already sent to an address that shows its marker (GET /api/vencimientos/avisos). */
async function avisoEnviado(t: TestApp, company: Company): Promise<void> {
  const destinatario = `aviso@${company.marker.toLowerCase()}.pe`;
  await t.dataSource.getRepository(AvisoDeVencimiento).insert({
    companiaId: company.id,
    documentoId: company.ids.documento,
    vence: new Date('2030-01-31T05:00:00Z'),
    umbral: 30,
    destinatario,
    asunto: `Vence en 30 días: Póliza de seguro POL-${company.marker}`,
    cuerpo: `Aviso ${company.marker}`,
    estado: 'enviada',
    intentos: 1,
    proximoIntento: new Date(),
    enviadoEn: new Date(),
  });
}

/** The resource a path segment names, where the two differ. */
const SEGMENT_RESOURCE: Record<string, ResourceKey> = {
  activos: 'activo',
  inventarios: 'inventario',
  conductores: 'conductor',
  vehiculos: 'vehiculo',
  custodios: 'custodio',
  'actas-entrega': 'actaEntrega',
  'actas-devolucion': 'actaDevolucion',
  'campos-personalizados': 'campoPersonalizado',
};

/** An asset's disposal, read or reversed: its `{id}` names an asset disposed of. Disposing of one names an asset in service. */
const deUnaBaja = (route: Route) => /^\/api\/activos\/\{id\}\/baja(\/|$)/i.test(route.path) && route.method.toUpperCase() !== 'POST';

/** A document of an asset: its `{id}` names the document, under the asset's `{activoId}`. */
const deUnDocumento = (route: Route) => /\/documentos\/\{id\}/i.test(route.path);

/** The resource of the route's first path segment: what its `{id}` names. */
export const routeResource = (route: Route): ResourceKey =>
  deUnaBaja(route) ? 'baja' : deUnDocumento(route) ? 'documento' : ((SEGMENT_RESOURCE[resourceOf(route)] ?? resourceOf(route)) as ResourceKey);

/** The resource a placeholder names: `{id}` the route's own, `{xId}` x. */
export const placeholderResource = (route: Route, name: string): ResourceKey => (name === 'id' ? routeResource(route) : (name.replace(/Id$/, '') as ResourceKey));

/** Placeholders that name no record of a company: a fiscal year is every company's own, under the same number. */
export const PLACEHOLDERS_SIN_REGISTRO = new Set(['anio']);

/** The company's record for each placeholder of the route. */
export function pathValues(route: Route, company: Company): Record<string, string | number> {
  return Object.fromEntries(
    route.pathParams.map((name) => {
      if (name === 'codigo') return [name, company.codigo];
      if (name === 'sesionId') return [name, company.sesion];
      // A fiscal year long before any seeded asset: closing it freezes nothing the other routes write.
      if (name === 'anio') return [name, 2011];
      const id = company.ids[placeholderResource(route, name)];
      if (!id) throw new Error(`${route.key}: no record for {${name}}; seed one in test/security/companies.ts`);
      return [name, id];
    }),
  );
}
