const HORA_MS = 3_600_000;
/** docs/especificacion-operaciones.md §9: a notice within this many hours is Próximo. */
const VENTANA_HORAS = 48;

export type EstadoNotificacion = { tipo: 'vencido' } | { tipo: 'proximo'; horas: number } | { tipo: 'programado' };

/** Where a maintenance's notification date stands against `ahora` (docs/especificacion-operaciones.md §4); nothing without a date. */
export const estadoNotificacion = (fechaNotificacion: string | null, ahora = Date.now()): EstadoNotificacion | undefined => {
    if (!fechaNotificacion) return undefined;
    const horas = (new Date(fechaNotificacion).getTime() - ahora) / HORA_MS;
    if (horas <= 0) return { tipo: 'vencido' };
    if (horas <= VENTANA_HORAS) return { tipo: 'proximo', horas: Math.round(horas) };
    return { tipo: 'programado' };
};
