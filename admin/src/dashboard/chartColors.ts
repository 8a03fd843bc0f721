import { blueGrey, deepOrange, purple, teal, yellow } from '@mui/material/colors';
import type { Theme } from '@mui/material';
import type { Conteo } from './types';

// The badge colours of the lists, so a slice looks like the estado it counts: assets (docs/especificacion-activos.md §2) Activo green,
// En mantenimiento yellow, other red; maintenances (docs/especificacion-operaciones.md §4) Completado green, En Proceso yellow, Cancelado red,
// other blue. Further estados (imported data) take distinct colours so no two slices merge.
const EXTRA = [blueGrey[400], purple[400], teal[400], deepOrange[300]];

export const activoStatusColors = (theme: Theme) => ({
    known: { Activo: theme.palette.success.main, 'En mantenimiento': yellow[600] } as Record<string, string>,
    others: [theme.palette.error.main, ...EXTRA],
});

export const mantenimientoStatusColors = (theme: Theme) => ({
    known: {
        Completado: theme.palette.success.main,
        'En Proceso': yellow[600],
        Cancelado: theme.palette.error.main,
    } as Record<string, string>,
    others: [theme.palette.info.main, ...EXTRA],
});

/** The counts with the colour of each slice. */
export const withColors = (conteos: Conteo[], colors: { known: Record<string, string>; others: string[] }) => {
    let other = 0;
    return conteos.map((conteo) => ({
        ...conteo,
        fill: colors.known[conteo.status] ?? colors.others[other++ % colors.others.length],
    }));
};
