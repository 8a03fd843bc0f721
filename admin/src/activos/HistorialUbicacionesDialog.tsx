import {
    Alert,
    Box,
    Button,
    CircularProgress,
    Dialog,
    DialogActions,
    DialogContent,
    DialogTitle,
    Table,
    TableBody,
    TableCell,
    TableContainer,
    TableHead,
    TableRow,
    Typography,
} from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '../common/format';
import { useApiGet } from '../common/useApiGet';
import type { Activo, UbicacionCambio } from './record';

type Campo = keyof UbicacionCambio;

/** The parts of a location, each with its field before and after the move. */
const LUGARES: Array<{ lugar: string; anterior: Campo; nueva: Campo }> = [
    { lugar: 'edificio', anterior: 'edificioAnterior', nueva: 'edificioNuevo' },
    { lugar: 'piso', anterior: 'pisoAnterior', nueva: 'pisoNuevo' },
    { lugar: 'area', anterior: 'areaAnterior', nueva: 'areaNueva' },
    { lugar: 'sede', anterior: 'sedeAnterior', nueva: 'sedeNueva' },
    { lugar: 'direccion', anterior: 'direccionAnterior', nueva: 'direccionNueva' },
];

/** "Edificio: Torre A", "Piso: 3"…: the parts of one side of the move that have a value. */
const Ubicacion = ({ cambio, lado }: { cambio: UbicacionCambio; lado: 'anterior' | 'nueva' }) => {
    const translate = useTranslate();
    return (
        <Box>
            {LUGARES.filter((campos) => cambio[campos[lado]]).map((campos) => (
                <Typography key={campos.lugar} variant="body2">
                    {`${translate(`resources.activos.historial.${campos.lugar}`)}: ${cambio[campos[lado]]}`}
                </Typography>
            ))}
        </Box>
    );
};

/** Historial de Ubicaciones: every move of the asset, newest first. */
export const HistorialUbicacionesDialog = ({ activo, onClose }: { activo: Activo; onClose(): void }) => {
    const translate = useTranslate();
    const { load, reload } = useApiGet<UbicacionCambio[]>(`/activos/${activo.id}/location-history`);
    const text = (name: string, args?: Record<string, unknown>) =>
        translate(`resources.activos.historial.${name}`, args);
    return (
        <Dialog open fullWidth maxWidth="lg" onClose={onClose}>
            <DialogTitle>
                {text('title')}
                <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                    {`${activo.codigo} - ${activo.descripcion}`}
                </Typography>
            </DialogTitle>
            <DialogContent>
                {load.state === 'loading' && <CircularProgress size={28} />}
                {load.state === 'error' && (
                    <Alert severity="error">{text('error', { message: load.message })}</Alert>
                )}
                {load.state === 'done' && load.data.length === 0 && (
                    <Box sx={{ textAlign: 'center', py: 3 }}>
                        <Typography>{text('empty')}</Typography>
                        <Typography variant="body2" color="text.secondary">
                            {text('empty_hint')}
                        </Typography>
                    </Box>
                )}
                {load.state === 'done' && load.data.length > 0 && (
                    <TableContainer sx={{ maxHeight: 600 }}>
                        <Table size="small" stickyHeader aria-label={text('title')}>
                            <TableHead>
                                <TableRow>
                                    <TableCell>{text('fecha')}</TableCell>
                                    <TableCell>{text('usuario')}</TableCell>
                                    <TableCell>{text('motivo')}</TableCell>
                                    <TableCell>{text('anterior')}</TableCell>
                                    <TableCell>{text('nueva')}</TableCell>
                                    <TableCell>{text('observaciones')}</TableCell>
                                </TableRow>
                            </TableHead>
                            <TableBody>
                                {load.data.map((cambio) => (
                                    <TableRow key={cambio.id}>
                                        <TableCell sx={{ whiteSpace: 'nowrap' }}>
                                            {formatDateTime(cambio.fechaCambio)}
                                        </TableCell>
                                        <TableCell>{cambio.usuarioCambio}</TableCell>
                                        <TableCell>{cambio.motivo}</TableCell>
                                        <TableCell>
                                            <Ubicacion cambio={cambio} lado="anterior" />
                                        </TableCell>
                                        <TableCell>
                                            <Ubicacion cambio={cambio} lado="nueva" />
                                        </TableCell>
                                        <TableCell>{cambio.observaciones}</TableCell>
                                    </TableRow>
                                ))}
                            </TableBody>
                        </Table>
                    </TableContainer>
                )}
            </DialogContent>
            <DialogActions sx={{ px: 3, pb: 2 }}>
                <Button
                    startIcon={<RefreshIcon />}
                    onClick={reload}
                    disabled={load.state === 'loading'}
                    sx={{ mr: 'auto' }}
                >
                    {translate('ra.action.refresh')}
                </Button>
                <Button variant="contained" onClick={onClose}>
                    {translate('ra.action.close')}
                </Button>
            </DialogActions>
        </Dialog>
    );
};
