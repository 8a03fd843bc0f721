import {
    Button,
    Card,
    CircularProgress,
    Table,
    TableBody,
    TableCell,
    TableHead,
    TableRow,
    Typography,
} from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { Page } from '../common/Page';
import { useApiGet, type ApiLoad } from '../common/useApiGet';
import type { ActivoDelMovimiento } from './record';
import { RetryAlert } from '../common/RetryAlert';

const ActivosTable = ({ activos }: { activos: ActivoDelMovimiento[] }) => {
    const translate = useTranslate();
    if (!activos.length) {
        return <Typography sx={{ p: 2 }}>{translate('resources.movimiento.detalles.empty')}</Typography>;
    }
    return (
        <Table size="small">
            <TableHead>
                <TableRow>
                    <TableCell>{translate('resources.movimiento.detalles.codigo')}</TableCell>
                    <TableCell>{translate('resources.movimiento.detalles.nombre')}</TableCell>
                </TableRow>
            </TableHead>
            <TableBody>
                {activos.map((activo) => (
                    <TableRow key={activo.id}>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{activo.codigo}</TableCell>
                        <TableCell>{activo.nombre}</TableCell>
                    </TableRow>
                ))}
            </TableBody>
        </Table>
    );
};

const ActivosLoad = ({ load, reload }: { load: ApiLoad<ActivoDelMovimiento[]>; reload(): void }) => {
    const translate = useTranslate();
    if (load.state === 'loading') return <CircularProgress sx={{ m: 2 }} aria-label={translate('ra.page.loading')} />;
    if (load.state === 'error') {
        return (
            <RetryAlert onRetry={reload}>
                {translate('resources.movimiento.detalles.load_error', { message: load.message })}
            </RetryAlert>
        );
    }
    return <ActivosTable activos={load.data} />;
};

/** Activos del Movimiento (route movimientos/{id}/detalles): each asset the movement moved. */
export const MovimientoActivosPage = () => {
    const translate = useTranslate();
    const { id } = useParams();
    const { load, reload } = useApiGet<ActivoDelMovimiento[]>(`/Movimiento/${encodeURIComponent(id ?? '')}/activos`);
    return (
        <Page title="resources.movimiento.detail_title">
            <Button component={Link} to="/movimientos" startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
                {translate('resources.movimiento.detalles.back')}
            </Button>
            <Card>
                <ActivosLoad load={load} reload={reload} />
            </Card>
        </Page>
    );
};
