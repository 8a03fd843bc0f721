import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { useNotify, usePermissions, useRefresh, useTranslate } from 'react-admin';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { serverMessageOr } from '../common/errors';
import { formatDateTime, formatNumber } from '../common/format';
import { MessageDialog, type Message } from '../common/MessageDialog';
import { RetryAlert } from '../common/RetryAlert';
import { ADMIN_ROLES, hasRole, MAESTRO } from '../common/roles';
import { TablaDialog } from '../common/TablaDialog';
import { useApi, useApiQuery } from '../common/useApiQuery';
import type { ActivoSenalado, Advertencias71, CierreEjercicio } from '../api/tipos';

const texto = (clave: string) => `resources.reportes.formato71.${clave}`;

type Senalados = 'sinFecha' | 'sinCategoria';

/** The assets a warning names, code and description, in a dialog. */
const SenaladosDialog = ({ advertencias, cuales, onClose }: { advertencias: Advertencias71; cuales: Senalados; onClose(): void }) => {
    const translate = useTranslate();
    const activos = advertencias[cuales];
    const total = cuales === 'sinFecha' ? advertencias.totalSinFecha : advertencias.totalSinCategoria;
    return (
        <TablaDialog<ActivoSenalado>
            title={translate(texto(`${cuales}_title`), { anio: advertencias.anio })}
            // The API names up to a thousand; the count is of them all.
            subtitle={
                total > activos.length
                    ? translate(texto('primeros'), { shown: formatNumber(activos.length), total: formatNumber(total) })
                    : undefined
            }
            onClose={onClose}
            load={{ state: 'done', data: activos }}
            errorText={(message) => message}
            empty={null}
            label={translate(texto(`${cuales}_title`), { anio: advertencias.anio })}
            maxHeight={420}
            rowKey={(activo) => activo.id}
            columns={[
                { label: translate('resources.activos.columns.codigo'), render: (activo) => activo.codigo, sx: { whiteSpace: 'nowrap' } },
                { label: translate('resources.activos.columns.descripcion'), render: (activo) => activo.descripcion },
            ]}
        />
    );
};

/** "3 activos sin fecha de adquisición: no figuran en el libro", with Ver to list them. */
const Advertencia = ({ total, cuales, onVer }: { total: number; cuales: Senalados; onVer(): void }) => {
    const translate = useTranslate();
    if (total === 0) return null;
    return (
        <Alert
            severity="warning"
            sx={{ py: 0 }}
            action={
                <Button color="inherit" size="small" onClick={onVer}>
                    {translate(texto('ver'))}
                </Button>
            }
        >
            {translate(texto(cuales), { smart_count: total, count: formatNumber(total) })}
        </Alert>
    );
};

type Accion = 'cerrar' | 'reabrir';

/** Cerrar ejercicio (types 1-2, a finished year not closed yet) and Reabrir (Maestro, a closed year), each confirmed. */
const AccionesDeCierre = ({ advertencias }: { advertencias: Advertencias71 }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const refresh = useRefresh();
    const api = useApi();
    const { permissions } = usePermissions<number | undefined>();
    const [confirmar, setConfirmar] = useState<Accion>();
    const [message, setMessage] = useState<Message>();
    const { anio } = advertencias;
    const cambio = useMutation({
        mutationFn: async (accion: Accion) => {
            if (accion === 'cerrar') await api.cerrarEjercicio(anio);
            else await api.reabrirEjercicio(anio);
        },
    });
    const puede: Record<Accion, boolean> = {
        cerrar: hasRole(permissions, ADMIN_ROLES) && !advertencias.cerrado && !advertencias.provisional,
        reabrir: permissions === MAESTRO && advertencias.cerrado,
    };
    const ejecutar = async (accion: Accion) => {
        try {
            await cambio.mutateAsync(accion);
            notify(texto(`${accion}_ok`), { type: 'success', messageArgs: { anio } });
            // The warnings, the closed years and the books all change.
            refresh();
        } catch (error) {
            const { message: text, args } = serverMessageOr(texto(`${accion}_error`))(error);
            setMessage({ title: texto(`${accion}_error_title`), text, args, severity: 'error' });
        } finally {
            setConfirmar(undefined);
        }
    };
    return (
        <>
            {(['cerrar', 'reabrir'] as const).filter((accion) => puede[accion]).map((accion) => (
                <Button
                    key={accion}
                    size="small"
                    variant="outlined"
                    color={accion === 'cerrar' ? 'primary' : 'warning'}
                    startIcon={accion === 'cerrar' ? <LockIcon /> : <LockOpenIcon />}
                    onClick={() => setConfirmar(accion)}
                    sx={{ alignSelf: 'flex-start' }}
                >
                    {translate(texto(accion), { anio })}
                </Button>
            ))}
            <ConfirmDialog
                open={Boolean(confirmar)}
                title={texto(`${confirmar ?? 'cerrar'}_title`)}
                content={texto(`${confirmar ?? 'cerrar'}_confirm`)}
                contentArgs={{ anio }}
                confirmLabel={texto(confirmar ?? 'cerrar')}
                confirmIcon={confirmar === 'reabrir' ? LockOpenIcon : LockIcon}
                loading={cambio.isPending}
                onConfirm={() => confirmar && ejecutar(confirmar)}
                onClose={() => setConfirmar(undefined)}
            />
            {message && <MessageDialog message={message} onClose={() => setMessage(undefined)} />}
        </>
    );
};

