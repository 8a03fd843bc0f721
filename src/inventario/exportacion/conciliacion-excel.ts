import { ExportColumn, HojaXlsx } from '../../common/spreadsheet';
import type { DocumentoDeInventario } from '../inventario.service';
import { ActivoEnUbicacion, LecturaRespuesta, textoDeEstado, textoDeFechaCorte, textoDeUbicacion, Ubicacion } from '../inventario-reglas';

/** A row of the reconciliation sheet: an asset of the books, a reading, or both. */
interface FilaDeHoja {
  resultado: string;
  activo: ActivoEnUbicacion | null;
  lectura: LecturaRespuesta | null;
  propuesta: Ubicacion | null;
}

/** Each group as the sheet names it, in the order it lists them. */
const GRUPOS: Array<[Exclude<keyof DocumentoDeInventario['conciliacion'], 'inventario' | 'resumen' | 'sobrantes'> | 'sobrantes', string]> = [
  ['encontrados', 'Encontrado'],
  ['otraUbicacion', 'En otra ubicación'],
  ['faltantes', 'Faltante'],
  ['sobrantes', 'Sobrante'],
  ['dadosDeBaja', 'Dado de baja'],
  ['fueraDeAlcance', 'Fuera de alcance'],
];

const COLUMNAS: ExportColumn<FilaDeHoja>[] = [
  { key: 'resultado', header: 'Resultado', type: 'string', width: 18 },
  { key: 'codigo', header: 'Código', type: 'string', width: 16, value: (f) => f.activo?.codigo ?? f.lectura?.codigo },
  { key: 'descripcion', header: 'Descripción', type: 'string', width: 36, value: (f) => f.activo?.descripcion },
  { key: 'libros', header: 'Ubicación en libros', type: 'string', width: 48, value: (f) => f.activo && textoDeUbicacion(f.activo.ubicacion) },
  { key: 'leida', header: 'Ubicación encontrada', type: 'string', width: 48, value: (f) => f.lectura && textoDeUbicacion(f.lectura.ubicacion) },
  { key: 'propuesta', header: 'Traslado propuesto', type: 'string', width: 48, value: (f) => f.propuesta && textoDeUbicacion(f.propuesta) },
  { key: 'estadoFisico', header: 'Estado físico', type: 'string', width: 12, value: (f) => f.lectura?.estadoFisico },
  { key: 'observacion', header: 'Observación', type: 'string', width: 30, value: (f) => f.lectura?.observacion },
  { key: 'leidoEl', header: 'Leído el', type: 'datetime', value: (f) => f.lectura?.leidoEl },
  { key: 'usuario', header: 'Contado por', type: 'string', value: (f) => f.lectura?.usuario },
];

/** Every row of the reconciliation, group after group. */
function* filas({ conciliacion }: DocumentoDeInventario): Generator<FilaDeHoja> {
  for (const [grupo, resultado] of GRUPOS) {
    if (grupo === 'sobrantes') for (const lectura of conciliacion.sobrantes) yield { resultado, activo: null, lectura, propuesta: null };
    else for (const { activo, lectura, propuesta } of conciliacion[grupo]) yield { resultado, activo, lectura, propuesta };
  }
}

/**
 * The reconciliation's workbook: a summary sheet (company, campaign, state, PROVISIONAL while open, the figures and who
 * counted) and one sheet with every row and its "Resultado".
 */
export function hojasDeConciliacion(documento: DocumentoDeInventario): HojaXlsx<any>[] {
  const { compania, conciliacion, alcance, contadores } = documento;
  const { inventario, resumen } = conciliacion;
  const resumenFilas: Array<[string, string | number]> = [
    ['Compañía', `${compania.razonSocial} (RUC ${compania.ruc})`],
    ['Inventario', inventario.nombre],
    ['Fecha de corte', textoDeFechaCorte(inventario)],
    ['Alcance', alcance],
    ['Estado', textoDeEstado(inventario)],
    ['Activos esperados', resumen.esperados],
    ['Encontrados en su ubicación', resumen.encontrados],
    ['Encontrados en otra ubicación', resumen.otraUbicacion],
    ['Faltantes', resumen.faltantes],
    ['Sobrantes', resumen.sobrantes],
    ['Dados de baja y encontrados', resumen.dadosDeBaja],
    ['Leídos fuera del alcance', resumen.fueraDeAlcance],
    ...contadores.map(({ usuario, lecturas }): [string, string] => ['Contado por', `${usuario}: ${lecturas} lecturas`]),
  ];
  return [
    {
      name: 'Resumen',
      columns: [
        { key: 'concepto', header: 'Concepto', type: 'string', width: 32 },
        { key: 'valor', header: 'Valor', type: 'string', width: 80 },
      ],
      rows: resumenFilas.map(([concepto, valor]) => ({ concepto, valor: String(valor) })),
    },
    { name: 'Conciliación', columns: COLUMNAS, rows: () => filas(documento) },
  ];
}
