import { Alert, Card, CardContent, CircularProgress, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { RUTA_DE_ETIQUETA } from '@dominio/etiqueta';
import { formatDate } from '../common/format';
import { useApi, useApiQuery } from '../common/useApiQuery';
import { VencimientoBadge } from '../activo/documento/VencimientoBadge';
import { texto } from '../activo/documento/tipos';

/** Due dates the card looks ahead to. */
const DIAS = 30;

/** Vencimientos próximos: the company's documents due in the next 30 days, soonest first, each linking to its asset. */
export const VencimientosCard = () => {
    const translate = useTranslate();
    const api = useApi();
    const { load } = useApiQuery(['vencimientos', DIAS], () => api.vencimientos(DIAS));
    const titulo = translate('app.dashboard.vencimientos.title');
    return (
        <Card component="section" aria-label={titulo}>
            <CardContent>
                <Typography variant="h6" component="h2" gutterBottom>
                    {titulo}
                </Typography>
                {load.state === 'loading' && <CircularProgress size={24} aria-label={titulo} />}
                {load.state === 'error' && <Alert severity="error">{translate('app.dashboard.vencimientos.error', { message: load.message })}</Alert>}
                {load.state === 'done' && !load.data.length && <Typography color="text.secondary">{translate('app.dashboard.vencimientos.empty', { dias: DIAS })}</Typography>}
                {load.state === 'done' && load.data.length > 0 && (
                    <Table size="small" aria-label={titulo}>
                        <TableHead>
                            <TableRow>
                                <TableCell>{translate('app.dashboard.vencimientos.activo')}</TableCell>
                                <TableCell>{translate(texto('fields.tipo'))}</TableCell>
                                <TableCell>{translate(texto('fields.numero'))}</TableCell>
                                <TableCell>{translate(texto('fields.vence'))}</TableCell>
                                <TableCell>{translate('app.dashboard.vencimientos.restan')}</TableCell>
                            </TableRow>
                        </TableHead>
                        <TableBody>
                            {load.data.map((v) => (
                                <TableRow key={v.documentoId}>
                                    <TableCell>
                                        <Link component={RouterLink} to={`${RUTA_DE_ETIQUETA}${encodeURIComponent(v.codigo)}`}>
                                            {v.codigo}
                                        </Link>{' '}
                                        {v.descripcion}
                                    </TableCell>
                                    <TableCell>{translate(texto(`tipos.${v.tipo}`))}</TableCell>
                                    <TableCell>{v.numero}</TableCell>
                                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(v.vence)}</TableCell>
                                    <TableCell>
                                        <VencimientoBadge diasRestantes={v.diasRestantes} />
                                    </TableCell>
                                </TableRow>
                            ))}
                        </TableBody>
                    </Table>
                )}
            </CardContent>
        </Card>
    );
};
