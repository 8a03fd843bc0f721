import { ActivoBaja } from './activo-baja.entity';
import { advertenciasDe } from './baja-reglas';

/** A disposal as every answer shows it. */
export type BajaRespuesta = Pick<
  ActivoBaja,
  | 'id'
  | 'activoId'
  | 'fecha'
  | 'motivo'
  | 'documento'
  | 'valorVenta'
  | 'observaciones'
  | 'profesional'
  | 'colegiatura'
  | 'costo'
  | 'depreciacionAcumulada'
  | 'valorNeto'
  | 'resultadoVenta'
  | 'reintegroIgv'
  | 'estadoAnterior'
  | 'usuarioNombre'
  | 'createdAt'
> & { advertencias: string[] };

export const respuestaDe = (baja: ActivoBaja): BajaRespuesta => ({
  id: baja.id,
  activoId: baja.activoId,
  fecha: baja.fecha,
  motivo: baja.motivo,
  documento: baja.documento,
  valorVenta: baja.valorVenta,
  observaciones: baja.observaciones,
  profesional: baja.profesional,
  colegiatura: baja.colegiatura,
  costo: baja.costo,
  depreciacionAcumulada: baja.depreciacionAcumulada,
  valorNeto: baja.valorNeto,
  resultadoVenta: baja.resultadoVenta,
  reintegroIgv: baja.reintegroIgv,
  estadoAnterior: baja.estadoAnterior,
  usuarioNombre: baja.usuarioNombre,
  createdAt: baja.createdAt,
  advertencias: advertenciasDe(baja),
});
