import type { components, operations } from './esquema';

/*
 * The API's answers as the panel reads them, named once: every type comes from the OpenAPI
 * document (esquema.d.ts, regenerated with `npm run api:types`), none is copied by hand.
 */
type Esquema = components['schemas'];

export type Activo = Esquema['ActivoRespuestaDto'];
export type SiguienteCodigo = Esquema['SiguienteCodigoDto'];
export type ImagenSubida = Esquema['ImagenSubidaDto'];
/** GET /api/dashboard (docs/especificacion-operaciones.md §3 "Respuesta del tablero"); amounts in soles. */
export type DashboardData = Esquema['DashboardResponseDto'];
/** A count by estado of the dashboard (assets, maintenances). */
export type Conteo = Esquema['ConteoPorEstadoDto'];
export type UbicacionCambio = Esquema['ActivoUbicacionDto'];
export type FilaDepreciacion = Esquema['FilaDepreciacionDto'];
export type ConfiguracionContable = Esquema['ConfiguracionContableRespuestaDto'];
export type ConfiguracionContableCambio = Esquema['ConfiguracionContableDto'];
export type CuentasDeCategoria = Esquema['CuentasDeCategoriaRespuestaDto'];
export type CuentasDeCategoriaCambio = Esquema['CuentasDeCategoriaDto'];
export type DiferenciasTemporales = Esquema['DiferenciasTemporalesDto'];
export type DiferenciaTemporal = Esquema['DiferenciaTemporalDto'];
export type Saldos = Esquema['SaldosDto'];
export type SaldoDeCuenta = Esquema['SaldoDeCuentaDto'];
export type Asiento = Esquema['AsientoDto'];
export type LineaDeAsiento = Esquema['LineaDeAsientoDto'];
export type CentroCosto = Esquema['CentroCostoRespuestaDto'];
export type CentroCostoCambio = Esquema['CentroCostoDto'];
export type Area = Esquema['AreaRespuestaDto'];
export type Compania = Esquema['CompaniaRespuestaDto'];
export type Usuario = Esquema['UsuarioRespuestaDto'];
export type Cliente = Esquema['ClienteRespuestaDto'];
export type Direccion = Esquema['DireccionRespuestaDto'];
export type DireccionOption = Esquema['OpcionDireccionDto'];
/** A driver or vehicle the company's transport guides name (docs/gre-transporte.md). */
export type Conductor = Esquema['ConductorRespuestaDto'];
export type Vehiculo = Esquema['VehiculoRespuestaDto'];
/** A district of INEI's ubigeo catalogue: GET /api/ubigeo. */
export type UbigeoDistrito = Esquema['UbigeoDistritoDto'];
export type Movimiento = Esquema['MovimientoRespuestaDto'];
export type ActivoDelMovimiento = Esquema['ActivoDelMovimientoDto'];
export type MovimientoNuevo = Esquema['MovimientoGeneracionDto'];
export type GuiaNueva = Esquema['GuiaMovimientoDto'];
export type Mantenimiento = Esquema['MantenimientoRespuestaDto'];
export type UsuarioAsignado = Esquema['UsuarioDeMantenimientoDto'];
export type Aviso = Esquema['NotificacionRespuestaDto'];
export type EstadoAviso = Aviso['estado'];
export type AuditLog = Esquema['AuditLogDto'];
export type AuditPage = Esquema['PaginaAuditoriaDto'];
export type AuditStatistics = Esquema['EstadisticasAuditoriaDto'];
export type TableActions = Esquema['EstadisticasAuditoriaActionsByTableDto'];
export type ClaveApi = Esquema['ClaveApiRespuestaDto'];
export type ClaveApiCreada = Esquema['ClaveApiCreadaDto'];
export type ReporteAsignacion = Esquema['ReporteAsignacionDto'];
export type GrupoAsignacion = Esquema['GrupoAsignacionDto'];
export type ActivoAsignado = Esquema['ActivoAsignadoDto'];
export type ImportedItem = Esquema['ImportedItemDto'];
export type ImportResult = Esquema['ImportResultDto'];
export type Inscripcion = Esquema['InscripcionDto'];
export type CodigosRecuperacion = Esquema['CodigosRecuperacionDto'];
export type CambioDeContrasena = Esquema['CambiarContrasenaDto'];
/** GET /api/auth/me: the current session (renewed by asking). */
export type Me = Esquema['SesionActualDto'];
/** A live session as GET /api/Usuario/{id}/sesiones lists it; `actual` is the caller's own. */
export type Sesion = Esquema['SesionRespuestaDto'];
export type InscripcionPorEnlace = Esquema['InscripcionPorEnlaceDto'];
export type RestablecimientoDosFactores = Esquema['RestablecimientoDosFactoresDto'];
/** POST /api/auth/login: a session, the second step's challenge, or the notice of an e-mailed enrolment link. */
export type LoginRespuesta = operations['AuthController_login']['responses'][200]['content']['application/json'];
export type LoginDosFactores = Esquema['LoginDosFactoresResponseDto'];
export type Advertencias71 = Esquema['Advertencias71Dto'];
export type ActivoSenalado = Esquema['ActivoSenaladoDto'];
export type CierreEjercicio = Esquema['CierreEjercicioDto'];
/** A company's guía electrónica configuration, without its secrets. */
export type GreConfiguracion = Esquema['GreConfiguracionRespuestaDto'];
export type GreConfiguracionCambio = Esquema['GreConfiguracionDto'];
/** A movement's electronic guide and SUNAT's answers (GET /api/Movimiento/{id}/gre). */
export type GuiaElectronica = Esquema['GuiaElectronicaRespuestaDto'];
export type PruebaDeConexionGre = Esquema['PruebaDeConexionGreDto'];
/** The query parameters of an API operation, as the schema describes them. */
type Consulta<Operacion extends keyof operations> = NonNullable<operations[Operacion]['parameters']['query']>;
export type ConsultaAuditoria = Consulta<'AuditController_list'>;
export type ConsultaEstadisticasAuditoria = Consulta<'AuditController_statistics'>;
/** GET /api/activos in simple-rest's dialect (sort, range and filter as JSON text), for a company. */
export type ConsultaActivos = Consulta<'ActivosController_list'>;
export type ConsultaReporteAsignacion = Consulta<'ReportesController_asignacionReporte'>;
/** Which assets by disposal a list or an export reads: excluir (the API's default), incluir or solo. */
export type FiltroBajas = NonNullable<NonNullable<operations['ActivosController_exportExcel']['parameters']['query']>['bajas']>;
type ConsultaEtiquetas = NonNullable<operations['ActivosController_etiquetasPdf']['parameters']['query']>;
/** The labels PDF's sheet (a4: 3 × 8 labels of 70 × 37 mm; termica: 50 × 25 mm) and code (qr or code128). */
export type FormatoEtiquetas = NonNullable<ConsultaEtiquetas['formato']>;
export type SimbologiaEtiquetas = NonNullable<ConsultaEtiquetas['simbologia']>;
export type Mejora = Esquema['MejoraRespuestaDto'];
export type MejoraNueva = Esquema['MejoraDto'];
export type Baja = Esquema['BajaRespuestaDto'];
export type BajaNueva = Esquema['BajaDto'];
export type MotivoBaja = BajaNueva['motivo'];
export type Inventario = Esquema['InventarioRespuestaDto'];
export type InventarioNuevo = Esquema['InventarioDto'];
export type AlcanceInventario = Esquema['AlcanceDto'];
/** A place as the API answers it (with the address and area in words); a reading sends the ids and words only. */
export type UbicacionInventario = Partial<Esquema['UbicacionDto']>;
export type ActivoDeInventario = Esquema['ActivoDeInventarioDto'];
export type Lectura = Esquema['LecturaRespuestaDto'];
export type ResultadoLectura = Lectura['resultado'];
export type LecturaNueva = Esquema['LecturaDto'];
export type LoteDeLecturas = Esquema['LoteDeLecturasDto'];
export type Conciliacion = Esquema['ConciliacionDto'];
export type FilaConciliacion = Esquema['FilaConciliacionDto'];
export type Traslado = Esquema['TrasladoRespuestaDto'];
/** A custodian and what they hold (docs/custodios.md). */
export type Custodio = Esquema['CustodioRespuestaDto'];
export type ActivoACargo = Esquema['ActivoACargoDto'];
export type MovimientoDeCustodia = Esquema['MovimientoDeCustodiaDto'];
export type CustodiaDeActivo = Esquema['CustodiaDeActivoDto'];
/** A field a company defines for its assets, and the body that creates one (docs/campos-personalizados.md). */
export type CampoPersonalizado = Esquema['CampoPersonalizadoRespuestaDto'];
export type CampoPersonalizadoNuevo = Esquema['CampoPersonalizadoDto'];
export type CampoPersonalizadoCambio = Esquema['CampoPersonalizadoCambioDto'];
/** A document kept with an asset, and a due date of one (docs/documentos.md). */
export type DocumentoDeActivo = Esquema['DocumentoRespuestaDto'];
export type Vencimiento = Esquema['VencimientoRespuestaDto'];
export type AvisoDeVencimientoEnviado = Esquema['AvisoEnviadoDto'];
/** A hand-over or return acta; firmadaEl null: pending signature. */
export type Acta = Esquema['ActaRespuestaDto'];
export type ActaEntregaNueva = Esquema['ActaEntregaDto'];
export type ActaDevolucionNueva = Esquema['ActaDevolucionDto'];
/** The company's texts of responsibility printed on its actas. */
export type TextosDeActas = Esquema['ActaConfiguracionDto'];