/** Closed by whom and when, from the company's closed years. */
const CerradoPor = ({ cierre }: { cierre: CierreEjercicio | undefined }) => {
    const translate = useTranslate();
    if (!cierre) return null;
    return (
        <Typography variant="body2" color="text.secondary">
            {translate(texto(cierre.usuarioNombre ? 'cerrado_por' : 'cerrado_el'), {
                fecha: formatDateTime(cierre.createdAt),
                usuario: cierre.usuarioNombre,
            })}
        </Typography>
    );
};

/**
 * The state of the chosen year's book 7.1: Provisional while it runs, Cerrado once closed, the assets it leaves out
 * (no acquisition date) or carries without a SUNAT category, and closing or reopening the year.
 */
export const Ejercicio71 = ({ anio, cierres }: { anio: number; cierres: CierreEjercicio[] }) => {
    const translate = useTranslate();
    const { load, reload } = useApiQuery(['advertencias71', anio], (api) => api.advertencias71(anio));
    const [ver, setVer] = useState<Senalados>();
    if (load.state === 'loading') return <CircularProgress size={20} aria-label={translate(texto('cargando'))} />;
    if (load.state === 'error') {
        return <RetryAlert onRetry={reload}>{translate(texto('error'), { message: load.message })}</RetryAlert>;
    }
    const advertencias = load.data;
    const limpio = advertencias.totalSinFecha === 0 && advertencias.totalSinCategoria === 0;
    return (
        // No wider than the period pickers of the row below: the table keeps its Exportar column in sight.
        <Stack gap={1} aria-label={translate(texto('estado'), { anio })} role="group" sx={{ maxWidth: 368 }}>
            {(advertencias.provisional || advertencias.cerrado) && (
                <Stack direction="row" gap={1} alignItems="center" flexWrap="wrap">
                    {advertencias.provisional && (
                        <Chip size="small" color="info" label={translate(texto('provisional'))} />
                    )}
                    {advertencias.cerrado && (
                        <Chip size="small" color="success" icon={<LockIcon />} label={translate(texto('cerrado'))} />
                    )}
                    {advertencias.cerrado && <CerradoPor cierre={cierres.find((cierre) => cierre.anio === anio)} />}
                </Stack>
            )}
            {advertencias.provisional && (
                <Typography variant="body2" color="text.secondary">
                    {translate(texto('provisional_hint'))}
                </Typography>
            )}
            <Advertencia total={advertencias.totalSinFecha} cuales="sinFecha" onVer={() => setVer('sinFecha')} />
            <Advertencia total={advertencias.totalSinCategoria} cuales="sinCategoria" onVer={() => setVer('sinCategoria')} />
            {limpio && (
                <Typography variant="body2" color="success.main">
                    {translate(texto('sin_advertencias'))}
                </Typography>
            )}
            <AccionesDeCierre advertencias={advertencias} />
            {ver && <SenaladosDialog advertencias={advertencias} cuales={ver} onClose={() => setVer(undefined)} />}
        </Stack>
    );
};

/** The company's closed years, for the year picker and "cerrado por". An error leaves them out. */
export const useCierres = (): CierreEjercicio[] => {
    const { load } = useApiQuery(['cierresDeEjercicio'], (api) => api.cierresDeEjercicio());
    return load.state === 'done' ? load.data : [];
};
