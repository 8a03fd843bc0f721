import { Cronograma, HistoriaDepreciable, indiceDeMes } from '../../dominio/depreciacion';
import { enSoles } from '../formatos';
import { Periodo } from './periodo';

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

  /** The asset's period, when it was in use in it: each of its figures rounded once from the exact schedule. */
  sumar(activo: { categoria: string | null; fechaAdquisicion: Date | null }, historia: HistoriaDepreciable, periodo: Periodo): void {
    if (!activo.fechaAdquisicion) this.sinFecha++;
    const desde = indiceDeMes(periodo.desde);
    const hasta = indiceDeMes(periodo.hasta);
    if (!historia.inicio || indiceDeMes(historia.inicio) > hasta || (historia.baja && indiceDeMes(historia.baja) < desde)) return;
    const categoria = activo.categoria?.trim() || 'Sin categoría';
    const suma = this.porCategoria.get(categoria) ?? vacio(categoria);
    this.porCategoria.set(categoria, suma);
    const tramo = new Cronograma(historia).tramo(desde, hasta);
    const centimos: Importes = {
      valor: tramo.costo,
      acumuladaInicial: tramo.anterior,
      delPeriodo: tramo.delTramo,
      acumuladaFinal: tramo.acumulada,
      valorNeto: tramo.costo - tramo.acumulada,
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
