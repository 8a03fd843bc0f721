import { EntityManager } from 'typeorm';
import { IMPORTE_NEGATIVO } from '../../dominio/importe-texto';
import { rucError } from '../../common/peru';
import { bulkInsert } from '../../database/bulk-insert';
import { ImportField } from '../../common/spreadsheet';
import { ImportDefinition, ImportValues, RowCheck } from '../../importacion/excel-import';
import { Activo, activoSearchText } from '../activo.entity';
import { ReservaCodigos } from '../activo-codigos';
import { errorFechaAdquisicion, fechasDeUso } from '../fecha-adquisicion';
import { CalculoIgv, calcularImportes, IMPORTE_EXCEDIDO, importesCaben } from '../../dominio/importes';
import { categoriaPorReferencia, CLAVES_CATEGORIA_DEPRECIACION, errorDeTasa } from '../../dominio/tasas-sunat';
import { ActivoDepreciable } from '../../dominio/depreciacion';
import { RevisionDeAperturas } from '../../dominio/libros';
import { DefinicionDeCampo, MAX_TEXTO_DE_CAMPO, validarValores } from '../../campo-personalizado/valores-de-campos';

const texto = (key: string, label: string, maxLength: number): ImportField => ({ key, label, type: 'string', maxLength });
const decimal = (key: string, label: string): ImportField => ({ key, label, type: 'decimal' });
const importe = (key: string, label: string): ImportField => ({ key, label, type: 'importe' });

/** The import targets of docs/especificacion-activos.md §3 "Campos de columnas de importación": `<Key>Column` in the config. */
export const ACTIVO_IMPORT_FIELDS: readonly ImportField[] = [
  texto('codigo', 'Código', 50),
  { key: 'descripcion', label: 'Descripción', type: 'string', maxLength: 500, required: true },
  texto('tipoActivo', 'Tipo de Activo', 100),
  texto('marca', 'Marca', 100),
  texto('modelo', 'Modelo', 100),
  texto('serie', 'Serie', 100),
  texto('color', 'Color', 50),
  texto('tipoMaterial', 'Tipo de Material', 100),
  decimal('largo', 'Largo'),
  decimal('ancho', 'Ancho'),
  decimal('altura', 'Altura'),
  texto('dimensiones', 'Dimensiones', 100),
  decimal('peso', 'Peso'),
  texto('consumoEnergia', 'Consumo de Energía', 50),
  texto('tipoEquipoCategoria', 'Tipo de Equipo', 100),
  texto('codigoFamilia', 'Código de Familia', 50),
  texto('categoria', 'Categoría', 100),
  texto('edificio', 'Edificio', 100),
  texto('piso', 'Piso', 50),
  texto('codLinea', 'Código de Línea', 50),
  texto('estado', 'Estado', 50),
  texto('detalleStatus', 'Detalle del Estado', 255),
  texto('observaciones', 'Observaciones', 1000),
  texto('usuarioAnterior', 'Usuario Anterior', 200),
  texto('sede', 'Sede', 100),
  texto('nroVoucher', 'Nro. Voucher', 50),
  texto('categoriaSunat', 'Categoría SUNAT', 100),
  texto('centroCostos', 'Centro de Costos', 100),
  { ...texto('rucProveedor', 'RUC Proveedor', 11), digits: 11, paddedFrom: 10 },
  texto('proveedor', 'Proveedor', 200),
  { key: 'fechaAdquisicion', label: 'Fecha de Adquisición', type: 'date' },
  { key: 'fechaInicioUso', label: 'Fecha de Inicio de Uso', type: 'date' },
  texto('nroFactura', 'Nro. Factura', 50),
  texto('tipoEquipoContable', 'Tipo de Equipo Contable', 100),
  texto('descripcionContable', 'Descripción Contable', 255),
  { key: 'cantidad', label: 'Cantidad', type: 'integer' },
  importe('precioUndMn', 'Precio Unitario MN'),
  importe('precioUndMe', 'Precio Unitario ME'),
  decimal('tipoCambio', 'Tipo de Cambio'),
  importe('importeMn', 'Importe MN'),
  importe('precio', 'Precio'),
  importe('igv', 'IGV'),
  importe('total', 'Total'),
  decimal('tasaDepreciacion', 'Tasa de Depreciación'),
  // As at the day before the company's cut-over date (docs/contabilidad.md).
  importe('depreciacionAcumuladaInicial', 'Depreciación Acumulada Inicial'),
  importe('depreciacionAcumuladaInicialFinanciera', 'Depreciación Acumulada Inicial Financiera'),
  { key: 'vidaUtilMeses', label: 'Vida Útil (meses)', type: 'integer' },
  importe('valorResidual', 'Valor Residual'),
  // The clave, the name or the item number of RLIR art. 22 b) (categoriaPorReferencia); read per row.
  texto('categoriaDepreciacion', 'Categoría SUNAT de Depreciación', 200),
  { key: 'anioFabricacion', label: 'Año de Fabricación', type: 'integer' },
  { key: 'fechaInventario', label: 'Fecha de Inventario', type: 'date' },
];

