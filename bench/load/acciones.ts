import { Agent } from 'node:http';
import { EDIFICIOS, TIPOS } from '../activos/generar-activos';
import { Sesion } from './empresas';
import { Llamada } from './http';
import { Registro } from './registro';

/** One simulated person at the admin panel, logged in as one of its company's users. */
export interface UsuarioVirtual {
  numero: number;
  sesion: Sesion;
  /** The person's own keep-alive connection. */
  agente: Agent;
  /** Ids of the company's catalogue that the person opens and moves. */
  catalogo: number[];
  /** The assets this person created, with the body they were created with (edits replace the whole asset). */
  propios: Array<{ id: number; cuerpo: Record<string, unknown> }>;
  azar: () => number;
  hechas: number;
}

type Accion = (u: UsuarioVirtual, r: Registro) => Promise<void>;

const BUSQUEDAS = ['laptop dell', 'camara', 'impresora epson', 'camioneta toyota', 'montacargas', 'aire acondicionado', 'escritorio ejecutivo', 'thinkpad'];
const DESTINOS = ['Almacén Callao', 'Planta Arequipa', 'Oficina Trujillo', 'Sede Central'];

const uno = <T>(u: UsuarioVirtual, lista: readonly T[]): T => lista[Math.floor(u.azar() * lista.length)];
/** The person's session on the person's connection, with whatever else the request sends. */
const como = (u: UsuarioVirtual, extra: Llamada = {}): Llamada => ({ token: u.sesion.token, agente: u.agente, ...extra });
const q = (value: unknown) => encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value));

const listar: Accion = async (u, r) => {
  const desde = 25 * Math.floor(u.azar() * 200);
  const filtro = u.azar() < 0.3 ? `&filter=${q({ estado: 'Activo' })}` : '';
  await r.pedir('listar activos', 'lectura', `/api/activos?sort=${q(['codigo', 'ASC'])}&range=${q([desde, desde + 24])}${filtro}`, como(u), 200);
};

const buscar: Accion = async (u, r) => {
  await r.pedir('buscar activos', 'lectura', `/api/activos?sort=${q(['codigo', 'ASC'])}&range=[0,24]&filter=${q({ q: uno(u, BUSQUEDAS) })}`, como(u), 200);
};

const buscarPorCodigo: Accion = async (u, r) => {
  const codigo = `ACT-00${String(Math.floor(u.azar() * 500)).padStart(3, '0')}`;
  await r.pedir('buscar por código', 'lectura', `/api/activos/search?codigo=${q(codigo)}`, como(u), 200);
};

const abrir: Accion = async (u, r) => {
  const id = uno(u, u.catalogo);
  const activo = await r.pedir('abrir activo', 'lectura', `/api/activos/${id}`, como(u), 200);
  if (activo.status === 200) await r.pedir('depreciación del activo', 'lectura', `/api/activos/${id}/depreciation`, como(u), 200);
};

function nuevoActivo(u: UsuarioVirtual): Record<string, unknown> {
  const [tipo, categoria, marcas, modelos] = uno(u, TIPOS);
  const marca = uno(u, marcas);
  const modelo = uno(u, modelos);
  return {
    descripcion: `${tipo} ${marca} ${modelo}`,
    tipoActivo: tipo,
    marca,
    modelo,
    serie: `SN-${u.numero}-${u.hechas}`,
    categoria,
    edificio: uno(u, EDIFICIOS),
    piso: String(1 + Math.floor(u.azar() * 5)),
    estado: 'Activo',
    cantidad: 1,
    precioUndMn: Math.round(500 + u.azar() * 20_000),
    conIgv: true,
    fechaAdquisicion: new Date(Date.UTC(2020 + Math.floor(u.azar() * 5), Math.floor(u.azar() * 12), 1)).toISOString(),
    observaciones: `Alta por usuario ${u.numero}`,
  };
}

const crear: Accion = async (u, r) => {
  const cuerpo = nuevoActivo(u);
  const res = await r.pedir<{ id: number; codigo: string }>('crear activo', 'escritura', '/api/activos', como(u, { json: cuerpo }), 201);
  if (res.status !== 201) return;
  u.propios.push({ id: res.body.id, cuerpo });
  r.anotar({ tipo: 'alta', requestId: res.requestId ?? '', id: res.body.id, codigo: res.body.codigo, companiaId: u.sesion.companiaId });
};

/** Edits one of the person's own assets (so the last acknowledged edit is what the database must hold); half the time it moves it too. */
const editar: Accion = async (u, r) => {
  if (!u.propios.length) return crear(u, r);
  const propio = uno(u, u.propios);
  const observaciones = `Revisión ${u.numero}-${u.hechas}`;
  propio.cuerpo = { ...propio.cuerpo, observaciones, ...(u.azar() < 0.5 && { edificio: uno(u, EDIFICIOS), motivo: 'Reubicación' }) };
  const res = await r.pedir('editar activo', 'escritura', `/api/activos/${propio.id}`, como(u, { method: 'PUT', json: propio.cuerpo }), 200);
  if (res.status === 200) r.anotar({ tipo: 'edicion', requestId: res.requestId ?? '', id: propio.id, observaciones });
  else if (res.status === 0 || res.status >= 500) r.anotar({ tipo: 'edicion-incierta', id: propio.id });
};

const mover: Accion = async (u, r) => {
  const activoIds = [...new Set([uno(u, u.catalogo), uno(u, u.catalogo), uno(u, u.catalogo)])];
  const destino = uno(u, DESTINOS);
  const cuerpo = { destinatario: destino, fecha: new Date().toISOString(), detalle: 'Traslado de equipos', puntoDePartida: 'Sede Central', puntoDeLlegada: destino, activoIds };
  const res = await r.pedir<{ id: number }>('registrar movimiento', 'escritura', '/api/Movimiento', como(u, { json: cuerpo }), 201);
  if (res.status === 201) r.anotar({ tipo: 'movimiento', requestId: res.requestId ?? '', id: res.body.id, companiaId: u.sesion.companiaId });
};

/** Someone types a code that is already taken: the API must refuse it (409) and leave everyone else's writes alone. */
const codigoRepetido: Accion = async (u, r) => {
  const cuerpo = { ...nuevoActivo(u), codigo: `ACT-${String(1 + Math.floor(u.azar() * 100)).padStart(6, '0')}` };
  await r.pedir('crear con código repetido', 'escritura', '/api/activos', como(u, { json: cuerpo }), 409);
};

/** What a person does next, by weight: mostly reading, about a quarter writing. */
const MEZCLA: Array<[number, Accion]> = [
  [25, listar],
  [15, buscar],
  [5, buscarPorCodigo],
  [20, abrir],
  [12, crear],
  [12, editar],
  [9, mover],
  [2, codigoRepetido],
];
const TOTAL = MEZCLA.reduce((sum, [peso]) => sum + peso, 0);

export function siguienteAccion(u: UsuarioVirtual): Accion {
  let punto = u.azar() * TOTAL;
  for (const [peso, accion] of MEZCLA) if ((punto -= peso) < 0) return accion;
  return MEZCLA[0][1];
}
