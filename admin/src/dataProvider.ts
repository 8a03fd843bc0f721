import { fetchUtils, type DataProvider, type DeleteParams, type DeleteResult, type RaRecord } from 'react-admin';

import simpleRestProvider from 'ra-data-simple-rest';
import type { Inscripcion } from './api/tipos';
import type { ImportResult } from './common/import/types';
import type { DashboardData } from './dashboard/types';
import type { UbigeoDistrito } from './direccion/ubigeo';
import { byField } from './common/errors';
import { expireSession, getToken } from './session';
import type {
    Activo,
    ActivoDelMovimiento,
    Advertencias71,
    Area,
    Baja,
    BajaNueva,
    AuditPage,
    AuditStatistics,
    Aviso,
    CierreEjercicio,
    Cliente,
    Compania,
    Direccion,
    DireccionOption,
    ActivoDeInventario,
    Conciliacion,
    FilaDepreciacion,
    Inventario,
    Lectura,
    LecturaNueva,
    LoteDeLecturas,
    Mejora,
    Traslado,
    MejoraNueva,
    ReporteAsignacion,
    RestablecimientoDosFactores,
    UbicacionCambio,
    Usuario,
    UsuarioAsignado,
} from './api/tipos';

/**
 * The API's calls with the session's bearer token, for simple-rest and the methods below.
 * A 401 means the server no longer honours the session (idle, revoked, password changed): the app logs out.
 * Validation errors by field reach the forms as react-admin shows them under each input.
 */
const httpClient = (url: string, options: fetchUtils.Options = {}) => {
    const token = getToken();
    return fetchUtils
        .fetchJson(url, {
            ...options,
            user: token ? { authenticated: true, token: `Bearer ${token}` } : undefined,
        })
        .catch((error: { status?: number; body?: { errors?: unknown } }) => {
            // Only for the session that made the call: a late answer must not end the next login.
            if (token && token === getToken() && error?.status === 401) expireSession();
            if (error?.body?.errors) error.body.errors = byField(error.body.errors);
            throw error;
        });
};

export const API_URL = '/api';

/** GET /api/auth/me, the parts the screens read. */
export interface Me {
    dosFactores: boolean;
    sesion?: { inactividadMinutos?: number };
}

/** A live session as GET /api/Usuario/{id}/sesiones lists it; `actual` is the caller's own. */
export interface Sesion {
    id: string;
    creada: string;
    ultimoUso: string;
    expira: string;
    ip: string | null;
    userAgent: string | null;
    actual: boolean;
}

/** The resources with a spreadsheet import (POST {recurso}/analyze-excel and import-excel). */
export type RecursoImportable = 'activos' | 'Cliente' | 'Direccion';

