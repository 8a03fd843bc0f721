import { FechaRequerida, ImporteRequerido, TextoRequerido } from '../../../common/dto-fields';
import { HastaHoy } from '../../fecha-adquisicion';

/** Body of POST /api/activos/{id}/mejoras: an improvement that adds to the asset's depreciable cost. */
export class MejoraDto {
  /** The day it was completed: not after today (Lima) nor before the asset's acquisition; it counts from the next month. */
  @FechaRequerida('La fecha de la mejora', 'La fecha de la mejora es obligatoria')
  @HastaHoy('La fecha de la mejora no puede ser posterior a hoy')
  fecha: Date;

  @TextoRequerido('La descripción de la mejora es obligatoria', 'La descripción de la mejora', 500)
  descripcion: string;

  /** S/, in the company's depreciable base (total with IGV or precio without it); above 0. */
  @ImporteRequerido('El importe de la mejora')
  importe: number;

  /** The invoice or voucher that backs it. */
  @TextoRequerido('El documento de la mejora es obligatorio (factura o comprobante)', 'El documento de la mejora', 100)
  documento: string;
}
