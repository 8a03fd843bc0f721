import { CircularProgress, IconButton, Tooltip } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';
import { useDownload } from '../common/download';
import { useErrorMessage } from '../common/errors';
import { API_URL } from '../dataProvider';
import type { Movimiento } from '../api/tipos';

/** The row's transport guide (GET /api/Movimiento/{id}/guia/pdf), saved as Guia_Movimiento_{id}.pdf. */
export const ImprimirGuiaButton = () => {
    const movimiento = useRecordContext<Movimiento>();
    const translate = useTranslate();
    const notify = useNotify();
    const describe = useErrorMessage();
    const { download, progress } = useDownload((error) =>
        notify('resources.movimiento.errors.print', { type: 'error', messageArgs: { message: describe(error) } }),
    );
    if (!movimiento) return null;
    const label = translate('resources.movimiento.actions.print');
    const { id } = movimiento;
    return (
        <Tooltip title={label}>
            <span>
                <IconButton
                    aria-label={label}
                    size="small"
                    disabled={Boolean(progress)}
                    onClick={() => download(`${API_URL}/Movimiento/${id}/guia/pdf`, `Guia_Movimiento_${id}.pdf`)}
                >
                    {progress ? <CircularProgress size={18} /> : <PrintIcon fontSize="small" />}
                </IconButton>
            </span>
        </Tooltip>
    );
};
