import { useState } from 'react';

import { Box, Card, CardContent, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';

import CalculateIcon from '@mui/icons-material/Calculate';
import { useTranslate } from 'react-admin';

import { formatMoney } from '../common/format';
import { TablaDialog } from '../common/TablaDialog';
import { useApiQuery } from '../common/useApiQuery';
import type { FilaDepreciacion } from '../api/tipos';
import { LIBROS, type Libro } from '@dominio/libros';

/** The API's period, a number YYYYMM (202502), as the month it is: 02/2025. */
const mesDelPeriodo = (periodo: number): string => `${String(periodo % 100).padStart(2, '0')}/${Math.floor(periodo / 100)}`;

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

interface DepreciacionDialogProps {
    /** A saved asset's schedule is the server's (Recalcular); an unsaved one's is computed here (Calcular). */
    activoId?: number;
    /** The schedule in `libro`: `recalcular` asks the server to compute it again rather than answer the stored one. */
    cargar(recalcular: boolean, libro: Libro): Promise<FilaDepreciacion[]>;
    /** The asset's total, the original value when there is no schedule (no acquisition date). */
    total: number;
    onClose(): void;
}

/** Depreciación Acumulada in the tax or the financial book: the months, then Valor Original, Depreciación Total and Valor Actual. */
export const DepreciacionDialog = ({ activoId, cargar, total, onClose }: DepreciacionDialogProps) => {
    const translate = useTranslate();
    // The calculation runs when the dialog opens (docs/especificacion-activos.md §2); each press of the button runs it again.
    const [vez, setVez] = useState(0);
    const [libro, setLibro] = useState<Libro>('tributario');
    const { load } = useApiQuery(['depreciacion', activoId ?? 'nuevo', vez, libro], () => cargar(vez > 0, libro));
    const column = (name: string) => translate(`resources.activos.depreciacion.${name}`);
    return (
        <TablaDialog<FilaDepreciacion>
            title={column('title')}
            onClose={onClose}
            before={
                <ToggleButtonGroup
                    exclusive
                    size="small"
                    color="primary"
                    value={libro}
                    onChange={(_, elegido: Libro | null) => elegido && setLibro(elegido)}
                    aria-label={column('libro')}
                    sx={{ mb: 2 }}
                >
                    {LIBROS.map((opcion) => (
                        <ToggleButton key={opcion} value={opcion}>
                            {column(`libro_${opcion}`)}
                        </ToggleButton>
                    ))}
                </ToggleButtonGroup>
            }
            action={{
                label: column(activoId === undefined ? 'calculate' : 'recalculate'),
                icon: <CalculateIcon />,
                onClick: () => setVez((n) => n + 1),
            }}
            load={load}
            errorText={(message) => translate('resources.activos.depreciacion.error', { message })}
            summary={(filas) => {
                const ultima = filas.at(-1);
                const depreciado = ultima?.depreciacionAcumulada ?? 0;
                const actual = ultima?.saldoActual ?? total;
                return (
                    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 2, mb: 2 }}>
                        <SummaryCard label={column('original')} value={actual + depreciado} color="primary.main" />
                        <SummaryCard label={column('total')} value={depreciado} color="error.main" />
                        <SummaryCard label={column('actual')} value={actual} color="success.main" />
                    </Box>
                );
            }}
            empty={<Typography color="text.secondary">{column('empty')}</Typography>}
            // The months scroll within 400 px (docs/especificacion-activos.md §2).
            label={column('title')}
            maxHeight={400}
            rowKey={(fila) => fila.numeroMes}
            columns={[
                { label: column('mes'), render: (fila) => fila.numeroMes },
                { label: column('periodo'), render: (fila) => mesDelPeriodo(fila.periodo) },
                { label: column('mensual'), render: (fila) => formatMoney(fila.depreciacionMensual), align: 'right' },
                { label: column('acumulada'), render: (fila) => formatMoney(fila.depreciacionAcumulada), align: 'right' },
                { label: column('saldo'), render: (fila) => formatMoney(fila.saldoActual), align: 'right' },
            ]}
        />
    );
};
