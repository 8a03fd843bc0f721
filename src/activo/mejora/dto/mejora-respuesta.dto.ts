import type { MejoraRespuesta } from '../mejora.service';

/** Una mejora de un activo: su importe se suma al costo depreciable desde el mes siguiente a su fecha. */
export class MejoraRespuestaDto implements MejoraRespuesta {
  id: number;
  activoId: number;
  /** The day it was completed, UTC midnight. */
  fecha: Date;
  descripcion: string;
  /** S/, in the company's depreciable base. */
  importe: number;
  /** The invoice or voucher that backs it. */
  documento: string;
  createdAt: Date;
}
