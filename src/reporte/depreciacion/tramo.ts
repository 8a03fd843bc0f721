import { FilaDepreciacion } from '../../dominio/depreciacion';
import { enCentimos } from '../formatos';

/** The accumulated depreciation, in cents, before the first and after the last of consecutive schedule months. */
export function acumuladoDelTramo(meses: FilaDepreciacion[]): { inicial: number; final: number } {
  if (meses.length === 0) return { inicial: 0, final: 0 };
  const primero = meses[0];
  return {
    inicial: enCentimos(primero.depreciacionAcumulada) - enCentimos(primero.depreciacionMensual),
    final: enCentimos(meses[meses.length - 1].depreciacionAcumulada),
  };
}
