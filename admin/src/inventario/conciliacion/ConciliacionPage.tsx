import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, Box, Button, Card, CircularProgress, Stack, Tab, Tabs, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DriveFileMoveIcon from '@mui/icons-material/DriveFileMove';
import LockIcon from '@mui/icons-material/Lock';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import TableViewIcon from '@mui/icons-material/TableView';
import { useNotify, usePermissions, useRefresh, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { BajaDialog } from '../../activo/baja/BajaDialog';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import { useDownload } from '../../common/download';
import { DownloadProgressBar } from '../../common/DownloadProgressBar';
import { useErrorMessage } from '../../common/errors';
import { formatDate, formatDateTime } from '../../common/format';
import { Page } from '../../common/Page';
import { RetryAlert } from '../../common/RetryAlert';
import { GERENCIA_ROLES, hasRole } from '../../common/roles';
import { useApi, useApiQuery } from '../../common/useApiQuery';
import { useCanWrite } from '../../common/useCanWrite';
import { API_URL } from '../../dataProvider';
import { EstadoChip, Progreso } from '../InventarioCells';
import { estaAbierto, texto } from '../record';
import { PESTANAS, TablaDePestana, type Pestana } from './TablasConciliacion';
import type { Conciliacion, FilaConciliacion, Inventario } from '../../api/tipos';

/** How many rows each tab holds, by the summary's names. */
const CONTEO: Record<Pestana, keyof Conciliacion['resumen']> = {
    encontrados: 'encontrados',
    otraUbicacion: 'otraUbicacion',
    faltantes: 'faltantes',
    sobrantes: 'sobrantes',
    dadosDeBaja: 'dadosDeBaja',
    fueraDeAlcance: 'fueraDeAlcance',
};

/** The acta (PDF) and the spreadsheet of every row, with the download's bar. */
const Descargas = ({ inventarioId }: { inventarioId: number }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const describe = useErrorMessage();
    const { download, progress } = useDownload((error) =>
        notify(texto('conciliacion.download_error'), { type: 'error', messageArgs: { message: describe(error) } }),
    );
    const base = `${API_URL}/inventarios/${inventarioId}`;
    return (
        <>
            <Button
                variant="outlined"
                color="error"
                disabled={Boolean(progress)}
                startIcon={progress ? <CircularProgress size={18} color="inherit" /> : <PictureAsPdfIcon />}
                onClick={() => void download(`${base}/acta`, `Acta_Inventario_${inventarioId}.pdf`)}
            >
                {translate(texto('conciliacion.acta'))}
            </Button>
            <Button
                variant="outlined"
                color="success"
                disabled={Boolean(progress)}
                startIcon={progress ? <CircularProgress size={18} color="inherit" /> : <TableViewIcon />}
                onClick={() => void download(`${base}/conciliacion/excel`, `Conciliacion_Inventario_${inventarioId}.xlsx`)}
            >
                {translate(texto('conciliacion.excel'))}
            </Button>
            {progress && (
                <Box sx={{ flexBasis: '100%' }}>
                    <DownloadProgressBar progress={progress} />
                </Box>
            )}
        </>
    );
};

/** The campaign's name, cut-off date, state and progress, and whether its reconciliation is provisional or closed. */
const Encabezado = ({ inventario }: { inventario: Inventario }) => {
    const translate = useTranslate();
    return (
        <>
            <Stack direction="row" gap={2} alignItems="center" flexWrap="wrap" sx={{ mb: 1 }}>
                <Typography variant="h6" component="h2">
                    {translate(texto('conciliacion.subtitle'), {
                        nombre: inventario.nombre,
                        fecha: formatDate(inventario.fechaCorte),
                    })}
                </Typography>
                <EstadoChip inventario={inventario} />
                <Box sx={{ width: 220 }}>
                    <Progreso inventario={inventario} />
                </Box>
            </Stack>
            {estaAbierto(inventario) ? (
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                    {translate(texto('conciliacion.provisional'))}
                </Typography>
            ) : (
                <Alert severity="info" icon={<LockIcon />} sx={{ mb: 1 }}>
                    {translate(texto('conciliacion.cerrada'), {
                        fecha: formatDateTime(inventario.cerradoEl),
                        usuario: inventario.cerradoPor ?? '',
                    })}
                </Alert>
            )}
        </>
    );
};

/** Contar (while open), the downloads, and Cerrar campaña for management. */
const Acciones = ({ inventario, onCerrar }: { inventario: Inventario; onCerrar?: () => void }) => {
    const translate = useTranslate();
    return (
        <Stack direction="row" gap={1} flexWrap="wrap" sx={{ mb: 2 }}>
            {estaAbierto(inventario) && (
                <Button component={Link} to={`/inventario/${inventario.id}/contar`} variant="contained" startIcon={<QrCodeScannerIcon />}>
                    {translate(texto('actions.contar'))}
                </Button>
            )}
            <Descargas inventarioId={inventario.id} />
            {onCerrar && (
                <Button variant="outlined" color="warning" startIcon={<LockIcon />} onClick={onCerrar}>
                    {translate(texto('conciliacion.cerrar.button'))}
                </Button>
            )}
        </Stack>
    );
};

/** The tabs of rows, each with its count. */
const Pestanas = ({ pestana, onPestana, resumen }: { pestana: Pestana; onPestana(pestana: Pestana): void; resumen: Conciliacion['resumen'] }) => {
    const translate = useTranslate();
    return (
        <Tabs
            value={pestana}
            onChange={(_event, value: Pestana) => onPestana(value)}
            // Six tabs with their counts don't fit a 1024 px laptop in a row: they wrap, the chosen one underlined.
            sx={{
                mb: 1,
                '& .MuiTabs-flexContainer': { flexWrap: 'wrap' },
                '& .MuiTabs-indicator': { display: 'none' },
                '& .MuiTab-root': { textTransform: 'none', minWidth: 0, borderBottom: 2, borderColor: 'transparent' },
                '& .MuiTab-root.Mui-selected': { borderColor: 'primary.main' },
            }}
        >
            {PESTANAS.map((clave) => (
                <Tab key={clave} value={clave} label={translate(texto(`conciliacion.tabs.${clave}`), { count: resumen[CONTEO[clave]] })} />
            ))}
        </Tabs>
    );
};

/**
 * What management does with an open campaign's reconciliation: the rows chosen to move, moving them (or all) to where
 * they were read, and closing the campaign, each confirmed first.
 */
const useGerencia = (conciliacion: Conciliacion) => {
    const notify = useNotify();
    const refresh = useRefresh();
    const describe = useErrorMessage();
    const api = useApi();
    const { inventario } = conciliacion;
    const [seleccion, setSeleccion] = useState<ReadonlySet<number>>(new Set());
    const [confirmar, setConfirmar] = useState<'trasladar' | 'cerrar'>();

    // Only rows still found elsewhere can be moved: a selection outlives a reload only for them.
    const elegidos = conciliacion.otraUbicacion.map((fila) => fila.activo.id).filter((id) => seleccion.has(id));
    const traslado = useMutation({
        mutationFn: () => api.trasladarInventario(inventario.id, elegidos.length ? elegidos : undefined),
    });
    const cierre = useMutation({ mutationFn: () => api.cerrarInventario(inventario.id) });

    const trasladar = async () => {
        try {
            const { trasladados } = await traslado.mutateAsync();
            notify(texto('conciliacion.trasladar.done'), { type: 'success', messageArgs: { smart_count: trasladados } });
            setSeleccion(new Set());
            refresh();
        } catch (error) {
            notify(texto('conciliacion.trasladar.error'), { type: 'error', messageArgs: { message: describe(error) } });
        } finally {
            setConfirmar(undefined);
        }
    };
    const cerrar = async () => {
        try {
            await cierre.mutateAsync();
            notify(texto('conciliacion.cerrar.done'), { type: 'success' });
            refresh();
        } catch (error) {
            notify(texto('conciliacion.cerrar.error'), { type: 'error', messageArgs: { message: describe(error) } });
        } finally {
            setConfirmar(undefined);
        }
    };
    const cambiar = (activoId: number) =>
        setSeleccion((actual) => {
            const nueva = new Set(actual);
            if (!nueva.delete(activoId)) nueva.add(activoId);
            return nueva;
        });
    return { seleccion, cambiar, elegidos, confirmar, setConfirmar, traslado, cierre, trasladar, cerrar };
};

type Gerencia = ReturnType<typeof useGerencia>;

/** The confirmations of a move to the places read and of closing the campaign. */
const DialogosDeGerencia = ({ conciliacion, gerencia }: { conciliacion: Conciliacion; gerencia: Gerencia }) => {
    const { confirmar, setConfirmar, elegidos, traslado, cierre, trasladar, cerrar } = gerencia;
    return (
        <>
            <ConfirmDialog
                open={confirmar === 'trasladar'}
                title={texto('conciliacion.trasladar.title')}
                content={texto('conciliacion.trasladar.confirm')}
                contentArgs={{ smart_count: elegidos.length || conciliacion.otraUbicacion.length }}
                confirmLabel={texto('conciliacion.trasladar.title')}
                confirmIcon={DriveFileMoveIcon}
                loading={traslado.isPending}
                onConfirm={trasladar}
                onClose={() => setConfirmar(undefined)}
            />
            <ConfirmDialog
                open={confirmar === 'cerrar'}
                title={texto('conciliacion.cerrar.title')}
                content={texto('conciliacion.cerrar.confirm')}
                contentArgs={{ nombre: conciliacion.inventario.nombre }}
                confirmLabel={texto('conciliacion.cerrar.button')}
                confirmIcon={LockIcon}
                loading={cierre.isPending}
                onConfirm={cerrar}
                onClose={() => setConfirmar(undefined)}
            />
        </>
    );
};

interface ConciliacionVistaProps {
    conciliacion: Conciliacion;
    pestana: Pestana;
    onPestana(pestana: Pestana): void;
    onBaja(fila: FilaConciliacion): void;
}

/** A campaign's reconciliation: its summary, the tabs of rows, and what management does with them while it is open. */
const ConciliacionVista = ({ conciliacion, pestana, onPestana, onBaja }: ConciliacionVistaProps) => {
    const translate = useTranslate();
    const canWrite = useCanWrite();
    const { permissions } = usePermissions<number | undefined>();
    const { inventario, resumen } = conciliacion;
    const abierto = estaAbierto(inventario);
    const esGerencia = abierto && hasRole(permissions, GERENCIA_ROLES);
    const gerencia = useGerencia(conciliacion);
    const { elegidos } = gerencia;
    return (
        <>
            <Encabezado inventario={inventario} />
            <Acciones inventario={inventario} onCerrar={esGerencia ? () => gerencia.setConfirmar('cerrar') : undefined} />
            <Pestanas pestana={pestana} onPestana={onPestana} resumen={resumen} />
            {pestana === 'otraUbicacion' && esGerencia && conciliacion.otraUbicacion.length > 0 && (
                <Button variant="contained" startIcon={<DriveFileMoveIcon />} onClick={() => gerencia.setConfirmar('trasladar')} sx={{ mb: 1 }}>
                    {elegidos.length
                        ? translate(texto('conciliacion.trasladar.seleccionados'), { smart_count: elegidos.length })
                        : translate(texto('conciliacion.trasladar.todos'))}
                </Button>
            )}
            <Card>
                <TablaDePestana
                    pestana={pestana}
                    conciliacion={conciliacion}
                    seleccion={esGerencia ? { ids: gerencia.seleccion, cambiar: gerencia.cambiar } : undefined}
                    onBaja={abierto && canWrite ? onBaja : undefined}
                />
            </Card>
            <DialogosDeGerencia conciliacion={conciliacion} gerencia={gerencia} />
        </>
    );
};

/**
 * Conciliación (route /inventario/:id). The tab and the disposal under way live here: a reload after a move, a
 * closing or a disposal redraws the reconciliation, and must not send the user back to the first tab nor drop the
 * disposal's result.
 */
export const ConciliacionPage = () => {
    const translate = useTranslate();
    const inventarioId = Number(useParams().id);
    const { load, reload } = useApiQuery(['conciliacion', inventarioId], (api) => api.conciliacion(inventarioId));
    const [pestana, setPestana] = useState<Pestana>('encontrados');
    const [baja, setBaja] = useState<FilaConciliacion>();
    return (
        <Page title={texto('conciliacion.title')}>
            <Button component={Link} to="/inventario" startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
                {translate(texto('conciliacion.back'))}
            </Button>
            {load.state === 'loading' && (
                <Box>
                    <CircularProgress size={28} aria-label={translate('ra.page.loading')} />
                </Box>
            )}
            {load.state === 'error' && (
                <RetryAlert onRetry={reload}>{translate(texto('conciliacion.load_error'), { message: load.message })}</RetryAlert>
            )}
            {load.state === 'done' && (
                <ConciliacionVista conciliacion={load.data} pestana={pestana} onPestana={setPestana} onBaja={setBaja} />
            )}
            {baja && (
                <BajaDialog
                    activo={baja.activo}
                    motivo="robo_perdida"
                    onClose={() => setBaja(undefined)}
                    onDone={() => setBaja(undefined)}
                />
            )}
        </Page>
    );
};
