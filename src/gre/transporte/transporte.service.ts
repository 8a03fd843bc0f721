import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { ConductorService, DatosDeConductor } from './conductor.service';
import { DatosDeVehiculo, VehiculoService } from './vehiculo.service';

/** The drivers and vehicles an emitted guide names. */
export interface TransporteUsado {
  conductores?: DatosDeConductor[];
  vehiculos?: DatosDeVehiculo[];
}

/** What other modules call: the transport master data as a guide uses it. */
@Injectable()
export class TransporteService {
  constructor(
    private readonly conductores: ConductorService,
    private readonly vehiculos: VehiculoService,
  ) {}

  /**
   * Remembers the drivers and vehicles of a guide being emitted, in the emission's own transaction (`manager`), so the
   * next guide offers them: new ones are added, known ones take the names, licence, description, TUC and category it
   * gives. A value that breaks a rule answers 400 and undoes the emission with it.
   */
  async recordar(companiaId: number, { conductores = [], vehiculos = [] }: TransporteUsado, manager: EntityManager): Promise<void> {
    await this.conductores.recordar(manager, companiaId, conductores);
    await this.vehiculos.recordar(manager, companiaId, vehiculos);
  }
}
