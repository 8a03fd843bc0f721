import type { ActivoOption } from '../activo/record';
import type { GuiaNueva } from '../api/tipos';
import { idOrNull, numberOrNull, optionalText, text } from '../common/payload';
import { CAMPOS_CABECERA, type GuiaMovimiento } from './record';

type Values = Record<string, unknown>;

/**
 * A date-time input's value ("2025-03-10T10:00", local time) or a saved ISO date, as the ISO 8601 instant the
 * API stores; null when empty or unreadable.
 */
export const isoOrNull = (value: unknown): string | null => {
    if (!text(value)) return null;
    const date = new Date(text(value));
    return Number.isNaN(date.getTime()) ? null : date.toISOString();
};

/** The movement header for the API: trimmed text, empty fields as null, the points' registered addresses. */
export const cabeceraPayload = (values: Values) => ({
    ...Object.fromEntries(CAMPOS_CABECERA.map((campo) => [campo, optionalText(values[campo])])),
    partidaDireccionId: idOrNull(values.partidaDireccionId),
    llegadaDireccionId: idOrNull(values.llegadaDireccionId),
    fecha: isoOrNull(values.fecha),
    destinatario: text(values.destinatario),
});

/** A guide line for the API. */
export const guiaPayload = (guia: Partial<GuiaMovimiento>) => ({
    ruc: optionalText(guia.ruc),
    fecha: isoOrNull(guia.fecha),
    destinatario: optionalText(guia.destinatario),
    guiaRemitente: optionalText(guia.guiaRemitente),
    puntoDePartida: optionalText(guia.puntoDePartida),
    puntoDeLlegada: optionalText(guia.puntoDeLlegada),
    activoId: idOrNull(guia.activoId),
    codigo: optionalText(guia.codigo),
    // One of the picker's units (UNIDAD_CHOICES), as the API requires.
    unidad: optionalText(guia.unidad) as GuiaNueva['unidad'],
    descripcion: optionalText(guia.descripcion),
    cantidad: numberOrNull(guia.cantidad),
});

/** The assets chosen in the movement modal's rows, without its empty rows. */
export const activosElegidos = (filas: unknown): ActivoOption[] =>
    Array.isArray(filas) ? filas.filter((fila): fila is ActivoOption => Boolean(fila)) : [];
