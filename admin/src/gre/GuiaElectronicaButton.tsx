import { useState } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Movimiento } from '../api/tipos';
import { GuiaElectronicaDialog } from './GuiaElectronicaDialog';

/** The row's electronic guide: its state with SUNAT, or its emission. */
export const GuiaElectronicaButton = () => {
    const movimiento = useRecordContext<Movimiento>();
    const translate = useTranslate();
    const [abierto, setAbierto] = useState(false);
    if (!movimiento) return null;
    const label = translate('resources.gre/guias.actions.abrir');
    return (
        <>
            <Tooltip title={label}>
                <IconButton aria-label={label} size="small" onClick={() => setAbierto(true)}>
                    <LocalShippingIcon fontSize="small" />
                </IconButton>
            </Tooltip>
            {abierto && <GuiaElectronicaDialog movimiento={movimiento} onClose={() => setAbierto(false)} />}
        </>
    );
};