/** The import target of a company's field: `campo.<clave>`, mapped by `campo.<clave>Column`; checked by validarValores. */
const claveDeImportacion = (campo: DefinicionDeCampo) => `campo.${campo.clave}`;

function campoDeImportacion(campo: DefinicionDeCampo): ImportField {
  const type = campo.tipo === 'numero' ? 'decimal' : campo.tipo === 'fecha' ? 'date' : 'string';
  return { key: claveDeImportacion(campo), label: campo.etiqueta, type, ...(type === 'string' && { maxLength: MAX_TEXTO_DE_CAMPO }) };
}

/** An insert binds every column of the activo table (about 65); sizes the chunks under the parameter caps. */
const INSERTED_COLUMNS = 65;

const NUMEROS_NO_NEGATIVOS = ['largo', 'ancho', 'altura', 'peso', 'tipoCambio', 'tasaDepreciacion'];

/**
 * One asset import for a company: the codes already in use (database and earlier
 * rows of the file) are known up front, so duplicates are reported per row; empty
 * codes get the next free ones. `ejercicioCerrado` says why a row's dates fall in a
 * closed year, or null, as the asset's body is refused.
 */
export function activoImportDefinition(
  companiaId: number,
  codigosEnUso: Set<string>,
  reserva: ReservaCodigos,
  ejercicioCerrado: (fechas: Array<Date | null>) => Promise<string | null>,
  calculoIgv: CalculoIgv,
  revisarAperturas: (activo: ActivoDepreciable) => RevisionDeAperturas,
  campos: readonly DefinicionDeCampo[],
): ImportDefinition<Activo> {
  const label = (key: string) => ACTIVO_IMPORT_FIELDS.find((f) => f.key === key)!.label;
  return {
    fields: [...ACTIVO_IMPORT_FIELDS, ...campos.map(campoDeImportacion)],
    entity: Activo,
    parametersPerRow: INSERTED_COLUMNS,
    missingMappingMessage: () => 'La columna "Descripción" es requerida',
    summarize: (values) => ({ codigo: (values.codigo as string) ?? '', descripcion: (values.descripcion as string) ?? '' }),

    async validateRow(values: ImportValues): Promise<RowCheck<Activo>> {
      const errores: string[] = [];
      const numero = (key: string) => values[key] as number | null;
      const errorRuc = values.rucProveedor && rucError(values.rucProveedor, 'RUC debe tener 11 dígitos');
      if (errorRuc) errores.push(`${label('rucProveedor')}: ${errorRuc}`);
      const anio = numero('anioFabricacion');
      if (anio !== null && (anio < 1900 || anio > 2030)) errores.push(`${label('anioFabricacion')}: Año debe estar entre 1900 y 2030`);
      const cantidad = numero('cantidad');
      if (cantidad !== null && cantidad < 1) errores.push(`${label('cantidad')}: la cantidad debe ser al menos 1`);
      for (const key of NUMEROS_NO_NEGATIVOS) if ((numero(key) ?? 0) < 0) errores.push(`${label(key)}: ${IMPORTE_NEGATIVO}`);
      const vidaUtil = numero('vidaUtilMeses');
      if (vidaUtil !== null && (vidaUtil < 1 || vidaUtil > 1200)) errores.push(`${label('vidaUtilMeses')}: debe estar entre 1 y 1200`);
      if ((numero('tasaDepreciacion') ?? 0) > 100) errores.push(`${label('tasaDepreciacion')}: debe estar entre 0 y 100`);
      const fechaAdquisicion = values.fechaAdquisicion as Date | null;
      const errorFecha = fechaAdquisicion && errorFechaAdquisicion(fechaAdquisicion);
      if (errorFecha) errores.push(errorFecha);
      const fechas = fechasDeUso({ fechaAdquisicion, fechaInicioUso: values.fechaInicioUso as Date | null });
      if (fechas.error) errores.push(fechas.error);
      const referencia = values.categoriaDepreciacion as string | null;
      const categoriaDepreciacion = referencia ? categoriaPorReferencia(referencia) : null;
      if (referencia && !categoriaDepreciacion) {
        errores.push(
          `${label('categoriaDepreciacion')}: "${referencia}" no es una categoría de RLIR art. 22 b); use el número del inciso (1 a 6), edificios o una clave: ${CLAVES_CATEGORIA_DEPRECIACION.join(', ')}`,
        );
      }
      const errorTasa = errorDeTasa({ tasaDepreciacion: numero('tasaDepreciacion'), categoriaDepreciacion });
      if (errorTasa) errores.push(errorTasa);
      const propios = validarValores(campos, Object.fromEntries(campos.map((campo) => [campo.clave, values[claveDeImportacion(campo)]])), categoriaDepreciacion);
      errores.push(...propios.errores);

      const importes = calcularImportes({
        cantidad,
        precioUndMn: numero('precioUndMn'),
        precioUndMe: numero('precioUndMe'),
        tipoCambio: numero('tipoCambio'),
        conIgv: (numero('igv') ?? 0) > 0,
        calculoIgv,
      });
      if (!importesCaben(importes)) errores.push(IMPORTE_EXCEDIDO);

      // The row's asset is built once, with every property it will carry, and checked as it is: a spread of
      // ~60 properties per check, and properties added after the literal (reshaping the object), were hot spots
      // of a 10,000-row file. The amounts override the cells; the code and search columns are set once known.
      const activo = {
        ...values,
        ...importes,
        fechaInicioUso: fechas.fechaInicioUso,
        categoriaDepreciacion,
        codigo: values.codigo,
        companiaId,
        activoBool: true,
        camposPersonalizados: propios.valores,
        descripcionBusqueda: '',
        busqueda: '',
      } as unknown as Activo & ActivoDepreciable;
      const aperturas = revisarAperturas(activo);
      errores.push(...aperturas.errores);

      let codigo = values.codigo as string | null;
      if (codigo && codigosEnUso.has(codigo)) errores.push(`${label('codigo')}: el código "${codigo}" ya existe`);
      // Only a row valid otherwise asks the database about its dates.
      const errorCierre = errores.length ? null : await ejercicioCerrado([fechaAdquisicion, fechas.fechaInicioUso]);
      if (errorCierre) errores.push(errorCierre);
      if (errores.length) return { ok: false, message: errores.join('; ') };
      if (codigo) codigosEnUso.add(codigo);
      else codigo = await reserva.tomar();

      activo.codigo = codigo;
      const { descripcionBusqueda, busqueda } = activoSearchText(activo);
      activo.descripcionBusqueda = descripcionBusqueda;
      activo.busqueda = busqueda;
      return { ok: true, value: activo, summary: { codigo, descripcion: activo.descripcion }, notes: aperturas.advertencias };
    },

    saveChunk: (rows: Activo[], manager: EntityManager) => bulkInsert(manager, Activo, rows),
  };
}
