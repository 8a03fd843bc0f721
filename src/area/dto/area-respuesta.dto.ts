import type { Area } from '../area.entity';

/** Un área de la compañía. */
export class AreaRespuestaDto implements Omit<Area, 'compania' | 'busqueda'> {
  id: number;
  companiaId: number;
  nombre: string;
  /** Cost centre of the journal's lines; null when not set. */
  centroCosto: string | null;
  createdAt: Date;
  updatedAt: Date;
}
