import { limaDate } from '../../src/common/lima-time';
import { rucFrom } from '../utils/fixtures';
import type { Company, ResourceKey } from './companies';
import { ApiDescription, resolve, Route, Schema } from './openapi';

/*
 * A valid body for every request schema of the API, filled with the company's
 * marker and references to its own records. Valid matters: a refusal must come
 * from the rule under test, never from validation. Each call is unique (codes,
 * e-mails, RUCs, DNIs), so the same sample can be sent again and again.
 */

let sequence = 0;
const next = () => ++sequence;

/** The first ten digits of a RUC no other sample uses. */
export const uniqueRucPrefix = () => `206${String(next()).padStart(7, '0')}`;
const uniqueRuc = () => rucFrom(uniqueRucPrefix());

const FIRMA_PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAQAAAACCAYAAAB/qH1jAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWNgYGD4j4ZRBQB7pgf5k9thBAAAAABJRU5ErkJggg==';

const guia = (c: Company) => ({
  ruc: '00100000123',
  fecha: '2025-03-10T15:00:00.000Z',
  destinatario: `Destino ${c.marker}`,
  guiaRemitente: `Remitente ${c.marker}`,
  puntoDePartida: `Partida ${c.marker}`,
  puntoDeLlegada: `Llegada ${c.marker}`,
  // The alias, not activoId: activoId would win over an `activo` under test.
  activo: c.ids.activo,
  unidad: 'UND',
  descripcion: `Guía ${c.marker}`,
  cantidad: 1,
});

const cabecera = (c: Company) => ({
  fecha: '2025-03-10T15:00:00.000Z',
  destinatario: `Destinatario ${c.marker}`,
  detalle: `Detalle ${c.marker}`,
  puntoDePartida: `Partida ${c.marker}`,
  ruc: uniqueRuc(),
  puntoDeLlegada: `Llegada ${c.marker}`,
  // Its registered address at both ends: a movement the electronic guide can be issued for.
  partidaDireccionId: c.ids.direccion,
  llegadaDireccionId: c.ids.direccion,
  rucTransporte: '20100000001',
  nombreTransporte: `Transporte ${c.marker}`,
  nombreDelConductor: `Conductor ${c.marker}`,
  marcaPlacaTransporte: `Placa ${c.marker}`,
  licencia: 'Q12345678',
});

