import type { Conductor } from '../conductor.entity';
import type { Vehiculo } from '../vehiculo.entity';

/** Un conductor recordado por la compañía. */
export class ConductorRespuestaDto implements Omit<Conductor, 'compania' | 'busqueda'> {
  id: number;
  companiaId: number;
  /** SUNAT's catálogo 06 code (never 6). */
  tipoDocumento: string;
  numeroDocumento: string;
  nombres: string;
  apellidos: string;
  licencia: string;
  createdAt: Date;
  updatedAt: Date;
}

/** Un vehículo recordado por la compañía. */
export class VehiculoRespuestaDto implements Omit<Vehiculo, 'compania' | 'busqueda'> {
  id: number;
  companiaId: number;
  /** Normalised: ABC123. */
  placa: string;
  descripcion: string | null;
  tuc: string | null;
  /** Category M1 or L. */
  m1l: boolean;
  createdAt: Date;
  updatedAt: Date;
}