/** What the screens ask the API beyond simple-rest's lists and records; each answer is the API's JSON as it is. */
export interface ApiDataProvider extends DataProvider {
    dashboard(): Promise<DashboardData>;
    me(): Promise<Me>;
    cambiarContrasena(cambio: { contrasenaActual: unknown; contrasenaNueva: unknown }): Promise<void>;
    inscribirDosFactores(): Promise<Inscripcion>;
    activarDosFactores(codigo: string): Promise<{ codigosRecuperacion: string[] }>;
    desactivarDosFactores(contrasena: string, codigo: string): Promise<void>;
    usuarios(): Promise<Usuario[]>;
    usuariosDeCompania(companiaId: number | undefined): Promise<Usuario[]>;
    sesionesDeUsuario(usuarioId: number): Promise<Sesion[]>;
    /** Without `sesionId`, every session of the user. */
    cerrarSesiones(usuarioId: number, sesionId?: string): Promise<void>;
    restablecerDosFactores(usuarioId: number): Promise<RestablecimientoDosFactores>;
    companias(): Promise<Compania[]>;
    compania(id: number): Promise<Compania>;
    areasDeCompania(companiaId: number): Promise<Area[]>;
    auditoria(query: string): Promise<AuditPage>;
    estadisticasAuditoria(query: string): Promise<AuditStatistics>;
    tablasAuditadas(): Promise<string[]>;
    accionesAuditadas(): Promise<string[]>;
    limpiarAuditoria(diasAConservar: number): Promise<void>;
    siguienteCodigoActivo(): Promise<{ codigo: string }>;
    activoPorCodigo(codigo: string): Promise<Activo>;
    buscarActivos(query: URLSearchParams): Promise<Activo[]>;
    depreciacion(activoId: number, recalcular: boolean): Promise<FilaDepreciacion[]>;
    historialUbicaciones(activoId: number): Promise<UbicacionCambio[]>;
    mejoras(activoId: number): Promise<Mejora[]>;
    agregarMejora(activoId: number, mejora: MejoraNueva): Promise<Mejora>;
    eliminarMejora(activoId: number, mejoraId: number): Promise<void>;
    baja(activoId: number): Promise<Baja>;
    darDeBaja(activoId: number, baja: BajaNueva): Promise<Baja>;
    revertirBaja(activoId: number): Promise<void>;
    subirImagenActivo(form: FormData): Promise<{ imagePath: string }>;
    analizarExcel(recurso: RecursoImportable, form: FormData): Promise<string[]>;
    importarExcel(recurso: RecursoImportable, form: FormData): Promise<ImportResult>;
    ubigeo(): Promise<UbigeoDistrito[]>;
    direccionesDropdown(): Promise<DireccionOption[]>;
    /** The registered address a typed point names, or null (GET /Direccion/coincidencia). */
    coincidenciaDireccion(texto: string): Promise<DireccionOption | null>;
    /** The first `size` addresses of the list, for when the dropdown call fails. */
    primerasDirecciones(size: number): Promise<Direccion[]>;
    clientesDeDireccion(direccionId: number): Promise<Cliente[]>;
    usuariosDeMantenimiento(mantenimientoId: number): Promise<UsuarioAsignado[]>;
    asignarUsuarioMantenimiento(mantenimientoId: number, usuarioId: number, rol: string | undefined): Promise<void>;
    desasignarUsuarioMantenimiento(mantenimientoId: number, usuarioId: number): Promise<void>;
    avisosDeMantenimiento(mantenimientoId: number): Promise<Aviso[]>;
    activosDelMovimiento(movimientoId: string): Promise<ActivoDelMovimiento[]>;
    generarMovimiento(movimiento: object): Promise<void>;
    /** `consulta` is '' or '?usuarioId=…'. */
    reporteAsignacion(consulta: string): Promise<ReporteAsignacion>;
    advertencias71(anio: number): Promise<Advertencias71>;
    cierresDeEjercicio(): Promise<CierreEjercicio[]>;
    cerrarEjercicio(anio: number): Promise<CierreEjercicio>;
    reabrirEjercicio(anio: number): Promise<void>;
    inventario(id: number): Promise<Inventario>;
    activosDeInventario(id: number): Promise<ActivoDeInventario[]>;
    leer(inventarioId: number, lectura: LecturaNueva): Promise<Lectura>;
    /** The readings kept without network, sent together: each row says whether it was saved. */
    leerLote(inventarioId: number, lecturas: LecturaNueva[]): Promise<LoteDeLecturas>;
    conciliacion(inventarioId: number): Promise<Conciliacion>;
    /** Without `activoIds`, every asset found elsewhere. */
    trasladarInventario(inventarioId: number, activoIds?: number[]): Promise<Traslado>;
    cerrarInventario(inventarioId: number): Promise<Inventario>;
}

/** The JSON answer of a call under /api. */
const json = async <T,>(path: string, options?: fetchUtils.Options): Promise<T> =>
    (await httpClient(`${API_URL}${path}`, options)).json as T;

/** A call with a body: JSON for values, multipart for a form; none when there is nothing to send. */
const send = <T = void,>(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: object): Promise<T> =>
    json<T>(path, { method, body: body === undefined || body instanceof FormData ? body : JSON.stringify(body) });

// The API lists in react-admin's simple-rest dialect and exposes the Content-Range total.
const restProvider = simpleRestProvider(API_URL, httpClient);

