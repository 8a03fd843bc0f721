import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { ReporteAsignacionDto, UsuarioAsignadoDto } from '../dto/asignacion.dto';
import { fechaCorta, nombreUsuario, soles } from '../formatos';
import { CompaniaReporte, documentoReporte, importe, tabla } from '../reporte-pdf';

const CABECERAS = ['Código', 'Descripción', 'Marca / Modelo / Serie', 'Área', 'Estado', 'Fecha de adquisición', 'Valor (S/)'];
const ANCHOS = [70, '*', 150, 90, 70, 60, 70];

const usuarioTexto = (usuario: UsuarioAsignadoDto) => `${nombreUsuario(usuario)}${usuario.codigo ? ` (${usuario.codigo})` : ''}`;
const resumen = (cantidad: number, valor: number) => `${cantidad.toLocaleString('es-PE')} activo(s) · ${soles.format(valor)}`;

/** Reporte de Asignación for printing: one section per user with its assets and totals, then the overall total. */
export function asignacionPdf(
  compania: CompaniaReporte,
  reporte: ReporteAsignacionDto,
  usuario: UsuarioAsignadoDto | null,
  ahora = new Date(),
): TDocumentDefinitions {
  const secciones = reporte.grupos.flatMap((grupo): Content[] => [
    { text: `${usuarioTexto(grupo.usuario)} — ${resumen(grupo.cantidad, grupo.valorTotal)}`, style: 'grupo' },
    grupo.activos.length
      ? tabla(
          CABECERAS,
          grupo.activos.map((a): TableCell[] => [
            a.codigo,
            a.descripcion,
            [a.marca, a.modelo, a.serie].filter(Boolean).join(' / ') || '—',
            a.area ?? '—',
            a.estado ?? 'Sin estado',
            fechaCorta(a.fechaAdquisicion),
            importe(a.total),
          ]),
          ANCHOS,
        )
      : { text: 'Sin activos asignados', style: 'dato' },
  ]);
  const detalle = [`Usuario: ${usuario ? usuarioTexto(usuario) : 'Todos los usuarios'}`, `Total asignado: ${resumen(reporte.cantidad, reporte.valorTotal)}`];
  if (reporte.sinAsignar) detalle.push(`Sin usuario asignado: ${resumen(reporte.sinAsignar.cantidad, reporte.sinAsignar.valorTotal)}`);
  return documentoReporte({
    compania,
    titulo: 'Reporte de Asignación de Activos',
    detalle,
    contenido: secciones.length ? secciones : [{ text: 'Ningún usuario tiene activos asignados', style: 'dato' }],
    ahora,
  });
}
