import type { Area } from '../area.entity';

/** Un área de la compañía. */
export class AreaRespuestaDto implements Omit<Area, 'compania' | 'busqueda'> {
  id: number;
  companiaId: number;
  nombre: string;
  /** Cost centre of the journal's lines; null when not set. */
  centroCosto: string | null;
  /** Class 9 account of its destination entries; null: the company's. */
  cuentaDestino: string | null;
  createdAt: Date;
  updatedAt: Date;
}
