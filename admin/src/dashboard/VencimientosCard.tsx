import { useState } from 'react';
import { Alert, Card, CardContent, CircularProgress, Link, Tab, Table, TableBody, TableCell, TableHead, TableRow, Tabs, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { RUTA_DE_ETIQUETA } from '@dominio/etiqueta';
import { formatDate, formatDateTime } from '../common/format';
import { useApi, useApiQuery } from '../common/useApiQuery';
import { VencimientoBadge } from '../activo/documento/VencimientoBadge';
import { texto } from '../activo/documento/tipos';

/** Due dates the card looks ahead to. */
const DIAS = 30;

/** The company's documents due in the next 30 days, soonest first, each linking to its asset. */
const Proximos = ({ titulo }: { titulo: string }) => {
    const translate = useTranslate();
    const api = useApi();
    const { load } = useApiQuery(['vencimientos', DIAS], () => api.vencimientos(DIAS));
    return (
        <>
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
        </>
    );
};

/** Notices the card shows: the newest. */
const AVISOS = 25;

/** The due-date notices already e-mailed, newest first: when, to whom, about which document and at which threshold. */
const AvisosEnviados = ({ titulo }: { titulo: string }) => {
    const translate = useTranslate();
    const api = useApi();
    const { load } = useApiQuery(['avisosDeVencimiento', AVISOS], () => api.avisosDeVencimiento(AVISOS));
    const columna = (clave: string) => <TableCell>{translate(clave)}</TableCell>;
    return (
        <>
            {load.state === 'loading' && <CircularProgress size={24} aria-label={titulo} />}
            {load.state === 'error' && <Alert severity="error">{translate('app.dashboard.vencimientos.avisos_error', { message: load.message })}</Alert>}
            {load.state === 'done' && !load.data.length && <Typography color="text.secondary">{translate('app.dashboard.vencimientos.avisos_empty')}</Typography>}
            {load.state === 'done' && load.data.length > 0 && (
                <Table size="small" aria-label={titulo}>
                    <TableHead>
                        <TableRow>
                            {columna('app.dashboard.vencimientos.enviado')}
                            {columna('app.dashboard.vencimientos.activo')}
                            {columna(texto('fields.tipo'))}
                            {columna(texto('fields.numero'))}
                            {columna(texto('fields.vence'))}
                            {columna('app.dashboard.vencimientos.umbral')}
                            {columna('app.dashboard.vencimientos.destinatario')}
                        </TableRow>
                    </TableHead>
                    <TableBody>
                        {load.data.map((aviso) => (
                            <TableRow key={aviso.id}>
                                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(aviso.enviadoEn)}</TableCell>
                                <TableCell>
                                    <Link component={RouterLink} to={`${RUTA_DE_ETIQUETA}${encodeURIComponent(aviso.codigoActivo)}`}>
                                        {aviso.codigoActivo}
                                    </Link>
                                </TableCell>
                                <TableCell>{translate(texto(`tipos.${aviso.tipoDocumento}`))}</TableCell>
                                <TableCell>{aviso.numeroDocumento}</TableCell>
                                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(aviso.vence)}</TableCell>
                                <TableCell>{translate('app.dashboard.vencimientos.umbral_dias', { dias: aviso.umbral })}</TableCell>
                                <TableCell sx={{ wordBreak: 'break-all' }}>{aviso.destinatario}</TableCell>
                            </TableRow>
                        ))}
                    </TableBody>
                </Table>
            )}
        </>
    );
};

/** Vencimientos próximos, and in a second tab the notices already sent about them. */
export const VencimientosCard = () => {
    const translate = useTranslate();
    const [pestana, setPestana] = useState<'proximos' | 'avisos'>('proximos');
    const titulo = translate('app.dashboard.vencimientos.title');
    return (
        <Card component="section" aria-label={titulo}>
            <CardContent>
                <Typography variant="h6" component="h2" gutterBottom>
                    {titulo}
                </Typography>
                <Tabs value={pestana} onChange={(_, valor: typeof pestana) => setPestana(valor)} sx={{ mb: 1 }}>
                    <Tab value="proximos" label={translate('app.dashboard.vencimientos.proximos')} />
                    <Tab value="avisos" label={translate('app.dashboard.vencimientos.avisos')} />
                </Tabs>
                {pestana === 'proximos' ? <Proximos titulo={titulo} /> : <AvisosEnviados titulo={translate('app.dashboard.vencimientos.avisos')} />}
            </CardContent>
        </Card>
    );
};
