import type { ReactNode } from 'react';
import { Button, CircularProgress, Stack, TableCell, TableRow, Typography } from '@mui/material';
import DescriptionIcon from '@mui/icons-material/Description';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import TableViewIcon from '@mui/icons-material/TableView';
import { useTranslate } from 'react-admin';
import { DownloadProgressBar } from '../common/DownloadProgressBar';
import { useDownload } from '../common/download';
import { useErrorMessage } from '../common/errors';
import { API_URL } from '../dataProvider';

export interface Descarga {
    /** Translation key of the button. */
    label: string;
    /** API path and query, under /api. */
    ruta: string;
    /** Used only when the server sends no file name. */
    archivo: string;
    formato: 'excel' | 'pdf' | 'txt';
}

const FORMATOS = {
    excel: { icon: <TableViewIcon />, color: 'success' },
    pdf: { icon: <PictureAsPdfIcon />, color: 'error' },
    txt: { icon: <DescriptionIcon />, color: 'primary' },
} as const;

interface FilaReporteProps {
    /** Translation keys. */
    titulo: string;
    descripcion: string;
    /** The report's choices (year, period). */
    opciones?: ReactNode;
    descargas: Descarga[];
    /** While the choices are not valid. */
    deshabilitado?: boolean;
    onError(mensaje: string): void;
}

/** A report of /reportes: what it is, its choices and one button per file, with the download's progress below. */
export const FilaReporte = ({
    titulo,
    descripcion,
    opciones,
    descargas,
    deshabilitado = false,
    onError,
}: FilaReporteProps) => {
    const translate = useTranslate();
    const describe = useErrorMessage();
    const { download, progress } = useDownload((error) =>
        onError(translate('resources.reportes.errors.export', { report: translate(titulo), message: describe(error) })),
    );
    const busy = Boolean(progress);
    return (
        <TableRow>
            <TableCell sx={{ width: '38%' }}>
                <Typography fontWeight={500}>{translate(titulo)}</Typography>
                <Typography variant="body2" color="text.secondary">
                    {translate(descripcion)}
                </Typography>
            </TableCell>
            <TableCell>{opciones}</TableCell>
            <TableCell align="right">
                <Stack direction="row" gap={1} flexWrap="wrap" justifyContent="flex-end">
                    {descargas.map(({ label, ruta, archivo, formato }) => (
                        <Button
                            key={label}
                            variant="outlined"
                            color={FORMATOS[formato].color}
                            disabled={busy || deshabilitado}
                            startIcon={busy ? <CircularProgress size={18} color="inherit" /> : FORMATOS[formato].icon}
                            sx={{ whiteSpace: 'nowrap' }}
                            onClick={() => download(`${API_URL}${ruta}`, archivo)}
                        >
                            {translate(label)}
                        </Button>
                    ))}
                </Stack>
                {progress && <DownloadProgressBar progress={progress} />}
            </TableCell>
        </TableRow>
    );
};
