import { Button, CircularProgress } from '@mui/material';
import TableViewIcon from '@mui/icons-material/TableView';
import { useListContext, useTranslate } from 'react-admin';
import { useDownload } from '../common/download';
import { serverMessage } from '../common/errors';
import { hoyEnLima } from '../common/fechas/dayjs';
import { formatNumber } from '../common/format';
import { API_URL } from '../dataProvider';
import { bajasDe, exportacionQuery, FILTROS_LISTA, filtrosConValor } from './filtros';

const MB = 1024 * 1024;

/** Exportar Activos Excel: every asset of the list's filters (the disposed ones as the list shows them), saved as Activos_{fecha}.xlsx. */
export const ExportExcelButton = ({ onError }: { onError(message: string): void }) => {
    const translate = useTranslate();
    const { filterValues } = useListContext();
    const { download, progress } = useDownload((error) =>
        onError(
            translate('resources.activos.notifications.excel_error', {
                message: serverMessage(error) ?? translate('resources.activos.export.excel_failed'),
            }),
        ),
    );
    const exportar = () => {
        const query = exportacionQuery(filtrosConValor(filterValues, FILTROS_LISTA), bajasDe(filterValues));
        const today = hoyEnLima();
        download(`${API_URL}/activos/export/excel${query ? `?${query}` : ''}`, `Activos_${today}.xlsx`);
    };
    return (
        <Button
            variant="outlined"
            color="success"
            disabled={Boolean(progress)}
            onClick={exportar}
            startIcon={
                progress ? (
                    <CircularProgress
                        size={18}
                        color="inherit"
                        variant={progress.total ? 'determinate' : 'indeterminate'}
                        value={progress.total ? (progress.received / progress.total) * 100 : undefined}
                    />
                ) : (
                    <TableViewIcon />
                )
            }
        >
            {progress
                ? translate('app.download.progress', { size: formatNumber(progress.received / MB) })
                : translate('resources.activos.actions.export_excel')}
        </Button>
    );
};