const SAMPLES: Record<string, (c: Company) => Record<string, unknown>> = {
  LoginDto: (c) => ({ correoElectronico: c.users[5].email, contrasena: c.password }),
  CompaniaDto: (c) => ({ razonSocial: `Compañía ${c.marker} ${next()} S.A.C.`, ruc: uniqueRuc(), rubro: `Rubro ${c.marker}` }),
  CrearUsuarioDto: (c) => ({ ...usuario(c), contrasena: c.password }),
  // The user PUT /api/Usuario/{id} names: the company's Usuario (type 5), kept a type 5.
  ActualizarUsuarioDto: (c) => usuario(c),
  AreaDto: (c) => ({ nombre: `Área ${c.marker} ${next()}` }),
  DireccionDto: (c) => ({
    calle: `Calle ${c.marker} ${next()}`,
    ciudad: `Ciudad ${c.marker}`,
    // A district of its province in the ubigeo catalogue: the marker goes in the free-text fields.
    distrito: 'Miraflores',
    provincia: 'Lima',
    departamento: 'Lima',
    codigoPostal: '15001',
    urbanizacion: `Urbanización ${c.marker}`,
    sede: `Sede ${c.marker}`,
  }),
  ConductorDto: (c) => ({
    tipoDocumento: '1',
    numeroDocumento: String(10_000_000 + next()),
    nombres: `Conductor ${c.marker}`,
    apellidos: `Apellido ${c.marker}`,
    licencia: `Q${String(next()).padStart(8, '0')}`,
  }),
  // A plate is at most 8 letters or digits: the marker goes in the description.
  VehiculoDto: (c) => ({ placa: `P${String(next()).padStart(6, '0')}`, descripcion: `Vehículo ${c.marker}`, tuc: `T${String(next()).padStart(9, '0')}`, m1l: false }),
  ClienteDto: (c) => ({
    nombre: `Cliente ${c.marker}`,
    apellido: `Apellido ${c.marker}`,
    dni: String(10_000_000 + next()),
    correoElectronico: `cliente${next()}@${c.marker.toLowerCase()}.pe`,
    telefono: '999888777',
    ingenieroResponsable: `Ingeniero ${c.marker}`,
    representanteLegal: `Representante ${c.marker}`,
    usuario: `Usuario ${c.marker}`,
    tieneContrato: true,
    direccionId: c.ids.direccion,
  }),
  ActivoDto: (c) => ({
    codigo: `${c.marker}-${next()}`,
    descripcion: `Activo ${c.marker}`,
    tipoActivo: `Tipo ${c.marker}`,
    marca: `Marca ${c.marker}`,
    modelo: `Modelo ${c.marker}`,
    serie: `Serie ${c.marker}`,
    color: c.marker,
    categoria: `Categoría ${c.marker}`,
    estado: `Estado ${c.marker}`,
    edificio: `Edificio ${c.marker}`,
    piso: c.marker,
    sede: `Sede ${c.marker}`,
    centroCostos: `Centro ${c.marker}`,
    proveedor: `Proveedor ${c.marker}`,
    observaciones: `Observaciones ${c.marker}`,
    fechaAdquisicion: '2024-01-15',
    cantidad: 1,
    precioUndMn: 1000,
    areaId: c.ids.area,
    usuarioId: c.ids.usuario,
    direccionId: c.ids.direccion,
  }),
  // "otro" asks for observaciones: one more field with the marker. After the asset's first use (ActivoDto, 15/01/2024).
  BajaDto: (c) => ({ fecha: '2025-03-10', motivo: 'otro', documento: `Acta ${c.marker}`, observaciones: `Baja ${c.marker}` }),
  // Of the company's asset, acquired on 15/01/2024.
  MejoraDto: (c) => ({ fecha: '2025-03-10', descripcion: `Mejora ${c.marker}`, importe: 250, documento: `F001-${c.marker}` }),
  MovimientoDto: (c) => ({ ...cabecera(c), activoIds: [c.ids.activo], guiaMovimiento: guia(c) }),
  MovimientoGeneracionDto: (c) => ({ ...cabecera(c), activos: [c.ids.activo], guiaMovimientos: [guia(c)] }),
  MantenimientoDto: (c) => ({
    activoId: c.ids.activo,
    descripcionServicio: `Servicio ${c.marker}`,
    estado: 'Pendiente',
    nro: '999888777',
    fecha: '2031-01-15T15:00:00.000Z',
  }),
  AsignacionDto: () => ({ rol: 'Técnico' }),
  // Over the company's area, where its asset is.
  InventarioDto: (c) => ({ nombre: `Inventario ${c.marker} ${next()}`, fechaCorte: '2025-12-31', alcance: { areaIds: [c.ids.area], sedes: [`Sede ${c.marker}`] } }),
  // Its asset, read where it stands (ActivoDto).
  LecturaDto: (c) => ({
    codigo: c.codigo,
    ubicacion: { direccionId: c.ids.direccion, edificio: `Edificio ${c.marker}`, piso: c.marker, areaId: c.ids.area, sede: `Sede ${c.marker}` },
    estadoFisico: 'bueno',
    observacion: `Lectura ${c.marker}`,
  }),
  // All the assets read elsewhere (none in a campaign just opened): activoIds names them one by one.
  TrasladarDto: () => ({}),
  // The company's SUNAT credentials: any client the double does not know (nothing calls SUNAT on a PUT).
  GreConfiguracionDto: (c) => ({ serie: 'T001', clientId: `cliente-${c.marker}`, clientSecret: `secreto-${c.marker}`, usuarioSol: 'PRUEBA01', claveSol: `clave-${c.marker}` }),
  // The books start before the company's asset (ActivoDto, 15/01/2024), which brings no opening balance: no figure changes.
  ConfiguracionContableDto: () => ({ fechaInicio: '2024-01-01', tasaImpuestoDiferido: 29.5, asientosDestino: false }),
  // Account codes are digits only: no room for the marker.
  CuentasDto: () => ({
    cuentas: [{ categoria: 'computo', costo: '33611', depreciacionAcumulada: '39136', gastoDepreciacion: '68146', costoNetoBaja: '6551', ingresoVenta: '7562', cuentaPorCobrar: '1654', igvVenta: '40111', cuentaPorPagar: '4654' }],
  }),
  // A cost centre is letters and digits: the area's id makes it the record's own.
  CentrosCostoDto: (c) => ({ areas: [{ areaId: c.ids.area, centroCosto: `CC${c.ids.area}` }] }),
  // Motivo 13 to a third party in the company's own vehicle: every rule of SUNAT met, nothing taken from the movement.
  EmitirGreDto: (c) => ({
    motivo: '13',
    descripcionMotivo: `Reparación ${c.marker}`,
    modalidad: '02',
    pesoBruto: 12.5,
    unidadPeso: 'KGM',
    bultos: 1,
    fechaInicioTraslado: limaDate(),
    destinatario: { tipoDocumento: '6', numeroDocumento: '20100070970', razonSocial: `Taller ${c.marker}` },
    conductores: [{ tipoDocumento: '1', numeroDocumento: String(10_000_000 + next()), nombres: `Conductor ${c.marker}`, apellidos: `Apellido ${c.marker}`, licencia: `Q${String(next()).padStart(8, '0')}` }],
    vehiculos: [{ placa: `P${String(next()).padStart(6, '0')}` }],
    nota: `Guía ${c.marker}`,
  }),
  // Optional, so the assets the other suites create need no value for it.
  CampoPersonalizadoCambioDto: (c) => ({ etiqueta: `Campo ${c.marker}`, tipo: 'texto', obligatorio: false }),
  CampoPersonalizadoDto: (c) => ({ ...SAMPLES.CampoPersonalizadoCambioDto(c), clave: `campo_${next()}` }),
  // A DNI no other sample uses, with its leading zero kept.
  CustodioDto: (c) => ({ nombres: `Nombres ${c.marker}`, apellidos: `Apellidos ${c.marker}`, tipoDocumento: '1', numeroDocumento: String(next()).padStart(8, '0'), correo: `custodio${next()}@${c.marker.toLowerCase()}.pe`, telefono: '987654321', areaId: c.ids.area }),
  // The company's seeded asset, free after its seeding: the hand-overs the suites need of a free asset of their own take one (entregaDePrueba).
  ActaEntregaDto: (c) => ({ custodioId: c.ids.custodio, activoIds: [c.ids.activo], fecha: '2025-03-10', observaciones: `Entrega ${c.marker}` }),
  ActaDevolucionDto: (c) => ({
    custodioId: c.ids.custodio,
    activoIds: [c.ids.activo],
    fecha: '2025-03-10',
    observaciones: `Devolución ${c.marker}`,
    condiciones: [{ activoId: c.ids.activo, condicion: 'regular', nota: `Nota ${c.marker}` }],
  }),
  DevolverTodoDto: (c) => ({ fecha: '2025-03-11', observaciones: `Cese ${c.marker}` }),
  // A signature as the pad sends it: a small PNG.
  FirmaDto: () => ({ imagen: FIRMA_PNG }),
  ActaConfiguracionDto: (c) => ({ textoEntrega: `Responsabilidad ${c.marker}`, textoDevolucion: `Devolución ${c.marker}` }),
  CrearClaveApiDto: (c) => ({ nombre: `Sistema ${c.marker} ${next()}`, permiso: 'escritura', expiraEl: '2099-12-31T00:00:00.000Z' }),
  // The caller's own credentials (rules.ts actsOnCaller): the password it was created with; a code no enrolment expects.
  CambiarContrasenaDto: (c) => ({ contrasenaActual: c.password, contrasenaNueva: `${c.password}-nueva` }),
  DesactivarDosFactoresDto: (c) => ({ contrasena: c.password, codigo: '000000' }),
  CodigoDto: () => ({ codigo: '000000' }),
  CompletarDosFactoresDto: () => ({ desafio: 'desafio-vencido', codigo: '000000' }),
  // A link no one was sent: the public enrolment routes refuse it.
  TokenEnlaceDto: () => ({ token: 'enlace-que-nadie-recibio' }),
  ActivarPorEnlaceDto: () => ({ token: 'enlace-que-nadie-recibio', codigo: '000000' }),
};

