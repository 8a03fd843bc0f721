import { ExportColumn } from '../../common/spreadsheet';
import type { DefinicionDeCampo } from '../../campo-personalizado/valores-de-campos';
import { ActivoRespuesta } from '../activo-respuesta';

const col = (key: keyof ActivoRespuesta, header: string, type: ExportColumn<ActivoRespuesta>['type'] = 'string'): ExportColumn<ActivoRespuesta> => ({ key, header, type });

/** Every asset field under its Spanish header, for "Exportar Activos Excel". */
export const ACTIVO_EXCEL_COLUMNS: ExportColumn<ActivoRespuesta>[] = [
  col('codigo', 'Código'),
  col('descripcion', 'Descripción'),
  col('tipoActivo', 'Tipo de Activo'),
  col('marca', 'Marca'),
  col('modelo', 'Modelo'),
  col('serie', 'Serie'),
  col('color', 'Color'),
  col('tipoMaterial', 'Tipo de Material'),
  col('largo', 'Largo (cm)', 'money'),
  col('ancho', 'Ancho (cm)', 'money'),
  col('altura', 'Altura (cm)', 'money'),
  col('dimensiones', 'Dimensiones'),
  col('peso', 'Peso (kg)', 'money'),
  col('consumoEnergia', 'Consumo de Energía'),
  col('tipoEquipoCategoria', 'Tipo de Equipo'),
  col('codigoFamilia', 'Código de Familia'),
  col('categoria', 'Categoría'),
  col('edificio', 'Edificio'),
  col('piso', 'Piso'),
  col('codLinea', 'Código de Línea'),
  col('estado', 'Estado'),
  col('detalleStatus', 'Detalle del Estado'),
  col('observaciones', 'Observaciones'),
  { key: 'usuario', header: 'Usuario', type: 'string', value: (a) => (a.usuario ? [a.usuario.nombre, a.usuario.apellido].filter(Boolean).join(' ') : null) },
  col('usuarioAnterior', 'Usuario Anterior'),
  { key: 'area', header: 'Área', type: 'string', value: (a) => a.area?.nombre ?? null },
  { key: 'custodio', header: 'Custodio', type: 'string', value: (a) => (a.custodio ? `${a.custodio.nombres} ${a.custodio.apellidos}` : null) },
  col('sede', 'Sede'),
  col('nroVoucher', 'Nro. Voucher'),
  col('categoriaSunat', 'Categoría SUNAT'),
  col('centroCostos', 'Centro de Costos'),
  col('rucProveedor', 'RUC Proveedor'),
  col('proveedor', 'Proveedor'),
  col('fechaAdquisicion', 'Fecha de Adquisición', 'date'),
  col('nroFactura', 'Nro. Factura'),
  col('tipoEquipoContable', 'Tipo de Equipo Contable'),
  col('descripcionContable', 'Descripción Contable'),
  col('cantidad', 'Cantidad', 'integer'),
  col('precioUndMn', 'Precio Unitario MN (S/)', 'money'),
  col('precioUndMe', 'Precio Unitario ME', 'money'),
  col('tipoCambio', 'Tipo de Cambio', 'rate'),
  col('importeMn', 'Importe MN (S/)', 'money'),
  col('precio', 'Precio sin IGV (S/)', 'money'),
  col('igv', 'IGV (S/)', 'money'),
  col('total', 'Total (S/)', 'money'),
  col('tasaDepreciacion', 'Tasa de Depreciación (%)', 'money'),
  col('anioFabricacion', 'Año de Fabricación', 'integer'),
  col('fechaInventario', 'Fecha de Inventario', 'date'),
  col('imagen', 'Imagen'),
  col('activoBool', 'Vigente', 'boolean'),
  col('fechaCreacion', 'Fecha de Creación', 'datetime'),
  col('fechaModificacion', 'Fecha de Modificación', 'datetime'),
];

/** The columns of the company's fields, after the asset's own: a number as a number, a yes/no as Sí/No, the rest as text. */
export function columnasDeCampos(campos: readonly DefinicionDeCampo[]): ExportColumn<ActivoRespuesta>[] {
  return campos.map((campo) => ({
    key: `campo.${campo.clave}`,
    header: campo.etiqueta,
    type: campo.tipo === 'numero' ? 'money' : 'string',
    value: (a) => {
      const valor = a.camposPersonalizados?.[campo.clave];
      return typeof valor === 'boolean' ? (valor ? 'Sí' : 'No') : (valor ?? null);
    },
  }));
}
