import { fetchUtils, type DataProvider, type DeleteParams, type DeleteResult, type RaRecord } from 'react-admin';

import simpleRestProvider from 'ra-data-simple-rest';
import { alFallar, crearClienteApi, datos, hecho, multipart } from './api/cliente';
import { getToken } from './session';
import type {
    Activo,
    ActivoDelMovimiento,
    Advertencias71,
    Area,
    Baja,
    BajaNueva,
    CambioDeContrasena,
    AuditPage,
    AuditStatistics,
    Aviso,
    CierreEjercicio,
    Cliente,
    CodigosRecuperacion,
    Compania,
    ConsultaActivos,
    ConsultaAuditoria,
    ConsultaEstadisticasAuditoria,
    ConsultaReporteAsignacion,
    DashboardData,
    Direccion,
    DireccionOption,
    ActivoDeInventario,
    Conciliacion,
    FilaDepreciacion,
    ConfiguracionContable,
    ConfiguracionContableCambio,
    CuentasDeCategoria,
    CuentasDeCategoriaCambio,
    DiferenciasTemporales,
    Saldos,
    Asiento,
    CentroCosto,
    CentroCostoCambio,
    ImagenSubida,
    ImportResult,
    Inscripcion,
    Inventario,
    Lectura,
    LecturaNueva,
    LoteDeLecturas,
    Me,
    Mejora,
    MovimientoNuevo,
    Traslado,
    MejoraNueva,
    ReporteAsignacion,
    RestablecimientoDosFactores,
    Sesion,
    SiguienteCodigo,
    UbicacionCambio,
    UbigeoDistrito,
    Usuario,
    UsuarioAsignado,
    GreConfiguracion,
    GreConfiguracionCambio,
    GuiaElectronica,
    PruebaDeConexionGre,
    Acta,
    ActaDevolucionNueva,
    ActaEntregaNueva,
    ActivoACargo,
    CustodiaDeActivo,
    CampoPersonalizado,
    CampoPersonalizadoNuevo,
    CampoPersonalizadoCambio,
    AvisoDeVencimientoEnviado,
    DocumentoDeActivo,
    Vencimiento,
    MovimientoDeCustodia,
    TextosDeActas,
} from './api/tipos';
import type { Libro } from '@dominio/libros';
import type { TipoActa } from '@dominio/custodia';

/**
 * The API's calls with the session's bearer token, for simple-rest's lists and records; the methods below go through
 * the typed client (api/cliente.ts), whose failures are the same.
 */
const httpClient = (url: string, options: fetchUtils.Options = {}) => {
    const token = getToken();
    return fetchUtils
        .fetchJson(url, {
            ...options,
            user: token ? { authenticated: true, token: `Bearer ${token}` } : undefined,
        })
        .catch((error) => {
            throw alFallar(error, token);
        });
};

export const API_URL = '/api';

/** A live session of a user (GET /api/Usuario/{id}/sesiones), as the screens name it. */
export type { Sesion };

/** The resources with a spreadsheet import (POST {recurso}/analyze-excel and import-excel). */
export type RecursoImportable = 'activos' | 'Cliente' | 'Direccion';