function usuario(c: Company) {
  const n = next();
  return { tipo: 5, companiaId: c.id, nombre: `Nombre ${c.marker}`, apellido: `Apellido ${c.marker}`, correoElectronico: `usuario${n}@${c.marker.toLowerCase()}.pe`, codigo: `U-${n}` };
}

export function sampleOf(schema: string, company: Company): Record<string, unknown> {
  const make = SAMPLES[schema];
  if (!make) throw new Error(`No sample body for ${schema}; add one to test/security/samples.ts`);
  return make(company);
}

export function sampleBody(route: Route, company: Company): Record<string, unknown> {
  if (!route.jsonBody) throw new Error(`${route.key} takes no JSON body`);
  return sampleOf(route.jsonBody.name, company);
}

/** Body fields that name another record, and which one; `id` names the route's own resource. */
const REFERENCES: Record<string, ResourceKey> = {
  companiaId: 'compania',
  usuarioId: 'usuario',
  areaId: 'area',
  direccionId: 'direccion',
  activoId: 'activo',
  custodioId: 'custodio',
  activo: 'activo',
  activos: 'activo',
  activoIds: 'activo',
  movimientoActivos: 'activo',
  areaIds: 'area',
  direccionIds: 'direccion',
  partidaDireccionId: 'direccion',
  llegadaDireccionId: 'direccion',
};

