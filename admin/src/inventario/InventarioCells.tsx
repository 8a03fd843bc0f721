import { Box, Chip, LinearProgress, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import { useTranslate } from 'react-admin';
import { formatNumber } from '../common/format';
import { estaAbierto, texto } from './record';
import type { Inventario } from '../api/tipos';

/** Abierta, Cerrando (its close under way: no readings) or Cerrada, each with a lock once readings stop. */
export const EstadoChip = ({ inventario }: { inventario: Pick<Inventario, 'estado'> }) => {
    const translate = useTranslate();
    return estaAbierto(inventario) ? (
        <Chip size="small" color="success" label={translate(texto('estados.abierto'))} />
    ) : (
        <Chip
            size="small"
            icon={<LockIcon />}
            color={inventario.estado === 'cerrando' ? 'warning' : 'default'}
            label={translate(texto(`estados.${inventario.estado}`))}
        />
    );
};

/** "n de m leídos" over a bar, and the surplus codes read, if any. */
export const Progreso = ({ inventario }: { inventario: Pick<Inventario, 'leidos' | 'esperados' | 'sobrantes'> }) => {
    const translate = useTranslate();
    const { leidos, esperados, sobrantes } = inventario;
    const label = translate(texto('progreso'), { leidos: formatNumber(leidos), esperados: formatNumber(esperados) });
    return (
        <Box sx={{ minWidth: 140 }}>
            <LinearProgress
                variant="determinate"
                value={esperados ? Math.min(100, (leidos / esperados) * 100) : 0}
                aria-label={label}
                sx={{ height: 8, borderRadius: 1 }}
            />
            <Typography variant="caption" color="text.secondary" component="div">
                {label}
                {sobrantes > 0 && ` · ${translate(texto('sobrantes'), { smart_count: sobrantes })}`}
            </Typography>
        </Box>
    );
};