/** What the screens ask the API beyond simple-rest's lists and records; each answer is the API's JSON as it is. */
export interface ApiDataProvider extends DataProvider {
    dashboard(): Promise<DashboardData>;
    me(): Promise<Me>;
    cambiarContrasena(cambio: CambioDeContrasena): Promise<void>;
    inscribirDosFactores(): Promise<Inscripcion>;
    activarDosFactores(codigo: string): Promise<CodigosRecuperacion>;
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
    auditoria(query: ConsultaAuditoria): Promise<AuditPage>;
    estadisticasAuditoria(query: ConsultaEstadisticasAuditoria): Promise<AuditStatistics>;
    tablasAuditadas(): Promise<string[]>;
    accionesAuditadas(): Promise<string[]>;
    limpiarAuditoria(diasAConservar: number): Promise<void>;
    siguienteCodigoActivo(): Promise<SiguienteCodigo>;
    activoPorCodigo(codigo: string): Promise<Activo>;
    buscarActivos(query: ConsultaActivos): Promise<Activo[]>;
    depreciacion(activoId: number, recalcular: boolean, libro: Libro): Promise<FilaDepreciacion[]>;
    /** The company's cut-over date (null until set): an asset in use before it takes opening balances. */
    fechaInicioContable(): Promise<string | null>;
    configuracionContable(): Promise<ConfiguracionContable>;
    guardarConfiguracionContable(cambio: ConfiguracionContableCambio): Promise<ConfiguracionContable>;
    cuentasContables(): Promise<CuentasDeCategoria[]>;
    guardarCuentasContables(cuentas: CuentasDeCategoriaCambio[]): Promise<CuentasDeCategoria[]>;
    diferenciasTemporales(anio: number): Promise<DiferenciasTemporales>;
    /** Cost and accumulated depreciation per account at `fecha` (AAAA-MM-DD), in both books. */
    saldosContables(fecha: string): Promise<Saldos>;
    /** The month's journal entries (AAAA-MM) in the financial book. */
    asientosContables(periodo: string): Promise<Asiento[]>;
    centrosCosto(): Promise<CentroCosto[]>;
    guardarCentrosCosto(areas: CentroCostoCambio[]): Promise<CentroCosto[]>;
    historialUbicaciones(activoId: number): Promise<UbicacionCambio[]>;
    mejoras(activoId: number): Promise<Mejora[]>;
    agregarMejora(activoId: number, mejora: MejoraNueva): Promise<Mejora>;
    eliminarMejora(activoId: number, mejoraId: number): Promise<void>;
    baja(activoId: number): Promise<Baja>;
    darDeBaja(activoId: number, baja: BajaNueva): Promise<Baja>;
    revertirBaja(activoId: number): Promise<void>;
    subirImagenActivo(form: FormData): Promise<ImagenSubida>;
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
    generarMovimiento(movimiento: MovimientoNuevo): Promise<void>;
    reporteAsignacion(consulta: ConsultaReporteAsignacion): Promise<ReporteAsignacion>;
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
    greConfiguracion(): Promise<GreConfiguracion>;
    /** A secret left out keeps the stored one. */
    guardarGreConfiguracion(cambio: GreConfiguracionCambio): Promise<GreConfiguracion>;
    /** The PKCS#12 file in `file` and its password in `clave`. */
    subirCertificadoGre(form: FormData): Promise<GreConfiguracion>;
    probarConexionGre(): Promise<PruebaDeConexionGre>;
    /** The movement's latest electronic guide; a 404 when it has none. */
    guiaElectronica(movimientoId: number): Promise<GuiaElectronica>;
    custodiaDeActivo(activoId: number): Promise<CustodiaDeActivo>;
    /** The company's own fields of its assets, by label (docs/campos-personalizados.md). */
    camposPersonalizados(): Promise<CampoPersonalizado[]>;
    crearCampoPersonalizado(campo: CampoPersonalizadoNuevo): Promise<CampoPersonalizado>;
    /** All but the clave, which never changes. */
    modificarCampoPersonalizado(id: number, cambio: CampoPersonalizadoCambio): Promise<CampoPersonalizado>;
    /** With `confirmar`, also when assets have a value in it (removed from them, kept in the audit log). */
    eliminarCampoPersonalizado(id: number, confirmar: boolean): Promise<void>;
    documentosDeActivo(activoId: number): Promise<DocumentoDeActivo[]>;
    /** The file in `file`, with tipo, numero, fecha, vence and monto. */
    subirDocumento(activoId: number, form: FormData): Promise<DocumentoDeActivo>;
    eliminarDocumento(activoId: number, documentoId: number): Promise<void>;
    vencimientos(dias: number): Promise<Vencimiento[]>;
    /** The due-date notices already sent, newest first: the first `cuantos`. */
    avisosDeVencimiento(cuantos: number): Promise<AvisoDeVencimientoEnviado[]>;
    activosDeCustodio(custodioId: number): Promise<ActivoACargo[]>;
    historialDeCustodio(custodioId: number): Promise<MovimientoDeCustodia[]>;
    devolverTodo(custodioId: number, fecha: string, observaciones: string | null): Promise<Acta>;
    crearActaEntrega(acta: ActaEntregaNueva): Promise<Acta>;
    crearActaDevolucion(acta: ActaDevolucionNueva): Promise<Acta>;
    firmarActa(tipo: TipoActa, id: number, imagen: string): Promise<Acta>;
    firmarActaConEscaneo(tipo: TipoActa, id: number, form: FormData): Promise<Acta>;
    enviarActa(tipo: TipoActa, id: number): Promise<Acta>;
    textosDeActas(): Promise<TextosDeActas>;
    guardarTextosDeActas(textos: TextosDeActas): Promise<TextosDeActas>;
}

