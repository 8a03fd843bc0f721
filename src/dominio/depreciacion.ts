export interface FilaDepreciacion {
  numeroMes: number;
  /** YYYYMM */
  periodo: number;
  depreciacionMensual: number;
  depreciacionAcumulada: number;
  saldoActual: number;
  /** First day of the month, UTC. */
  fechaMes: Date;
}

const monthIndex = (date: Date) => date.getUTCFullYear() * 12 + date.getUTCMonth();

/**
 * Straight-line monthly depreciation from the acquisition month to `hasta`'s month,
 * both included: monthly = total × rate ÷ 100 ÷ 12. Computed in cents so the
 * accumulated amount never exceeds the total: the month that reaches it takes the
 * remainder and later months are 0. With `aPartirDe`, the months before its month
 * are left out (reports of a period): the rest keep their number and accumulated amounts.
 */
export function calcularDepreciacion(
  total: number,
  tasaAnual: number,
  fechaAdquisicion: Date | null,
  hasta = new Date(),
  aPartirDe?: Date,
): FilaDepreciacion[] {
  if (!fechaAdquisicion) return [];
  const desde = monthIndex(fechaAdquisicion);
  const meses = monthIndex(hasta) - desde + 1;
  if (meses < 1) return [];
  const totalCents = Math.max(0, Math.round(total * 100));
  const mensualCents = Math.round((totalCents * Math.max(0, tasaAnual)) / 100 / 12);
  const primero = aPartirDe ? Math.max(1, monthIndex(aPartirDe) - desde + 1) : 1;
  const filas: FilaDepreciacion[] = [];
  let acumuladoCents = Math.min(totalCents, mensualCents * (primero - 1));
  for (let n = primero; n <= meses; n++) {
    const nuevoAcumulado = Math.min(totalCents, mensualCents * n);
    const index = desde + n - 1;
    const year = Math.floor(index / 12);
    const month = index % 12;
    filas.push({
      numeroMes: n,
      periodo: year * 100 + month + 1,
      depreciacionMensual: (nuevoAcumulado - acumuladoCents) / 100,
      depreciacionAcumulada: nuevoAcumulado / 100,
      saldoActual: (totalCents - nuevoAcumulado) / 100,
      fechaMes: new Date(Date.UTC(year, month, 1)),
    });
    acumuladoCents = nuevoAcumulado;
  }
  return filas;
}
