/*
 * What a maintenance notice says, by e-mail and as a WhatsApp link. Pure functions:
 * the scheduler stores their output in the notice row when the notice falls due.
 */

/** Peru keeps UTC−5 all year (no daylight saving), so Lima's wall clock is a fixed offset. */
const LIMA_OFFSET_MS = -5 * 3_600_000;
const SIN_ROL = 'Sin rol específico';

const dos = (n: number) => String(n).padStart(2, '0');

/** dd/MM/yyyy HH:mm in Lima time, as the maintenance screen shows dates (docs/especificacion-operaciones.md §9). */
export function fechaHoraLima(fecha: Date): string {
  const d = new Date(fecha.getTime() + LIMA_OFFSET_MS);
  return `${dos(d.getUTCDate())}/${dos(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${dos(d.getUTCHours())}:${dos(d.getUTCMinutes())}`;
}

/**
 * A phone number as wa.me wants it: digits only, with the country code. A 9-digit
 * Peruvian mobile (9xxxxxxxx) gets 51 in front; 10 to 15 digits are taken as already
 * international ("+51 987 654 321", "0051…"); anything else is no WhatsApp number.
 */
export function telefonoWhatsapp(telefono: string | null | undefined): string | null {
  const digitos = (telefono ?? '').replace(/\D/g, '').replace(/^00/, '');
  if (/^9\d{8}$/.test(digitos)) return `51${digitos}`;
  return /^[1-9]\d{9,14}$/.test(digitos) ? digitos : null;
}

export interface DatosDelAviso {
  codigo: string | null;
  descripcion: string | null;
  descripcionServicio: string | null;
  /** The scheduled date of the service. */
  fecha: Date | null;
  rol: string | null;
  /** The assigned user's full name. */
  destinatario: string;
  /** The user's phone, else the maintenance's nro. */
  telefonos: Array<string | null>;
}

export interface Aviso {
  asunto: string;
  cuerpo: string;
  whatsappLink: string | null;
}

export function redactarAviso(datos: DatosDelAviso): Aviso {
  const activo = [datos.codigo, datos.descripcion].filter(Boolean).join(' - ');
  const servicio = datos.descripcionServicio || 'Sin descripción';
  const fecha = datos.fecha ? `${fechaHoraLima(datos.fecha)} (hora de Lima)` : 'Sin fecha programada';
  const rol = datos.rol || SIN_ROL;
  const breve = `Mantenimiento programado: ${activo}. Servicio: ${servicio}. Fecha: ${fecha}. Rol: ${rol}.`;
  const cuerpo = [
    `Hola ${datos.destinatario},`,
    '',
    'Tiene un mantenimiento programado:',
    '',
    `Activo: ${activo}`,
    `Servicio: ${servicio}`,
    `Fecha programada: ${fecha}`,
    `Rol: ${rol}`,
    '',
    'Este es un aviso automático del sistema de gestión de activos fijos.',
  ].join('\n');
  const telefono = datos.telefonos.map(telefonoWhatsapp).find(Boolean);
  return {
    asunto: `Mantenimiento programado: ${activo}`.slice(0, 600),
    cuerpo,
    whatsappLink: telefono ? `https://wa.me/${telefono}?text=${encodeURIComponent(breve)}`.slice(0, 2000) : null,
  };
}
