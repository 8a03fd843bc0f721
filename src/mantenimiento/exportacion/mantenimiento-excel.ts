import { ExportColumn } from '../../common/spreadsheet';
import { MantenimientoRespuesta } from '../mantenimiento.service';

const usuarios = (m: MantenimientoRespuesta) =>
  m.mantenimientoUsuarios
    .map(({ usuario, rol }) => [usuario.nombre, usuario.apellido].filter(Boolean).join(' ') + (rol ? ` (${rol})` : ''))
    .join(', ');

/** The maintenance table of the screen under its Spanish headers, for "Exportar Excel" (Mantenimientos.xlsx). */
export const MANTENIMIENTO_EXCEL_COLUMNS: ExportColumn<MantenimientoRespuesta>[] = [
  { key: 'id', header: 'ID', type: 'integer' },
  { key: 'codigo', header: 'Código', type: 'string' },
  { key: 'descripcion', header: 'Descripción', type: 'string', width: 40 },
  { key: 'descripcionServicio', header: 'Descripción del Servicio', type: 'string', width: 40 },
  { key: 'estado', header: 'Estado', type: 'string', width: 14 },
  { key: 'fecha', header: 'Fecha Programada', type: 'datetime' },
  { key: 'fechaNotificacion', header: 'Fecha de Notificación', type: 'datetime' },
  { key: 'usuarios', header: 'Usuarios', type: 'string', width: 40, value: usuarios },
  { key: 'nro', header: 'Nro', type: 'string', width: 14 },
  { key: 'opcion', header: 'Opción', type: 'string', width: 8 },
];
