import { useEffect, useState } from 'react';
import {
    Alert,
    Box,
    Button,
    Card,
    CardContent,
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
import CalculateIcon from '@mui/icons-material/Calculate';
import { useTranslate } from 'react-admin';
import { useErrorMessage } from '../common/errors';
import { formatMoney } from '../common/format';
import type { FilaDepreciacion } from './record';

const SummaryCard = ({ label, value, color }: { label: string; value: number; color: string }) => (
    <Card variant="outlined">
        <CardContent sx={{ textAlign: 'center' }}>
            <Typography variant="body2" color="text.secondary">
                {label}
            </Typography>
            <Typography variant="h6" color={color}>
                {formatMoney(value)}
            </Typography>
        </CardContent>
    </Card>
);

/** The months, scrolling within 400 px (spec part 1 §2). */
const DepreciacionTabla = ({ filas }: { filas: FilaDepreciacion[] }) => {
    const translate = useTranslate();
    const column = (name: string) => translate(`resources.activos.depreciacion.${name}`);
    const importe = (value: number) => <TableCell align="right">{formatMoney(value)}</TableCell>;
    return (
        <TableContainer sx={{ maxHeight: 400 }}>
            <Table size="small" stickyHeader aria-label={column('title')}>
                <TableHead>
                    <TableRow>
                        <TableCell>{column('mes')}</TableCell>
                        <TableCell>{column('periodo')}</TableCell>
                        <TableCell align="right">{column('mensual')}</TableCell>
                        <TableCell align="right">{column('acumulada')}</TableCell>
                        <TableCell align="right">{column('saldo')}</TableCell>
                    </TableRow>
                </TableHead>
                <TableBody>
                    {filas.map((fila) => (
                        <TableRow key={fila.numeroMes}>
                            <TableCell>{fila.numeroMes}</TableCell>
                            <TableCell>{fila.periodo}</TableCell>
                            {importe(fila.depreciacionMensual)}
                            {importe(fila.depreciacionAcumulada)}
                            {importe(fila.saldoActual)}
                        </TableRow>
                    ))}
                </TableBody>
            </Table>
        </TableContainer>
    );
};

type Load = { state: 'loading' } | { state: 'error'; message: string } | { state: 'done'; filas: FilaDepreciacion[] };

interface DepreciacionDialogProps {
    /** A saved asset's schedule is the server's (Recalcular); an unsaved one's is computed here (Calcular). */
    saved: boolean;
    /** The schedule: `recalcular` asks the server to compute it again rather than answer the stored one. */
    cargar(recalcular: boolean): Promise<FilaDepreciacion[]>;
    /** The asset's total, the original value when there is no schedule (no acquisition date). */
    total: number;
    onClose(): void;
}

/** Depreciación Acumulada: the months, then Valor Original, Depreciación Total and Valor Actual. */
export const DepreciacionDialog = ({ saved, cargar, total, onClose }: DepreciacionDialogProps) => {
    const translate = useTranslate();
    const describe = useErrorMessage();
    const [load, setLoad] = useState<Load>({ state: 'loading' });
    const calcular = (recalcular: boolean) => {
        setLoad({ state: 'loading' });
        cargar(recalcular)
            .then((filas) => setLoad({ state: 'done', filas }))
            .catch((error) => setLoad({ state: 'error', message: describe(error) }));
    };
    // The calculation runs when the dialog opens (spec part 1 §2); the button runs it again.
    useEffect(() => calcular(false), []);

    const filas = load.state === 'done' ? load.filas : [];
    const ultima = filas.at(-1);
    const depreciado = ultima?.depreciacionAcumulada ?? 0;
    const actual = ultima?.saldoActual ?? total;
    const column = (name: string) => translate(`resources.activos.depreciacion.${name}`);
    return (
        <Dialog open fullWidth maxWidth="md" onClose={onClose}>
            <DialogTitle>{column('title')}</DialogTitle>
            <DialogContent>
                {load.state === 'loading' && <CircularProgress size={28} />}
                {load.state === 'error' && (
                    <Alert severity="error">
                        {translate('resources.activos.depreciacion.error', { message: load.message })}
                    </Alert>
                )}
                {load.state === 'done' && (
                    <>
                        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 2, mb: 2 }}>
                            <SummaryCard label={column('original')} value={actual + depreciado} color="primary.main" />
                            <SummaryCard label={column('total')} value={depreciado} color="error.main" />
                            <SummaryCard label={column('actual')} value={actual} color="success.main" />
                        </Box>
                        {filas.length === 0 ? (
                            <Typography color="text.secondary">{column('empty')}</Typography>
                        ) : (
                            <DepreciacionTabla filas={filas} />
                        )}
                    </>
                )}
            </DialogContent>
            <DialogActions sx={{ px: 3, pb: 2 }}>
                <Button
                    startIcon={<CalculateIcon />}
                    onClick={() => calcular(true)}
                    disabled={load.state === 'loading'}
                    sx={{ mr: 'auto' }}
                >
                    {column(saved ? 'recalculate' : 'calculate')}
                </Button>
                <Button variant="contained" onClick={onClose}>
                    {translate('ra.action.close')}
                </Button>
            </DialogActions>
        </Dialog>
    );
};
