import { useState } from 'react';
import {
    Alert,
    Button,
    CircularProgress,
    Dialog,
    DialogActions,
    DialogContent,
    DialogTitle,
    FormControl,
    FormControlLabel,
    FormLabel,
    Radio,
    RadioGroup,
    Typography,
} from '@mui/material';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import { useListContext, useTranslate, type Identifier } from 'react-admin';
import type { FormatoEtiquetas, SimbologiaEtiquetas } from '../api/tipos';
import { DownloadProgressBar } from '../common/DownloadProgressBar';
import { useDownload } from '../common/download';
import { useErrorMessage } from '../common/errors';
import { formatNumber } from '../common/format';
import { API_URL } from '../dataProvider';
import { useFiltrosTexto } from './ActivosFooter';
import { bajasDe, exportacionQuery, FILTROS_LISTA, filtrosConValor } from './filtros';

const FORMATOS: readonly FormatoEtiquetas[] = ['a4', 'termica'];
const SIMBOLOGIAS: readonly SimbologiaEtiquetas[] = ['qr', 'code128'];

const t = (clave: string) => `resources.activos.etiquetas.${clave}`;

interface OpcionesProps<T extends string> {
    name: string;
    value: T;
    options: readonly T[];
    disabled: boolean;
    onChange(value: T): void;
}

/** One choice of the dialog: its options as radio buttons, each with its name and a line saying what it is for. */
const Opciones = <T extends string>({ name, value, options, disabled, onChange }: OpcionesProps<T>) => {
    const translate = useTranslate();
    const labelId = `etiquetas-${name}`;
    return (
        <FormControl disabled={disabled} sx={{ mt: 2 }}>
            <FormLabel id={labelId}>{translate(t(name))}</FormLabel>
            <RadioGroup aria-labelledby={labelId} value={value} onChange={(event) => onChange(event.target.value as T)}>
                {options.map((option) => (
                    <FormControlLabel
                        key={option}
                        value={option}
                        control={<Radio />}
                        label={
                            <>
                                {translate(t(option))}
                                <Typography
                                    variant="body2"
                                    color="text.secondary"
                                    component="span"
                                    sx={{ display: 'block' }}
                                >
                                    {translate(t(`${option}_hint`))}
                                </Typography>
                            </>
                        }
                        sx={{ alignItems: 'flex-start', mt: 0.5, '& .MuiRadio-root': { pt: 0.5 } }}
                    />
                ))}
            </RadioGroup>
        </FormControl>
    );
};

interface EtiquetasDialogProps {
    /** The selected rows; none: the assets of the list's filters. */
    ids: Identifier[];
    onClose(): void;
}

/** What the labels are of (the selection, or the list's filters), the sheet and the code, and the download. */
const EtiquetasDialog = ({ ids, onClose }: EtiquetasDialogProps) => {
    const translate = useTranslate();
    const describe = useErrorMessage();
    const describeFiltros = useFiltrosTexto();
    const { filterValues, total } = useListContext();
    const [formato, setFormato] = useState<FormatoEtiquetas>('a4');
    const [simbologia, setSimbologia] = useState<SimbologiaEtiquetas>('qr');
    const [problem, setProblem] = useState<string>();
    const { download, progress } = useDownload((error) =>
        setProblem(translate('resources.activos.notifications.etiquetas_error', { message: describe(error) })),
    );
    const filtros = filtrosConValor(filterValues, FILTROS_LISTA);
    const bajas = bajasDe(filterValues);
    const textoFiltros = describeFiltros(filtros, bajas);
    const imprimir = async () => {
        setProblem(undefined);
        const de = ids.length ? `ids=${ids.join(',')}` : exportacionQuery(filtros, bajas);
        const query = [de, new URLSearchParams({ formato, simbologia }).toString()].filter(Boolean).join('&');
        if (await download(`${API_URL}/activos/etiquetas/pdf?${query}`, 'Etiquetas_Activos.pdf')) onClose();
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
            <DialogTitle>{translate(t('title'))}</DialogTitle>
            <DialogContent>
                <Typography variant="body2">
                    {ids.length
                        ? translate(t('seleccion'), { smart_count: ids.length, count: formatNumber(ids.length) })
                        : translate(t('lista'), { smart_count: total ?? 0, count: formatNumber(total ?? 0) })}
                </Typography>
                {!ids.length && (
                    <Typography variant="body2" color="text.secondary">
                        {textoFiltros
                            ? translate('resources.activos.filters.active', { filtros: textoFiltros })
                            : translate(t('sin_filtros'))}
                    </Typography>
                )}
                {problem && (
                    <Alert severity="error" onClose={() => setProblem(undefined)} sx={{ mt: 1 }}>
                        {problem}
                    </Alert>
                )}
                <Opciones<FormatoEtiquetas>
                    name="formato"
                    value={formato}
                    options={FORMATOS}
                    disabled={busy}
                    onChange={setFormato}
                />
                <Opciones<SimbologiaEtiquetas>
                    name="simbologia"
                    value={simbologia}
                    options={SIMBOLOGIAS}
                    disabled={busy}
                    onChange={setSimbologia}
                />
                {progress && <DownloadProgressBar progress={progress} />}
            </DialogContent>
            <DialogActions sx={{ px: 3, pb: 2 }}>
                <Button onClick={onClose} disabled={busy}>
                    {translate('ra.action.cancel')}
                </Button>
                <Button
                    variant="contained"
                    onClick={imprimir}
                    disabled={busy}
                    startIcon={busy ? <CircularProgress size={18} color="inherit" /> : <QrCode2Icon />}
                >
                    {translate(t('descargar'))}
                </Button>
            </DialogActions>
        </Dialog>
    );
};

/** Imprimir etiquetas: of the selected rows when there are some, else of the list's filters. */
export const EtiquetasButton = () => {
    const translate = useTranslate();
    const { selectedIds } = useListContext();
    const [open, setOpen] = useState(false);
    return (
        <>
            <Button variant="outlined" startIcon={<QrCode2Icon />} onClick={() => setOpen(true)}>
                {selectedIds.length
                    ? translate(t('boton_seleccion'), { count: formatNumber(selectedIds.length) })
                    : translate(t('boton'))}
            </Button>
            {open && <EtiquetasDialog ids={selectedIds} onClose={() => setOpen(false)} />}
        </>
    );
};
