import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { NOTIFICACION_COLORS } from '../../mantenimiento/MantenimientoCells';
import { estadoDeVencimiento, texto } from './tipos';

/** How far a due date is, as the badge of a maintenance notice: red once past, orange within 7 days, blue after. */
export const VencimientoBadge = ({ diasRestantes }: { diasRestantes: number }) => {
    const translate = useTranslate();
    const estado = estadoDeVencimiento(diasRestantes);
    return <Chip size="small" color={NOTIFICACION_COLORS[estado]} label={translate(texto(`vence_en.${diasRestantes === 0 ? 'hoy' : estado}`), { smart_count: Math.abs(diasRestantes) })} />;
};
