import {
    Alert,
    Box,
    Button,
    Dialog,
    DialogActions,
    DialogContent,
    DialogTitle,
    Stack,
    Table,
    TableBody,
    TableCell,
    TableRow,
    Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDate, formatMoney } from '../../common/format';
import { ActaButton } from './ActaButton';
import { motivoLabel } from './motivos';
import type { ActivoABajar } from './BajaDialog';
import type { Baja } from '../../api/tipos';

const texto = (clave: string) => `resources.activos.baja.${clave}`;

/** The figures the API wrote off, each only when it applies (a sale's result, an IGV repayment). */
const CIFRAS = ['costo', 'depreciacionAcumulada', 'valorNeto', 'resultadoVenta', 'reintegroIgv'] as const;

/** What a disposal wrote off and warns about, and its acta. */
export const BajaResultado = ({ activo, baja, onClose }: { activo: ActivoABajar; baja: Baja; onClose(): void }) => {
    const translate = useTranslate();
    return (
        <Dialog open fullWidth maxWidth="sm" onClose={onClose} aria-labelledby="baja-hecha-titulo">
            <DialogTitle id="baja-hecha-titulo">
                {translate(texto('done_title'))}
                <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                    {translate(texto('banner'), {
                        fecha: formatDate(baja.fecha),
                        motivo: translate(motivoLabel(baja.motivo)),
                    })}
                    {` · ${activo.codigo} - ${activo.descripcion}`}
                </Typography>
            </DialogTitle>
            <DialogContent>
                <Stack gap={2}>
                    <Table size="small" aria-label={translate(texto('cifras'))}>
                        <TableBody>
                            {CIFRAS.filter((cifra) => baja[cifra] !== null).map((cifra) => (
                                <TableRow key={cifra}>
                                    <TableCell component="th" scope="row">
                                        {translate(texto(`fields.${cifra}`))}
                                    </TableCell>
                                    <TableCell
                                        align="right"
                                        sx={{
                                            fontWeight: cifra === 'valorNeto' ? 600 : undefined,
                                            color: cifra === 'resultadoVenta' && (baja.resultadoVenta ?? 0) < 0 ? 'error.main' : undefined,
                                        }}
                                    >
                                        {formatMoney(baja[cifra])}
                                    </TableCell>
                                </TableRow>
                            ))}
                        </TableBody>
                    </Table>
                    {baja.advertencias.map((advertencia) => (
                        <Alert key={advertencia} severity="warning">
                            {advertencia}
                        </Alert>
                    ))}
                </Stack>
            </DialogContent>
            <DialogActions sx={{ px: 3, pb: 2, alignItems: 'flex-start' }}>
                <Box sx={{ mr: 'auto' }}>
                    <ActaButton activo={activo} label={texto('acta_download')} />
                </Box>
                <Button variant="contained" onClick={onClose}>
                    {translate('ra.action.close')}
                </Button>
            </DialogActions>
        </Dialog>
    );
};
