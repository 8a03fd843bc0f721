import { ExportColumn } from '../common/spreadsheet';
import { Asiento, LineaDeAsiento } from './libro-diario';

/** The subdiario of the entries of fixed assets: the company maps it to its own when importing (docs/contabilidad.md). */
export const SUBDIARIO = '05';
/** The journal is kept in soles: foreign-currency assets are converted at their acquisition's exchange rate. */
const MONEDA = 'PEN';

type Renglon = LineaDeAsiento & Pick<Asiento, 'numero' | 'fecha' | 'glosa' | 'documento'>;

/** One row per line, in the order accounting systems import them (docs/contabilidad.md, "Archivo de asientos"). */
export const COLUMNAS_ASIENTOS: ExportColumn<Renglon>[] = [
  { key: 'numero', header: 'Asiento', type: 'integer', width: 9 },
  { key: 'fecha', header: 'Fecha', type: 'date' },
  { key: 'subdiario', header: 'Subdiario', type: 'string', width: 10, value: () => SUBDIARIO },
  { key: 'cuenta', header: 'Cuenta', type: 'string', width: 10 },
  { key: 'glosa', header: 'Glosa', type: 'string', width: 44 },
  { key: 'debe', header: 'Debe', type: 'money' },
  { key: 'haber', header: 'Haber', type: 'money' },
  { key: 'moneda', header: 'Moneda', type: 'string', width: 8, value: () => MONEDA },
  { key: 'tipoCambio', header: 'Tipo de Cambio', type: 'rate', width: 14, value: () => 1 },
  { key: 'centroCosto', header: 'Centro de Costo', type: 'string', width: 16 },
  { key: 'documento', header: 'Documento', type: 'string', width: 18 },
  { key: 'activoCodigo', header: 'Activo', type: 'string', width: 14 },
];

export const renglonesDeAsientos = (asientos: Asiento[]): Renglon[] =>
  asientos.flatMap(({ lineas, ...asiento }) => lineas.map((linea) => ({ ...asiento, ...linea })));
