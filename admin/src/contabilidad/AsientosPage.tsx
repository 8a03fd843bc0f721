import { Fragment, useState } from 'react';
import { Alert, Button, CircularProgress, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import TableViewIcon from '@mui/icons-material/TableView';
import DescriptionIcon from '@mui/icons-material/Description';
import { useTranslate } from 'react-admin';
import { CampoMes } from '../common/fechas/Fechas';
import { useDownload } from '../common/download';
import { DownloadProgressBar } from '../common/DownloadProgressBar';
import { useErrorMessage } from '../common/errors';
import { formatDate, formatMoney } from '../common/format';
import { Page } from '../common/Page';
import { useApiQuery } from '../common/useApiQuery';
import { API_URL } from '../dataProvider';
import type { Asiento } from '../api/tipos';
import { Seccion } from './Seccion';

const T = 'resources.contabilidad.asientos';

/** The month before the current one (Lima): the last one closed, the one accounting usually asks for. */
const mesAnterior = () => {
    const hoy = new Date(Date.now() - 5 * 3_600_000);
    return new Date(Date.UTC(hoy.getUTCFullYear(), hoy.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
};

/** Sums in cents, so the totals are exact. */
const suma = (asientos: Asiento[], lado: 'debe' | 'haber') => asientos.reduce((total, a) => total + a.lineas.reduce((s, l) => s + Math.round(l[lado] * 100), 0), 0) / 100;

const Diario = ({ asientos }: { asientos: Asiento[] }) => {
    const translate = useTranslate();
    const columna = (campo: string) => translate(`${T}.columnas.${campo}`);
    if (asientos.length === 0) return <Typography color="text.secondary">{translate(`${T}.vacio`)}</Typography>;
    return (
        <TableContainer sx={{ maxHeight: 480 }}>
            <Table size="small" stickyHeader aria-label={translate(`${T}.title`)}>
                <TableHead>
                    <TableRow>
                        {['cuenta', 'centroCosto', 'activo'].map((campo) => (
                            <TableCell key={campo}>{columna(campo)}</TableCell>
                        ))}
                        <TableCell align="right">{columna('debe')}</TableCell>
                        <TableCell align="right">{columna('haber')}</TableCell>
                    </TableRow>
                </TableHead>
                <TableBody>
                    {asientos.map((asiento) => (
                        <Fragment key={asiento.numero}>
                            <TableRow sx={{ bgcolor: 'action.hover' }}>
                                <TableCell colSpan={5}>
                                    <Typography variant="body2" fontWeight={600}>
                                        {translate(`${T}.asiento`, { numero: asiento.numero, fecha: formatDate(asiento.fecha) })} · {asiento.glosa}
                                        {asiento.documento ? ` · ${asiento.documento}` : ''}
                                    </Typography>
                                </TableCell>
                            </TableRow>
                            {asiento.lineas.map((linea, i) => (
                                <TableRow key={i}>
                                    <TableCell sx={{ pl: linea.haber ? 5 : 2 }}>{linea.cuenta}</TableCell>
                                    <TableCell>{linea.centroCosto ?? ''}</TableCell>
                                    <TableCell>{linea.activoCodigo ?? ''}</TableCell>
                                    <TableCell align="right">{linea.debe ? formatMoney(linea.debe) : ''}</TableCell>
                                    <TableCell align="right">{linea.haber ? formatMoney(linea.haber) : ''}</TableCell>
                                </TableRow>
                            ))}
                        </Fragment>
                    ))}
                </TableBody>
            </Table>
        </TableContainer>
    );
};

/** Contabilidad › Asientos: the month's entries in the financial book, their totals and the files accounting imports. */
export const AsientosPage = () => {
    const translate = useTranslate();
    const describe = useErrorMessage();
    const [periodo, setPeriodo] = useState(mesAnterior);
    const [problema, setProblema] = useState<string>();
    const { load } = useApiQuery(['asientos-contables', periodo], (api) => api.asientosContables(periodo));
    const { download, progress } = useDownload((error) => setProblema(describe(error)));
    const descargar = (formato: 'excel' | 'csv') =>
        download(`${API_URL}/contabilidad/asientos/${formato}?periodo=${periodo}`, `Asientos_${periodo}.${formato === 'excel' ? 'xlsx' : 'csv'}`);
    return (
        <Page title="app.pages.asientos">
            <Seccion clave={T} problema={problema} onCerrarProblema={() => setProblema(undefined)}>
                <Stack direction="row" gap={2} alignItems="center" flexWrap="wrap" sx={{ mb: 2 }}>
                    <CampoMes label={translate(`${T}.periodo`)} value={periodo} onChange={(valor) => valor && setPeriodo(valor)} size="small" sx={{ width: 200 }} />
                    <Button variant="outlined" color="success" disabled={Boolean(progress)} startIcon={progress ? <CircularProgress size={18} color="inherit" /> : <TableViewIcon />} onClick={() => descargar('excel')}>
                        {translate(`${T}.excel`)}
                    </Button>
                    <Button variant="outlined" disabled={Boolean(progress)} startIcon={<DescriptionIcon />} onClick={() => descargar('csv')}>
                        {translate(`${T}.csv`)}
                    </Button>
                </Stack>
                {progress && <DownloadProgressBar progress={progress} />}
                {load.state === 'error' ? (
                    <Alert severity="error">{translate(`${T}.error`, { message: load.message })}</Alert>
                ) : load.state !== 'done' ? (
                    <CircularProgress />
                ) : (
                    <>
                        <Diario asientos={load.data} />
                        <Stack direction="row" gap={3} justifyContent="flex-end" sx={{ mt: 1 }} aria-label={translate(`${T}.columnas.totales`)}>
                            <Typography fontWeight={600}>
                                {translate(`${T}.total_debe`)}: {formatMoney(suma(load.data, 'debe'))}
                            </Typography>
                            <Typography fontWeight={600}>
                                {translate(`${T}.total_haber`)}: {formatMoney(suma(load.data, 'haber'))}
                            </Typography>
                        </Stack>
                    </>
                )}
            </Seccion>
        </Page>
    );
};