/** The route of each kind of acta. */
export const RUTA_DE_ACTA = { entrega: 'actas-entrega', devolucion: 'actas-devolucion' } as const;

// The API lists in react-admin's simple-rest dialect and exposes the Content-Range total.
const restProvider = simpleRestProvider(API_URL, httpClient);

// Every other call, checked against the API's OpenAPI document (api/esquema.d.ts).
const api = crearClienteApi();
const { GET, POST, PUT, DELETE } = api;

/** The import routes of each resource, spelled as the API declares them. */
const IMPORTACION = {
    activos: { analizar: '/api/activos/analyze-excel', importar: '/api/activos/import-excel' },
    Cliente: { analizar: '/api/Cliente/analyze-excel', importar: '/api/Cliente/import-excel' },
    Direccion: { analizar: '/api/Direccion/analyze-excel', importar: '/api/Direccion/import-excel' },
} as const;

export const dataProvider: ApiDataProvider = {
    ...restProvider,
    // DELETE answers 204 No Content, while react-admin expects the deleted record(s) back.
    delete: <RecordType extends RaRecord>(resource: string, params: DeleteParams<RecordType>) =>
        restProvider
            .delete(resource, params)
            .then((): DeleteResult<RecordType> => ({ data: params.previousData ?? ({ id: params.id } as RecordType) })),
    deleteMany: (resource, params) =>
        Promise.all(params.ids.map((id) => restProvider.delete(resource, { id }))).then(() => ({ data: params.ids })),

    dashboard: () => datos(GET('/api/dashboard')),
    me: () => datos(GET('/api/auth/me')),
    cambiarContrasena: (cambio) => hecho(PUT('/api/auth/password', { body: cambio })),
    inscribirDosFactores: () => datos(POST('/api/auth/2fa/inscripcion')),
    activarDosFactores: (codigo) => datos(POST('/api/auth/2fa/activar', { body: { codigo } })),
    desactivarDosFactores: (contrasena, codigo) =>
        hecho(POST('/api/auth/2fa/desactivar', { body: { contrasena, codigo } })),
    usuarios: () => datos(GET('/api/Usuario')),
    // Without a company (no session) the API refuses the path, as it always did.
    usuariosDeCompania: (companiaId) =>
        datos(GET('/api/Usuario/compania/{companiaId}', { params: { path: { companiaId: companiaId ?? NaN } } })),
    sesionesDeUsuario: (usuarioId) => datos(GET('/api/Usuario/{id}/sesiones', { params: { path: { id: usuarioId } } })),
    cerrarSesiones: (usuarioId, sesionId) =>
        hecho(
            sesionId === undefined
                ? DELETE('/api/Usuario/{id}/sesiones', { params: { path: { id: usuarioId } } })
                : DELETE('/api/Usuario/{id}/sesiones/{sesionId}', { params: { path: { id: usuarioId, sesionId } } }),
        ),
    restablecerDosFactores: (usuarioId) =>
        datos(POST('/api/Usuario/{id}/dos-factores/restablecer', { params: { path: { id: usuarioId } } })),
    companias: () => datos(GET('/api/Compania')),
    compania: (id) => datos(GET('/api/Compania/{id}', { params: { path: { id } } })),
    areasDeCompania: (companiaId) =>
        datos(GET('/api/Area/by-company/{companiaId}', { params: { path: { companiaId } } })),
    auditoria: (query) => datos(GET('/api/Audit', { params: { query } })),
    estadisticasAuditoria: (query) => datos(GET('/api/Audit/statistics', { params: { query } })),
    tablasAuditadas: () => datos(GET('/api/Audit/tables')),
    accionesAuditadas: () => datos(GET('/api/Audit/actions')),
    limpiarAuditoria: (diasAConservar) =>
        hecho(DELETE('/api/Audit/clean', { params: { query: { daysToKeep: diasAConservar } } })),
    siguienteCodigoActivo: () => datos(GET('/api/activos/next-codigo')),
    activoPorCodigo: (codigo) => datos(GET('/api/activos/codigo/{codigo}', { params: { path: { codigo } } })),
    buscarActivos: (query) => datos(GET('/api/activos', { params: { query } })),
    depreciacion: (activoId, recalcular, libro) =>
        datos(
            // The tax book is the route's default: its call stays the spec's.
            GET('/api/activos/{id}/depreciation', {
                params: {
                    path: { id: activoId },
                    query: { ...(recalcular ? { forceRecalculate: true } : {}), ...(libro === 'financiero' ? { libro } : {}) },
                },
            }),
        ),
    fechaInicioContable: async () => (await datos(GET('/api/contabilidad/fecha-inicio'))).fechaInicio,
    configuracionContable: () => datos(GET('/api/contabilidad/configuracion')),
    guardarConfiguracionContable: (cambio) => datos(PUT('/api/contabilidad/configuracion', { body: cambio })),
    cuentasContables: () => datos(GET('/api/contabilidad/cuentas')),
    guardarCuentasContables: (cuentas) => datos(PUT('/api/contabilidad/cuentas', { body: { cuentas } })),
    diferenciasTemporales: (anio) => datos(GET('/api/reportes/diferencias-temporales', { params: { query: { anio } } })),
    saldosContables: (fecha) => datos(GET('/api/contabilidad/saldos', { params: { query: { fecha } } })),
    asientosContables: (periodo) => datos(GET('/api/contabilidad/asientos', { params: { query: { periodo } } })),
    centrosCosto: () => datos(GET('/api/contabilidad/centros-costo')),
    guardarCentrosCosto: (areas) => datos(PUT('/api/contabilidad/centros-costo', { body: { areas } })),
    historialUbicaciones: (activoId) =>
        datos(GET('/api/activos/{id}/location-history', { params: { path: { id: activoId } } })),
    mejoras: (activoId) => datos(GET('/api/activos/{id}/mejoras', { params: { path: { id: activoId } } })),
    agregarMejora: (activoId, mejora) =>
        datos(POST('/api/activos/{id}/mejoras', { params: { path: { id: activoId } }, body: mejora })),
    eliminarMejora: (activoId, mejoraId) =>
        hecho(DELETE('/api/activos/{id}/mejoras/{mejoraId}', { params: { path: { id: activoId, mejoraId } } })),
    baja: (activoId) => datos(GET('/api/activos/{id}/baja', { params: { path: { id: activoId } } })),
    darDeBaja: (activoId, baja) =>
        datos(POST('/api/activos/{id}/baja', { params: { path: { id: activoId } }, body: baja })),
    revertirBaja: (activoId) => hecho(DELETE('/api/activos/{id}/baja', { params: { path: { id: activoId } } })),
    subirImagenActivo: (form) => datos(POST('/api/activos/upload-image', { body: multipart(form) })),
    analizarExcel: (recurso, form) => datos(POST(IMPORTACION[recurso].analizar, { body: multipart(form) })),
    importarExcel: (recurso, form) => datos(POST(IMPORTACION[recurso].importar, { body: multipart(form) })),
    ubigeo: () => datos(GET('/api/ubigeo')),
    direccionesDropdown: () => datos(GET('/api/Direccion/dropdown')),
    coincidenciaDireccion: async (texto) =>
        (await datos(GET('/api/Direccion/coincidencia', { params: { query: { texto } } }))).direccion,
    primerasDirecciones: async (size) => {
        // The paged dialect answers { data, pagination }; the list documents its simple-rest rows too.
        const lista = await datos(GET('/api/Direccion', { params: { query: { page: 1, size } } }));
        return Array.isArray(lista) ? lista : lista.data;
    },
    clientesDeDireccion: (direccionId) =>
        datos(GET('/api/Direccion/{id}/clientes', { params: { path: { id: direccionId } } })),
    usuariosDeMantenimiento: (mantenimientoId) =>
        datos(GET('/api/mantenimiento/{id}/usuarios', { params: { path: { id: mantenimientoId } } })),
    asignarUsuarioMantenimiento: (mantenimientoId, usuarioId, rol) =>
        hecho(
            POST('/api/mantenimiento/{id}/usuarios/{usuarioId}', {
                params: { path: { id: mantenimientoId, usuarioId } },
                body: rol === undefined ? {} : { rol },
            }),
        ),
    desasignarUsuarioMantenimiento: (mantenimientoId, usuarioId) =>
        hecho(
            DELETE('/api/mantenimiento/{id}/usuarios/{usuarioId}', {
                params: { path: { id: mantenimientoId, usuarioId } },
            }),
        ),
    avisosDeMantenimiento: (mantenimientoId) =>
        datos(GET('/api/mantenimiento/{id}/notificaciones', { params: { path: { id: mantenimientoId } } })),
    // The id of the page's route: a text that is not a number is refused by the API as before.
    activosDelMovimiento: (movimientoId) =>
        datos(GET('/api/Movimiento/{id}/activos', { params: { path: { id: Number(movimientoId) } } })),
    generarMovimiento: (movimiento) => hecho(POST('/api/Movimiento/insupd', { body: movimiento })),
    reporteAsignacion: (consulta) => datos(GET('/api/reportes/asignacion', { params: { query: consulta } })),
    advertencias71: (anio) => datos(GET('/api/reportes/formato-71/advertencias', { params: { query: { anio } } })),
    cierresDeEjercicio: () => datos(GET('/api/reportes/cierres')),
    cerrarEjercicio: (anio) => datos(POST('/api/reportes/cierre/{anio}', { params: { path: { anio } } })),
    reabrirEjercicio: (anio) => hecho(DELETE('/api/reportes/cierre/{anio}', { params: { path: { anio } } })),
    greConfiguracion: () => datos(GET('/api/gre/configuracion')),
    guardarGreConfiguracion: (cambio) => datos(PUT('/api/gre/configuracion', { body: cambio })),
    subirCertificadoGre: (form) => datos(POST('/api/gre/certificado', { body: multipart(form) })),
    probarConexionGre: () => datos(POST('/api/gre/configuracion/probar')),
    guiaElectronica: (movimientoId) => datos(GET('/api/Movimiento/{id}/gre', { params: { path: { id: movimientoId } } })),
    inventario: (id) => datos(GET('/api/inventarios/{id}', { params: { path: { id } } })),
    activosDeInventario: (id) => datos(GET('/api/inventarios/{id}/activos', { params: { path: { id } } })),
    // One reading answers 201 with it; a batch answers 200 with a row per reading.
    leer: async (inventarioId, lectura) =>
        (await datos(
            POST('/api/inventarios/{id}/lecturas', { params: { path: { id: inventarioId } }, body: lectura }),
        )) as Lectura,
    leerLote: async (inventarioId, lecturas) =>
        (await datos(
            POST('/api/inventarios/{id}/lecturas', { params: { path: { id: inventarioId } }, body: lecturas }),
        )) as LoteDeLecturas,
    conciliacion: (inventarioId) =>
        datos(GET('/api/inventarios/{id}/conciliacion', { params: { path: { id: inventarioId } } })),
    trasladarInventario: (inventarioId, activoIds) =>
        datos(
            POST('/api/inventarios/{id}/trasladar', {
                params: { path: { id: inventarioId } },
                body: activoIds ? { activoIds } : {},
            }),
        ),
    cerrarInventario: (inventarioId) =>
        datos(POST('/api/inventarios/{id}/cerrar', { params: { path: { id: inventarioId } } })),
    custodiaDeActivo: (activoId) => datos(GET('/api/activos/{id}/custodia', { params: { path: { id: activoId } } })),
    camposPersonalizados: () => datos(GET('/api/campos-personalizados')),
    crearCampoPersonalizado: (campo) => datos(POST('/api/campos-personalizados', { body: campo })),
    modificarCampoPersonalizado: (id, cambio) => datos(PUT('/api/campos-personalizados/{id}', { params: { path: { id } }, body: cambio })),
    eliminarCampoPersonalizado: (id, confirmar) =>
        hecho(DELETE('/api/campos-personalizados/{id}', { params: { path: { id }, query: confirmar ? { confirmar: true } : {} } })),
    documentosDeActivo: (activoId) => datos(GET('/api/activos/{activoId}/documentos', { params: { path: { activoId } } })),
    subirDocumento: (activoId, form) => datos(POST('/api/activos/{activoId}/documentos', { params: { path: { activoId } }, body: multipart(form) })),
    eliminarDocumento: (activoId, id) => hecho(DELETE('/api/activos/{activoId}/documentos/{id}', { params: { path: { activoId, id } } })),
    vencimientos: (dias) => datos(GET('/api/vencimientos', { params: { query: { dias } } })),
    avisosDeVencimiento: (cuantos) => datos(GET('/api/vencimientos/avisos', { params: { query: { range: JSON.stringify([0, cuantos - 1]) } } })),
    activosDeCustodio: (id) => datos(GET('/api/custodios/{id}/activos', { params: { path: { id } } })),
    historialDeCustodio: (id) => datos(GET('/api/custodios/{id}/historial', { params: { path: { id } } })),
    devolverTodo: (id, fecha, observaciones) =>
        datos(POST('/api/custodios/{id}/devolver-todo', { params: { path: { id } }, body: { fecha, observaciones } })),
    crearActaEntrega: (acta) => datos(POST('/api/actas-entrega', { body: acta })),
    crearActaDevolucion: (acta) => datos(POST('/api/actas-devolucion', { body: acta })),
    // One literal path per kind: the typed client checks each against the OpenAPI document.
    firmarActa: (tipo, id, imagen) => {
        const opciones = { params: { path: { id } }, body: { imagen } };
        return datos(tipo === 'entrega' ? POST('/api/actas-entrega/{id}/firma', opciones) : POST('/api/actas-devolucion/{id}/firma', opciones));
    },
    firmarActaConEscaneo: (tipo, id, form) => {
        const opciones = { params: { path: { id } }, body: multipart<{ file: string }>(form) };
        return datos(
            tipo === 'entrega'
                ? POST('/api/actas-entrega/{id}/firma-escaneada', opciones)
                : POST('/api/actas-devolucion/{id}/firma-escaneada', opciones),
        );
    },
    textosDeActas: () => datos(GET('/api/actas-configuracion')),
    guardarTextosDeActas: (textos) => datos(PUT('/api/actas-configuracion', { body: textos })),
    enviarActa: (tipo, id) => {
        const opciones = { params: { path: { id } } };
        return datos(tipo === 'entrega' ? POST('/api/actas-entrega/{id}/correo', opciones) : POST('/api/actas-devolucion/{id}/correo', opciones));
    },
};
