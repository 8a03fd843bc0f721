import {
    Alert,
    Box,
    Card,
    CardContent,
    CircularProgress,
    Stack,
    Table,
    TableBody,
    TableCell,
    TableHead,
    TableRow,
    Typography,
} from '@mui/material';

import { useTranslate } from 'react-admin';

import { formatDate, formatMoney } from '../common/format';
import { useApiQuery } from '../common/useApiQuery';
import { parametrosDe, usuarioEtiqueta } from './record';
import { RetryAlert } from '../common/RetryAlert';
import type { ActivoAsignado, GrupoAsignacion, ReporteAsignacion } from '../api/tipos';

const texto = (clave: string) => `resources.reportes.asignacion.${clave}`;
const COLUMNAS = ['codigo', 'descripcion', 'marca_modelo_serie', 'area', 'estado', 'fecha_adquisicion', 'valor'];

const marcaModeloSerie = (activo: ActivoAsignado) =>
    [activo.marca, activo.modelo, activo.serie].filter(Boolean).join(' / ') || '—';

/** One user's assets: a section named after the user, its count and value, and the table. */
const Grupo = ({ grupo }: { grupo: GrupoAsignacion }) => {
    const translate = useTranslate();
    const nombre = usuarioEtiqueta(grupo.usuario);
    return (
        <Card component="section" aria-label={nombre} sx={{ mt: 2 }}>
            <CardContent>
                <Stack
                    direction={{ xs: 'column', sm: 'row' }}
                    justifyContent="space-between"
                    alignItems={{ sm: 'baseline' }}
                >
                    <Typography variant="h6" component="h2">
                        {nombre}
                    </Typography>
                    <Typography color="text.secondary">
                        {translate(texto('summary'), {
                            cantidad: grupo.cantidad,
                            valor: formatMoney(grupo.valorTotal),
                        })}
                    </Typography>
                </Stack>
                {grupo.activos.length === 0 ? (
                    <Typography color="text.secondary" sx={{ mt: 1 }}>
                        {translate(texto('empty_user'))}
                    </Typography>
                ) : (
                    <Table size="small" sx={{ mt: 1 }}>
                        <TableHead>
                            <TableRow>
                                {COLUMNAS.map((columna) => (
                                    <TableCell key={columna} align={columna === 'valor' ? 'right' : 'left'}>
                                        {translate(texto(`columns.${columna}`))}
                                    </TableCell>
                                ))}
                            </TableRow>
                        </TableHead>
                        <TableBody>
                            {grupo.activos.map((activo) => (
                                <TableRow key={activo.id}>
                                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{activo.codigo}</TableCell>
                                    <TableCell>{activo.descripcion}</TableCell>
                                    <TableCell>{marcaModeloSerie(activo)}</TableCell>
                                    <TableCell>{activo.area ?? '—'}</TableCell>
                                    <TableCell>{activo.estado ?? '—'}</TableCell>
                                    <TableCell>{formatDate(activo.fechaAdquisicion)}</TableCell>
                                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                                        {formatMoney(activo.total)}
                                    </TableCell>
                                </TableRow>
                            ))}
                            <TableRow>
                                <TableCell colSpan={COLUMNAS.length - 1} sx={{ fontWeight: 500 }}>
                                    {translate(texto('group_total'))}
                                </TableCell>
                                <TableCell align="right" sx={{ fontWeight: 500, whiteSpace: 'nowrap' }}>
                                    {formatMoney(grupo.valorTotal)}
                                </TableCell>
                            </TableRow>
                        </TableBody>
                    </Table>
                )}
            </CardContent>
        </Card>
    );
};

const Totales = ({ reporte }: { reporte: ReporteAsignacion }) => {
    const translate = useTranslate();
    return (
        <Alert severity="info" icon={false}>
            <Typography fontWeight={500}>
                {translate(texto('total'), { cantidad: reporte.cantidad, valor: formatMoney(reporte.valorTotal) })}
            </Typography>
            {reporte.sinAsignar && reporte.sinAsignar.cantidad > 0 && (
                <Typography variant="body2">
                    {translate(texto('unassigned'), {
                        cantidad: reporte.sinAsignar.cantidad,
                        valor: formatMoney(reporte.sinAsignar.valorTotal),
                    })}
                </Typography>
            )}
        </Alert>
    );
};

/** The report of one user ('' = every user), loaded when shown. */
export const AsignacionResultado = ({ usuarioId }: { usuarioId: string }) => {
    const translate = useTranslate();
    const { load, reload } = useApiQuery(['reporteAsignacion', usuarioId], (api) =>
        api.reporteAsignacion(parametrosDe(usuarioId)),
    );
    if (load.state === 'loading') return <CircularProgress sx={{ m: 2 }} aria-label={translate('ra.page.loading')} />;
    if (load.state === 'error') {
        return (
            <RetryAlert onRetry={reload}>
                {translate(texto('load_error'), { message: load.message })}
            </RetryAlert>
        );
    }
    const reporte = load.data;
    return (
        <Box>
            <Totales reporte={reporte} />
            {reporte.grupos.length === 0 ? (
                <Typography sx={{ mt: 2 }}>{translate(texto('none'))}</Typography>
            ) : (
                reporte.grupos.map((grupo) => <Grupo key={grupo.usuario.id} grupo={grupo} />)
            )}
        </Box>
    );
};
