import { FilaDepreciacion } from '../../dominio/depreciacion';
import { enCentimos, enSoles } from '../formatos';
import { acumuladoDelTramo } from './tramo';

const IMPORTES = ['valor', 'acumuladaInicial', 'delPeriodo', 'acumuladaFinal', 'valorNeto'] as const;
type Importes = Record<(typeof IMPORTES)[number], number>;

/** A category's depreciation over the period, S/. */
export interface ResumenCategoria extends Importes {
  categoria: string;
  cantidad: number;
}

export interface ResumenDepreciacion {
  categorias: ResumenCategoria[];
  total: ResumenCategoria;
  /** Assets without an acquisition date: they have no schedule. */
  sinFecha: number;
}

const vacio = (categoria: string): ResumenCategoria => ({ categoria, cantidad: 0, ...(Object.fromEntries(IMPORTES.map((campo) => [campo, 0])) as Importes) });

/** Adds up, in cents, the period's months of each asset by its category while the assets go by. */
export class SumaDepreciacion {
  private readonly porCategoria = new Map<string, ResumenCategoria>();
  private sinFecha = 0;

  sumar(activo: { categoria: string | null; total: number; fechaAdquisicion: Date | null }, meses: FilaDepreciacion[]): void {
    if (!activo.fechaAdquisicion) this.sinFecha++;
    if (meses.length === 0) return;
    const categoria = activo.categoria?.trim() || 'Sin categoría';
    const suma = this.porCategoria.get(categoria) ?? vacio(categoria);
    this.porCategoria.set(categoria, suma);
    const { inicial, final } = acumuladoDelTramo(meses);
    const centimos: Importes = {
      valor: enCentimos(activo.total),
      acumuladaInicial: inicial,
      delPeriodo: final - inicial,
      acumuladaFinal: final,
      valorNeto: enCentimos(meses[meses.length - 1].saldoActual),
    };
    suma.cantidad++;
    for (const campo of IMPORTES) suma[campo] += centimos[campo];
  }

  get resumen(): ResumenDepreciacion {
    const categorias = [...this.porCategoria.values()].sort((a, b) => a.categoria.localeCompare(b.categoria, 'es'));
    const total = vacio('Total');
    for (const categoria of categorias) {
      total.cantidad += categoria.cantidad;
      for (const campo of IMPORTES) total[campo] += categoria[campo];
    }
    const enSolesDe = (suma: ResumenCategoria): ResumenCategoria => ({
      ...suma,
      ...Object.fromEntries(IMPORTES.map((campo) => [campo, enSoles(suma[campo])])),
    });
    return { categorias: categorias.map(enSolesDe), total: enSolesDe(total), sinFecha: this.sinFecha };
  }
}
