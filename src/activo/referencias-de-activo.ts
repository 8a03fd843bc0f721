import { ConflictException, Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { limaDate } from '../common/lima-time';
import { deCompania } from '../common/tenancy';
import { indiceDeMes } from '../dominio/depreciacion';
import { Activo } from './activo.entity';
import { ActivoBaja } from './baja/activo-baja.entity';
import { ActivoMejora } from './mejora/activo-mejora.entity';

/** A kind of record an asset may have, as the refusal to delete it names it. */
export interface Registros {
  nombre: string;
  femenino: boolean;
}

/** Whether one of a company's assets has records of the module that registered it. */
export type TieneReferencias = (companiaId: number, activoId: number) => Promise<boolean>;

/**
 * The records other modules keep of an asset (movements, maintenances), asked about before it is deleted (assertEliminable). Those
 * modules import ActivoModule, so they register their own question here on init, through their own repositories,
 * instead of this module importing theirs.
 */
/** Why one of a company's assets cannot be disposed of now, read in the disposal's transaction; null when nothing stops it. */
export type ImpedimentoDeBaja = (manager: EntityManager, companiaId: number, activo: Pick<Activo, 'id' | 'codigo'>) => Promise<string | null>;

@Injectable()
export class ReferenciasDeActivo {
  private readonly consultas: Array<Registros & { tiene: TieneReferencias }> = [];
  private readonly impedimentosDeBaja: ImpedimentoDeBaja[] = [];

  /** A module's reason to refuse a disposal (a custodian holding the asset), asked in the disposal's transaction after its lock. */
  registrarImpedimentoDeBaja(impedimento: ImpedimentoDeBaja): void {
    this.impedimentosDeBaja.push(impedimento);
  }

  /** 409 with the first reason a module gives to keep the asset from its disposal. */
  async assertDeBajaPosible(manager: EntityManager, companiaId: number, activo: Pick<Activo, 'id' | 'codigo'>): Promise<void> {
    for (const impedimento of this.impedimentosDeBaja) {
      const motivo = await impedimento(manager, companiaId, activo);
      if (motivo) throw new ConflictException(motivo);
    }
  }

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

  /**
   * An asset with history is disposed of (baja), never deleted (docs/arquitectura.md, "Comportamiento transversal"): one already in the books' past
   * periods, or with movements, maintenances or improvements. One registered today is a typing error still, whatever
   * its acquisition date: it can go.
   */
  async assertEliminable(manager: EntityManager, activo: Activo): Promise<void> {
    const { companiaId, id } = activo;
    if (await manager.existsBy(ActivoBaja, deCompania(companiaId, { activoId: id }))) {
      throw new ConflictException('El activo está dado de baja: se conserva con su historial. Si la baja fue un error, reviértala');
    }
    const hoy = limaDate();
    const inicio = activo.fechaInicioUso ?? activo.fechaAdquisicion;
    const depreciado = inicio !== null && limaDate(activo.createdAt) !== hoy && indiceDeMes(inicio) < indiceDeMes(new Date(`${hoy}T00:00:00Z`));
    const [registros, conMejoras] = await Promise.all([
      this.de(companiaId, id),
      manager.existsBy(ActivoMejora, deCompania(companiaId, { activoId: id })),
    ]);
    if (conMejoras) registros.push({ nombre: 'mejoras', femenino: true });
    if (!depreciado && !registros.length) return;
    const partes = [...(depreciado ? ['depreciación de periodos anteriores'] : []), ...registros.map((r) => r.nombre)];
    // The participle agrees with the records it follows: feminine only when all of them are.
    const participio = !registros.length ? '' : registros.every((r) => r.femenino) ? ' registradas' : ' registrados';
    throw new ConflictException(`Use la baja del activo: tiene ${enumeracion(partes)}${participio}`);
  }
}

/** "a", "a y b", "a, b y c". */
const enumeracion = (partes: string[]) => (partes.length > 1 ? `${partes.slice(0, -1).join(', ')} y ${partes[partes.length - 1]}` : partes.join(''));