/** Fields named …Id that name no record of the product: the client ID of a company's SUNAT credentials. */
const NOT_REFERENCES = new Set(['clientId']);

export interface BodyField {
  /** Where in the body: ['guiaMovimientos', 0, 'activoId']. */
  path: Array<string | number>;
  name: string;
  property: Schema;
}

/** Every field the schema declares, inside the nested objects and the first item of the nested lists the sample fills. */
export function bodyFields(api: ApiDescription, schema: Schema, sample: Record<string, unknown>, at: Array<string | number> = []): BodyField[] {
  return Object.entries(schema.properties ?? {}).flatMap(([name, raw]) => {
    const property = resolve(api, raw);
    const value = sample[name];
    if (property.properties && value && typeof value === 'object' && !Array.isArray(value)) {
      return bodyFields(api, property, value as Record<string, unknown>, [...at, name]);
    }
    if (property.items?.properties && Array.isArray(value) && value.length) {
      return bodyFields(api, property.items, value[0] as Record<string, unknown>, [...at, name, 0]);
    }
    return [{ path: [...at, name], name, property }];
  });
}

export interface BodyReference {
  path: Array<string | number>;
  /** `own`: the route's own resource (the id of the movement insupd replaces). */
  resource: ResourceKey | 'own';
  /** A list of ids rather than one. */
  list: boolean;
}

/** Every field of the body that names another record, and which one. */
export function bodyReferences(api: ApiDescription, schema: Schema, sample: Record<string, unknown>): BodyReference[] {
  return bodyFields(api, schema, sample).flatMap(({ path, name, property }) => {
    if (name !== 'id' && !REFERENCES[name]) {
      if (/Id$/.test(name) && !NOT_REFERENCES.has(name)) throw new Error(`${name}: a reference field without a resource; add it to REFERENCES in test/security/samples.ts`);
      return [];
    }
    return [{ path, resource: name === 'id' ? 'own' : REFERENCES[name], list: property.type === 'array' }];
  });
}

/** A deep copy of the body with the value at `path` replaced. */
export function withValue(body: Record<string, unknown>, path: Array<string | number>, value: unknown): Record<string, unknown> {
  const copy = structuredClone(body);
  let target = copy as Record<string | number, unknown>;
  for (const step of path.slice(0, -1)) target = target[step] as Record<string | number, unknown>;
  target[path[path.length - 1]] = value;
  return copy;
}
