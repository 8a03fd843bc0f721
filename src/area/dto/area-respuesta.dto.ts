import type { Area } from '../area.entity';

/** Un área de la compañía. */
export class AreaRespuestaDto implements Omit<Area, 'compania' | 'busqueda'> {
  id: number;
  companiaId: number;
  nombre: string;
  createdAt: Date;
  updatedAt: Date;
}