export const dataProvider: ApiDataProvider = {
    ...restProvider,
    // DELETE answers 204 No Content, while react-admin expects the deleted record(s) back.
    delete: <RecordType extends RaRecord>(resource: string, params: DeleteParams<RecordType>) =>
        restProvider
            .delete(resource, params)
            .then((): DeleteResult<RecordType> => ({ data: params.previousData ?? ({ id: params.id } as RecordType) })),
    deleteMany: (resource, params) =>
        Promise.all(params.ids.map((id) => restProvider.delete(resource, { id }))).then(() => ({ data: params.ids })),

    dashboard: () => json('/dashboard'),
    me: () => json('/auth/me'),
    cambiarContrasena: async (cambio) => {
        await send('PUT', '/auth/password', cambio);
    },
    inscribirDosFactores: () => send('POST', '/auth/2fa/inscripcion'),
    activarDosFactores: (codigo) => send('POST', '/auth/2fa/activar', { codigo }),
    desactivarDosFactores: async (contrasena, codigo) => {
        await send('POST', '/auth/2fa/desactivar', { contrasena, codigo });
    },
    usuarios: () => json('/Usuario'),
    usuariosDeCompania: (companiaId) => json(`/usuario/compania/${companiaId}`),
    sesionesDeUsuario: (usuarioId) => json(`/Usuario/${usuarioId}/sesiones`),
    cerrarSesiones: async (usuarioId, sesionId) => {
        await send('DELETE', `/Usuario/${usuarioId}/sesiones${sesionId === undefined ? '' : `/${encodeURIComponent(sesionId)}`}`);
    },
    restablecerDosFactores: (usuarioId) => send('POST', `/Usuario/${usuarioId}/dos-factores/restablecer`),
    companias: () => json('/Compania'),
    compania: (id) => json(`/Compania/${id}`),
    areasDeCompania: (companiaId) => json(`/Area/by-company/${companiaId}`),
    auditoria: (query) => json(`/Audit?${query}`),
    estadisticasAuditoria: (query) => json(`/Audit/statistics?${query}`),
    tablasAuditadas: () => json('/Audit/tables'),
    accionesAuditadas: () => json('/Audit/actions'),
    limpiarAuditoria: async (diasAConservar) => {
        await send('DELETE', `/Audit/clean?daysToKeep=${diasAConservar}`);
    },
    siguienteCodigoActivo: () => json('/activos/next-codigo'),
    activoPorCodigo: (codigo) => json(`/activos/codigo/${encodeURIComponent(codigo)}`),
    buscarActivos: (query) => json(`/activos?${query}`),
    depreciacion: (activoId, recalcular) =>
        json(`/activos/${activoId}/depreciation${recalcular ? '?forceRecalculate=true' : ''}`),
    historialUbicaciones: (activoId) => json(`/activos/${activoId}/location-history`),
    mejoras: (activoId) => json(`/activos/${activoId}/mejoras`),
    agregarMejora: (activoId, mejora) => send('POST', `/activos/${activoId}/mejoras`, mejora),
    eliminarMejora: async (activoId, mejoraId) => {
        await send('DELETE', `/activos/${activoId}/mejoras/${mejoraId}`);
    },
    baja: (activoId) => json(`/activos/${activoId}/baja`),
    darDeBaja: (activoId, baja) => send('POST', `/activos/${activoId}/baja`, baja),
    revertirBaja: async (activoId) => {
        await send('DELETE', `/activos/${activoId}/baja`);
    },
    subirImagenActivo: (form) => send('POST', '/activos/upload-image', form),
    analizarExcel: (recurso, form) => send('POST', `/${recurso}/analyze-excel`, form),
    importarExcel: (recurso, form) => send('POST', `/${recurso}/import-excel`, form),
    ubigeo: () => json('/ubigeo'),
    direccionesDropdown: () => json('/Direccion/dropdown'),
    coincidenciaDireccion: async (texto) =>
        (await json<{ direccion: DireccionOption | null }>(`/Direccion/coincidencia?texto=${encodeURIComponent(texto)}`)).direccion,
    primerasDirecciones: async (size) => (await json<{ data: Direccion[] }>(`/Direccion?page=1&size=${size}`)).data,
    clientesDeDireccion: (direccionId) => json(`/Direccion/${direccionId}/clientes`),
    usuariosDeMantenimiento: (mantenimientoId) => json(`/mantenimiento/${mantenimientoId}/usuarios`),
    asignarUsuarioMantenimiento: async (mantenimientoId, usuarioId, rol) => {
        await send('POST', `/mantenimiento/${mantenimientoId}/usuarios/${usuarioId}`, rol === undefined ? {} : { rol });
    },
    desasignarUsuarioMantenimiento: async (mantenimientoId, usuarioId) => {
        await send('DELETE', `/mantenimiento/${mantenimientoId}/usuarios/${usuarioId}`);
    },
    avisosDeMantenimiento: (mantenimientoId) => json(`/mantenimiento/${mantenimientoId}/notificaciones`),
    activosDelMovimiento: (movimientoId) => json(`/Movimiento/${encodeURIComponent(movimientoId)}/activos`),
    generarMovimiento: async (movimiento) => {
        await send('POST', '/Movimiento/insupd', movimiento);
    },
    reporteAsignacion: (consulta) => json(`/reportes/asignacion${consulta}`),
    advertencias71: (anio) => json(`/reportes/formato-71/advertencias?anio=${anio}`),
    cierresDeEjercicio: () => json('/reportes/cierres'),
    cerrarEjercicio: (anio) => send('POST', `/reportes/cierre/${anio}`),
    reabrirEjercicio: async (anio) => {
        await send('DELETE', `/reportes/cierre/${anio}`);
    },
    inventario: (id) => json(`/inventarios/${id}`),
    activosDeInventario: (id) => json(`/inventarios/${id}/activos`),
    leer: (inventarioId, lectura) => send('POST', `/inventarios/${inventarioId}/lecturas`, lectura),
    leerLote: (inventarioId, lecturas) => send('POST', `/inventarios/${inventarioId}/lecturas`, lecturas),
    conciliacion: (inventarioId) => json(`/inventarios/${inventarioId}/conciliacion`),
    trasladarInventario: (inventarioId, activoIds) =>
        send('POST', `/inventarios/${inventarioId}/trasladar`, activoIds ? { activoIds } : {}),
    cerrarInventario: (inventarioId) => send('POST', `/inventarios/${inventarioId}/cerrar`),
};
