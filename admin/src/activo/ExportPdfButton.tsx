import { useState } from 'react';
import {
    Alert,
    Box,
    Button,
    Chip,
    CircularProgress,
    Dialog,
    DialogActions,
    DialogContent,
    DialogTitle,
    Stack,
    TextField,
    Typography,
} from '@mui/material';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { useListContext, useTranslate } from 'react-admin';
import { DownloadProgressBar } from '../common/DownloadProgressBar';
import { useDownload } from '../common/download';
import { useErrorMessage } from '../common/errors';
import { API_URL } from '../dataProvider';
import { bajasDe, exportacionQuery, FILTROS_LISTA, FILTROS_PDF, filtrosConValor, type Filtros, type MostrarBajas } from './filtros';

interface PdfExportDialogProps {
    initial: Filtros;
    /** The disposed assets as the list shows them. */
    bajas: MostrarBajas;
    onClose(): void;
}

interface FiltrosActivosProps {
    /** The filters with a value, by field. */
    activos: Filtros;
    bajas: MostrarBajas;
}

/** Filtros activos: a chip for each filter with a value (and for the disposed assets when shown), or "all assets". */
const FiltrosActivos = ({ activos, bajas }: FiltrosActivosProps) => {
    const translate = useTranslate();
    const label = (campo: string) => translate(`resources.activos.filters.${campo}`);
    const activeFilters = translate('resources.activos.pdf.active_filters');
    return (
        <>
            <Typography variant="subtitle2" sx={{ mt: 2 }}>
                {activeFilters}
            </Typography>
            <Stack direction="row" flexWrap="wrap" gap={1} sx={{ mt: 1 }} aria-label={activeFilters}>
                {bajas !== 'excluir' && (
                    <Chip
                        size="small"
                        color="warning"
                        variant="outlined"
                        label={`${label('bajas')}: ${label(`bajas_${bajas}`)}`}
                    />
                )}
                {Object.keys(activos).length === 0 && bajas === 'excluir' ? (
                    <Typography variant="body2" color="text.secondary">
                        {translate('resources.activos.pdf.all')}
                    </Typography>
                ) : (
                    Object.entries(activos).map(([campo, valor]) => (
                        <Chip
                            key={campo}
                            size="small"
                            color="primary"
                            variant="outlined"
                            label={`${label(campo)}: ${valor}`}
                        />
                    ))
                )}
            </Stack>
        </>
    );
};

/** Filters of the catalogue (empty = every asset), the active ones listed, and the download. */
const PdfExportDialog = ({ initial, bajas, onClose }: PdfExportDialogProps) => {
    const translate = useTranslate();
    const describe = useErrorMessage();
    const [filtros, setFiltros] = useState<Filtros>(initial);
    const [problem, setProblem] = useState<string>();
    const { download, progress } = useDownload((error) =>
        setProblem(translate('resources.activos.notifications.pdf_error', { message: describe(error) })),
    );
    const activos = filtrosConValor(filtros, FILTROS_PDF);
    const exportar = async () => {
        setProblem(undefined);
        const query = exportacionQuery(activos, bajas);
        if (await download(`${API_URL}/activos/export/pdf${query ? `?${query}` : ''}`, 'Catalogo_Activos.pdf')) {
            onClose();
        }
    };
    const busy = Boolean(progress);
    return (
        <Dialog
            open
            fullWidth
            maxWidth="sm"
            // Only Escape closes (not a stray click beside the dialog), and never while the file arrives.
            onClose={(_event, reason) => reason === 'escapeKeyDown' && !busy && onClose()}
        >
            <DialogTitle>{translate('resources.activos.pdf.title')}</DialogTitle>
            <DialogContent>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                    {translate('resources.activos.pdf.hint')}
                </Typography>
                {problem && (
                    <Alert severity="error" onClose={() => setProblem(undefined)} sx={{ mb: 1 }}>
                        {problem}
                    </Alert>
                )}
                <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
                    {FILTROS_PDF.map((campo) => (
                        <TextField
                            key={campo}
                            label={translate(`resources.activos.filters.${campo}`)}
                            value={filtros[campo] ?? ''}
                            disabled={busy}
                            onChange={(event) => setFiltros({ ...filtros, [campo]: event.target.value })}
                        />
                    ))}
                </Box>
                <FiltrosActivos activos={activos} bajas={bajas} />
                {progress && <DownloadProgressBar progress={progress} />}
            </DialogContent>
            <DialogActions sx={{ px: 3, pb: 2 }}>
                <Button onClick={() => setFiltros({})} disabled={busy} sx={{ mr: 'auto' }}>
                    {translate('resources.activos.pdf.clear')}
                </Button>
                <Button onClick={onClose} disabled={busy}>
                    {translate('ra.action.cancel')}
                </Button>
                <Button
                    variant="contained"
                    color="error"
                    onClick={exportar}
                    disabled={busy}
                    startIcon={busy ? <CircularProgress size={18} color="inherit" /> : <PictureAsPdfIcon />}
                >
                    {translate('resources.activos.pdf.export')}
                </Button>
            </DialogActions>
        </Dialog>
    );
};

/** Exportar Catálogo PDF: opens the catalogue's filters, starting from the list's. */
export const ExportPdfButton = () => {
    const translate = useTranslate();
    const { filterValues } = useListContext();
    const [open, setOpen] = useState(false);
    return (
        <>
            <Button variant="outlined" color="error" startIcon={<PictureAsPdfIcon />} onClick={() => setOpen(true)}>
                {translate('resources.activos.actions.export_pdf')}
            </Button>
            {open && (
                <PdfExportDialog
                    initial={filtrosConValor(filterValues, FILTROS_LISTA)}
                    bajas={bajasDe(filterValues)}
                    onClose={() => setOpen(false)}
                />
            )}
        </>
    );
};
