import { EstadoGre, GuiaElectronica, IntentoGre } from '../guia-electronica.entity';

export class CdrGreDto {
  /** 0 accepted; SUNAT's error code when refused. */
  codigo: string;
  descripcion: string;
  /** SUNAT's notes, "CODE - text". */
  observaciones: string[];
  /** The link the printed guide's QR carries, verbatim. */
  enlace: string | null;
}

export class ErrorGreDto {
  codigo: string | null;
  mensaje: string;
}

export class IntentoGreDto implements IntentoGre {
  fecha: string;
  accion: 'envio' | 'consulta';
  resultado: string;
}

/** A movement's electronic guide as the screens follow it. */
export class GuiaElectronicaRespuestaDto {
  id: number;
  movimientoId: number;
  /** pendiente, enviado, aceptado, observado, rechazado or error. */
  estado: EstadoGre;
  serie: string;
  numero: number;
  /** T001-125. */
  documento: string;
  fechaEmision: string;
  emitidaEl: Date;
  emitidaPor: string;
  ticket: string | null;
  /** Motivo (catálogo 20), modalidad, destinatario and weight, as the guide carries them. */
  motivo: string;
  modalidad: string;
  destinatario: string;
  cdr: CdrGreDto | null;
  /** Why SUNAT did not register it (estado error). */
  error: ErrorGreDto | null;
  intentos: IntentoGreDto[];
}


/** The answer of a guide row. */
export function respuestaDeGuia(guia: GuiaElectronica): GuiaElectronicaRespuestaDto {
  const datos = JSON.parse(guia.datos) as { motivo: string; modalidad: string; destinatario: { numeroDocumento: string; razonSocial: string } };
  return {
    id: guia.id,
    movimientoId: guia.movimientoId,
    estado: guia.estado,
    serie: guia.serie,
    numero: guia.numero,
    documento: `${guia.serie}-${guia.numero}`,
    fechaEmision: guia.fechaEmision,
    emitidaEl: guia.emitidaEl,
    emitidaPor: guia.emitidaPor,
    ticket: guia.ticket,
    motivo: datos.motivo,
    modalidad: datos.modalidad,
    destinatario: `${datos.destinatario.razonSocial} (${datos.destinatario.numeroDocumento})`,
    cdr:
      guia.cdrCodigo === null
        ? null
        : { codigo: guia.cdrCodigo, descripcion: guia.cdrDescripcion ?? '', observaciones: JSON.parse(guia.cdrObservaciones ?? '[]') as string[], enlace: guia.enlaceQr },
    error: guia.estado === 'error' && guia.errorMensaje ? { codigo: guia.errorCodigo, mensaje: guia.errorMensaje } : null,
    intentos: JSON.parse(guia.intentos) as IntentoGre[],
  };
}
