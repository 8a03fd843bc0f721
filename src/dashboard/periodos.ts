const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
// Peru abbreviates September "Set" (setiembre).
const NOMBRES = ['Ene', 'Feb', 'Mar', 'Abr', 'May', 'Jun', 'Jul', 'Ago', 'Set', 'Oct', 'Nov', 'Dic'];

export interface Mes {
  /** YYYY-MM, as mesDe() answers it (database/mes-sql.ts). */
  clave: string;
  /** "Ene 2026" */
  nombre: string;
  /** The instant the month starts on that clock. */
  inicio: Date;
  /** The instant the next month starts. */
  fin: Date;
}

/** The last `cantidad` calendar months up to `ahora`'s, oldest first, on a clock `offsetHours` from UTC. */
export function ultimosMeses(cantidad: number, ahora: Date, offsetHours = 0): Mes[] {
  const local = new Date(ahora.getTime() + offsetHours * HOUR_MS);
  const actual = local.getUTCFullYear() * 12 + local.getUTCMonth();
  return Array.from({ length: cantidad }, (_, i) => {
    const indice = actual - cantidad + 1 + i;
    const year = Math.floor(indice / 12);
    const month = indice % 12;
    return {
      clave: `${year}-${String(month + 1).padStart(2, '0')}`,
      nombre: `${NOMBRES[month]} ${year}`,
      inicio: new Date(Date.UTC(year, month, 1) - offsetHours * HOUR_MS),
      fin: new Date(Date.UTC(year, month + 1, 1) - offsetHours * HOUR_MS),
    };
  });
}

/** The instant `ahora`'s calendar day starts on a clock `offsetHours` from UTC. */
export function inicioDelDia(ahora: Date, offsetHours = 0): Date {
  const local = ahora.getTime() + offsetHours * HOUR_MS;
  return new Date(Math.floor(local / DAY_MS) * DAY_MS - offsetHours * HOUR_MS);
}

export const sumarDias = (fecha: Date, dias: number) => new Date(fecha.getTime() + dias * DAY_MS);
