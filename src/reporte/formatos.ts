export const soles = new Intl.NumberFormat('es-PE', { style: 'currency', currency: 'PEN', minimumFractionDigits: 2 });
export const numero = new Intl.NumberFormat('es-PE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const dosDigitos = (n: number) => String(n).padStart(2, '0');

/** dd/mm/aaaa of a stored date (dates are kept at UTC midnight). */
export const fechaCorta = (fecha: Date | null | undefined) =>
  fecha ? `${dosDigitos(fecha.getUTCDate())}/${dosDigitos(fecha.getUTCMonth() + 1)}/${fecha.getUTCFullYear()}` : '';

/** Sums money in cents, so a long column adds up exactly. */
export const enCentimos = (importe: number) => Math.round(importe * 100);
export const enSoles = (centimos: number) => centimos / 100;

export const nombreUsuario = (usuario: { nombre: string; apellido: string | null } | null | undefined) =>
  usuario ? [usuario.nombre, usuario.apellido].filter(Boolean).join(' ') : '';
