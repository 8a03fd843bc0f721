import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Box, Button, Chip, Stack, Tooltip, Typography } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import { useLogout, useNotify, useTranslate } from 'react-admin';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { useErrorMessage } from '../common/errors';
import { formatDateTime } from '../common/format';
import { TablaCargada, type Columna } from '../common/TablaDialog';
import { useApi, useApiQuery } from '../common/useApiQuery';
import type { Sesion } from '../dataProvider';
import { nombreNavegador } from './navegador';
import { usuarioName } from './record';
import type { Usuario } from '../api/tipos';

/** What the confirmation is about: one session, or all of them. */
type Closing = { sesion: Sesion } | { todas: true };

/**
 * Sesiones activas of a user, each with Cerrar sesión, and Cerrar todas. Closing the caller's own session
 * logs the caller out (no "expired" notice: the person chose it).
 */
export const SesionesUsuario = ({ usuario }: { usuario: Usuario }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const describe = useErrorMessage();
    const logout = useLogout();
    const api = useApi();
    const { load, reload } = useApiQuery(['sesionesDeUsuario', usuario.id], () => api.sesionesDeUsuario(usuario.id));
    // Kept once the confirmation closes, so its text does not change while it fades out.
    const [closing, setClosing] = useState<Closing>();
    const [confirming, setConfirming] = useState(false);
    const cierre = useMutation({
        mutationFn: (what: Closing) => api.cerrarSesiones(usuario.id, 'sesion' in what ? what.sesion.id : undefined),
    });
    const text = (key: string) => translate(`resources.Usuario.sesiones.${key}`);
    const sesiones = load.state === 'done' ? load.data : [];
    const todas = closing !== undefined && 'todas' in closing;

    const close = async () => {
        if (!closing) return;
        const endsOwn = 'sesion' in closing ? closing.sesion.actual : sesiones.some((sesion) => sesion.actual);
        try {
            await cierre.mutateAsync(closing);
            if (endsOwn) {
                logout({}, '/login', false);
                return;
            }
            notify(`resources.Usuario.sesiones.${todas ? 'closed_all' : 'closed'}`, { type: 'success' });
            reload();
        } catch (error) {
            notify('resources.Usuario.sesiones.close_error', { type: 'error', messageArgs: { message: describe(error) } });
        } finally {
            setConfirming(false);
        }
    };

    const ask = (what: Closing) => {
        setClosing(what);
        setConfirming(true);
    };
    const columns: Array<Columna<Sesion>> = [
        { label: text('desde'), render: (sesion) => formatDateTime(sesion.creada), sx: { whiteSpace: 'nowrap' } },
        { label: text('ultimo_uso'), render: (sesion) => formatDateTime(sesion.ultimoUso), sx: { whiteSpace: 'nowrap' } },
        { label: text('ip'), render: (sesion) => sesion.ip, sx: { wordBreak: 'break-all' } },
        {
            label: text('navegador'),
            render: (sesion) => (
                <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
                    <Tooltip title={sesion.userAgent ?? ''}>
                        <span>{nombreNavegador(sesion.userAgent)}</span>
                    </Tooltip>
                    {sesion.actual && <Chip size="small" color="primary" label={text('actual')} />}
                </Stack>
            ),
        },
        {
            label: translate('app.common.actions'),
            align: 'right',
            render: (sesion) => (
                <Button
                    size="small"
                    color="warning"
                    startIcon={<LogoutIcon />}
                    onClick={() => ask({ sesion })}
                    sx={{ whiteSpace: 'nowrap' }}
                >
                    {text('close')}
                </Button>
            ),
        },
    ];

    return (
        <Box component="section" aria-labelledby="sesiones-activas-titulo" sx={{ gridColumn: '1 / -1', mt: 2 }}>
            <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mb: 1 }}>
                <Typography id="sesiones-activas-titulo" variant="subtitle1" component="h3" sx={{ fontWeight: 500 }}>
                    {text('title')}
                </Typography>
                <Button
                    size="small"
                    variant="outlined"
                    color="warning"
                    startIcon={<LogoutIcon />}
                    disabled={sesiones.length === 0}
                    onClick={() => ask({ todas: true })}
                >
                    {text('close_all')}
                </Button>
            </Stack>
            <TablaCargada<Sesion>
                load={load}
                errorText={(message) => translate('resources.Usuario.sesiones.load_error', { message })}
                onRetry={reload}
                empty={
                    <Typography variant="body2" color="text.secondary">
                        {text('empty')}
                    </Typography>
                }
                label={text('title')}
                rowKey={(sesion) => sesion.id}
                columns={columns}
            />
            <ConfirmDialog
                open={confirming}
                title={`resources.Usuario.sesiones.${todas ? 'close_all' : 'close'}`}
                content={`resources.Usuario.sesiones.${todas ? 'confirm_close_all' : 'confirm_close'}`}
                contentArgs={
                    closing && 'sesion' in closing
                        ? {
                              desde: formatDateTime(closing.sesion.creada),
                              navegador: nombreNavegador(closing.sesion.userAgent),
                          }
                        : { name: usuarioName(usuario) }
                }
                confirmLabel={`resources.Usuario.sesiones.${todas ? 'close_all' : 'close'}`}
                confirmIcon={LogoutIcon}
                loading={cierre.isPending}
                onConfirm={close}
                onClose={() => setConfirming(false)}
            />
        </Box>
    );
};
