import { ExportColumn } from '../../common/spreadsheet';
import { MovimientoRespuesta } from '../movimiento.service';

const col = (key: keyof MovimientoRespuesta, header: string, type: ExportColumn<MovimientoRespuesta>['type'] = 'string'): ExportColumn<MovimientoRespuesta> => ({
  key,
  header,
  type,
});

/** Every header field of a movement under its Spanish header, its asset codes and its guide count, for "Exportar Excel". */
export const MOVIMIENTO_EXCEL_COLUMNS: ExportColumn<MovimientoRespuesta>[] = [
  col('id', 'N°', 'integer'),
  col('fecha', 'Fecha', 'datetime'),
  col('destinatario', 'Destinatario'),
  col('ruc', 'RUC'),
  col('detalle', 'Descripción'),
  col('puntoDePartida', 'Punto de Partida'),
  col('puntoDeLlegada', 'Punto de Llegada'),
  col('rucTransporte', 'RUC Transporte'),
  col('nombreTransporte', 'Nombre Transporte'),
  col('nombreDelConductor', 'Nombre del Conductor'),
  col('marcaPlacaTransporte', 'Marca y Placa'),
  col('licencia', 'Licencia'),
  { key: 'activos', header: 'Activos', type: 'string', width: 40, value: (m) => m.movimientoActivos.map((ma) => ma.activo.codigo).join(', ') },
  { key: 'guias', header: 'Guías', type: 'integer', value: (m) => m.guiaMovimientos.length },
];
