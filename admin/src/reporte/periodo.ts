// Months as the API counts them (UTC), written AAAA-MM like a month input.
export const mesActual = () => new Date().toISOString().slice(0, 7);

/** The first year of the PLE books. */
const PRIMER_ANIO_PLE = 2010;

/** Years of book 7.1, newest first: the current one (still open) down to 2010. */
export const aniosDelLibro = (): number[] => {
    const actual = new Date().getUTCFullYear();
    return Array.from({ length: actual - PRIMER_ANIO_PLE + 1 }, (_, i) => actual - i);
};

/** Book 7.1 is usually filed for the last closed year. */
export const anioPorDefecto = () => new Date().getUTCFullYear() - 1;

export interface PeriodoMeses {
    desde: string;
    hasta: string;
}

/** This year so far: January to the current month. */
export const periodoPorDefecto = (): PeriodoMeses => {
    const hasta = mesActual();
    return { desde: `${hasta.slice(0, 4)}-01`, hasta };
};

/** 'AAAA-MM' strings compare in calendar order. */
export const periodoValido = ({ desde, hasta }: PeriodoMeses) =>
    Boolean(desde && hasta) && desde <= hasta && hasta <= mesActual();
