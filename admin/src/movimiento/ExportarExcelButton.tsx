import { Button, CircularProgress } from '@mui/material';
import TableViewIcon from '@mui/icons-material/TableView';
import { useTranslate } from 'react-admin';
import type { DownloadProgress } from '../common/download';

interface ExportarExcelButtonProps {
    /** Set while the file arrives: the button waits, the list shows the bar. */
    progress?: DownloadProgress;
    onClick(): void;
}

/** Exportar Excel. */
export const ExportarExcelButton = ({ progress, onClick }: ExportarExcelButtonProps) => {
    const translate = useTranslate();
    return (
        <Button
            variant="outlined"
            color="success"
            disabled={Boolean(progress)}
            onClick={onClick}
            startIcon={progress ? <CircularProgress size={18} color="inherit" /> : <TableViewIcon />}
        >
            {translate('resources.movimiento.actions.export_excel')}
        </Button>
    );
};
