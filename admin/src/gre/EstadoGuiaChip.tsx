import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { EstadoGuia } from './record';

const COLOR: Record<EstadoGuia, ChipProps['color']> = {
    pendiente: 'default',
    enviado: 'info',
    aceptado: 'success',
    observado: 'warning',
    rechazado: 'error',
    error: 'error',
};

/** Where a guide stands with SUNAT, in the words of the screens. */
export const EstadoGuiaChip = ({ estado }: { estado: EstadoGuia }) => {
    const translate = useTranslate();
    return <Chip size="small" color={COLOR[estado]} label={translate(`resources.gre/guias.estados.${estado}`)} />;
};
