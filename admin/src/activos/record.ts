import type { RaRecord } from 'react-admin';

/** An asset as the API answers it (spec part 1 §3 "Asset"); amounts in S/, dates as ISO 8601. */
export interface Activo extends RaRecord {
    id: number;
    companiaId: number;
    codigo: string;
    tipoActivo: string | null;
    descripcion: string;
    marca: string | null;
    modelo: string | null;
    serie: string | null;
    color: string | null;
    tipoMaterial: string | null;
    largo: number | null;
    ancho: number | null;
    altura: number | null;
    dimensiones: string | null;
    peso: number | null;
    consumoEnergia: string | null;
    tipoEquipoCategoria: string | null;
    codigoFamilia: string | null;
    categoria: string | null;
    edificio: string | null;
    piso: string | null;
    direccionId: number | null;
    codLinea: string | null;
    estado: string | null;
    detalleStatus: string | null;
    observaciones: string | null;
    usuarioId: number | null;
    usuario: { nombre: string; apellido: string | null } | null;
    usuarioAnterior: string | null;
    areaId: number | null;
    area: { nombre: string } | null;
    sede: string | null;
    nroVoucher: string | null;
    categoriaSunat: string | null;
    centroCostos: string | null;
    rucProveedor: string | null;
    proveedor: string | null;
    fechaAdquisicion: string | null;
    nroFactura: string | null;
    tipoEquipoContable: string | null;
    descripcionContable: string | null;
    cantidad: number;
    precioUndMn: number | null;
    precioUndMe: number | null;
    tipoCambio: number | null;
    importeMn: number;
    precio: number;
    igv: number;
    total: number;
    tasaDepreciacion: number | null;
    anioFabricacion: number | null;
    fechaInventario: string | null;
    imagen: string | null;
    /** The image's 160 px WebP thumbnail, for lists and pickers; null for no image or an external URL. */
    imagenMiniatura: string | null;
    activoBool: boolean;
    fechaCreacion: string;
    fechaModificacion: string;
}

/** One change of an asset's location, newest first from GET /api/activos/{id}/location-history. */
export interface UbicacionCambio {
    id: number;
    fechaCambio: string;
    usuarioCambio: string | null;
    motivo: string | null;
    direccionAnterior: string | null;
    direccionNueva: string | null;
    edificioAnterior: string | null;
    edificioNuevo: string | null;
    pisoAnterior: string | null;
    pisoNuevo: string | null;
    areaAnterior: string | null;
    areaNueva: string | null;
    sedeAnterior: string | null;
    sedeNueva: string | null;
    observaciones: string | null;
}

/** One month of an asset's depreciation schedule. */
export interface FilaDepreciacion {
    numeroMes: number;
    /** YYYYMM */
    periodo: number;
    depreciacionMensual: number;
    depreciacionAcumulada: number;
    saldoActual: number;
    fechaMes: string;
}

/** "ACT-000001 - Laptop Dell": how an asset is named in questions and pickers. */
export const activoName = (activo: Pick<Activo, 'codigo' | 'descripcion'>): string =>
    `${activo.codigo} - ${activo.descripcion}`;

/** The asset's responsible user, "Nombre Apellido". */
export const usuarioNombre = (usuario: Activo['usuario']): string =>
    usuario ? [usuario.nombre, usuario.apellido].filter(Boolean).join(' ') : '';
