import { Injectable } from '@nestjs/common';

/** A kind of record an asset may have, as the refusal to delete it names it. */
export interface Registros {
  nombre: string;
  femenino: boolean;
}

/** Whether one of a company's assets has records of the module that registered it. */
export type TieneReferencias = (companiaId: number, activoId: number) => Promise<boolean>;

/**
 * The records other modules keep of an asset (movements, maintenances), asked about before it is deleted. Those
 * modules import ActivoModule, so they register their own question here on init, through their own repositories,
 * instead of this module importing theirs.
 */
@Injectable()
export class ReferenciasDeActivo {
  private readonly consultas: Array<Registros & { tiene: TieneReferencias }> = [];

  /** `nombre` is how the refusal names the records, in plural ("movimientos"); `femenino` makes "registradas" agree with it. */
  registrar(nombre: string, tiene: TieneReferencias, femenino = false): void {
    // By name: the modules' init order is Nest's to choose, the refusal's words are not.
    this.consultas.push({ nombre, femenino, tiene });
    this.consultas.sort((a, b) => a.nombre.localeCompare(b.nombre));
  }

  /** The records the asset has, by name. */
  async de(companiaId: number, activoId: number): Promise<Registros[]> {
    const tiene = await Promise.all(this.consultas.map((consulta) => consulta.tiene(companiaId, activoId)));
    return this.consultas.filter((_, i) => tiene[i]).map(({ nombre, femenino }) => ({ nombre, femenino }));
  }
}
