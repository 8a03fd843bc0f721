import { useState } from 'react';
import {
    Box,
    Button,
    Chip,
    CircularProgress,
    Stack,
    Table,
    TableBody,
    TableCell,
    TableContainer,
    TableHead,
    TableRow,
    Tooltip,
    Typography,
} from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import { useLogout, useNotify, useTranslate } from 'react-admin';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { useErrorMessage } from '../common/errors';
import { formatDateTime } from '../common/format';
import { RetryAlert } from '../common/RetryAlert';
import { useApiGet } from '../common/useApiGet';
import { API_URL, httpClient } from '../dataProvider';
import { nombreNavegador } from './navegador';
import { usuarioName, type Usuario } from './record';

/** A live session as GET /api/Usuario/{id}/sesiones lists it; `actual` is the caller's own. */
interface Sesion {
    id: string;
    creada: string;
    ultimoUso: string;
    expira: string;
    ip: string | null;
    userAgent: string | null;
    actual: boolean;
}

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
    const path = `/Usuario/${usuario.id}/sesiones`;
    const { load, reload } = useApiGet<Sesion[]>(path);
    // Kept once the confirmation closes, so its text does not change while it fades out.
    const [closing, setClosing] = useState<Closing>();
    const [confirming, setConfirming] = useState(false);
    const [pending, setPending] = useState(false);
    const text = (key: string) => translate(`resources.Usuario.sesiones.${key}`);
    const sesiones = load.state === 'done' ? load.data : [];
    const todas = closing !== undefined && 'todas' in closing;

    const close = async () => {
        if (!closing) return;
        const endsOwn = 'sesion' in closing ? closing.sesion.actual : sesiones.some((sesion) => sesion.actual);
        setPending(true);
        try {
            await httpClient(`${API_URL}${path}${'sesion' in closing ? `/${encodeURIComponent(closing.sesion.id)}` : ''}`, {
                method: 'DELETE',
            });
            if (endsOwn) {
                logout({}, '/login', false);
                return;
            }
            notify(`resources.Usuario.sesiones.${todas ? 'closed_all' : 'closed'}`, { type: 'success' });
            reload();
        } catch (error) {
            notify('resources.Usuario.sesiones.close_error', { type: 'error', messageArgs: { message: describe(error) } });
        } finally {
            setPending(false);
            setConfirming(false);
        }
    };

    const ask = (what: Closing) => {
        setClosing(what);
        setConfirming(true);
    };
    const body = () => {
        if (load.state === 'loading') return <CircularProgress size={24} aria-label={translate('ra.message.loading')} />;
        if (load.state === 'error') {
            return (
                <RetryAlert onRetry={reload}>
                    {translate('resources.Usuario.sesiones.load_error', { message: load.message })}
                </RetryAlert>
            );
        }
        if (sesiones.length === 0) {
            return (
                <Typography variant="body2" color="text.secondary">
                    {text('empty')}
                </Typography>
            );
        }
        return (
            <TableContainer>
                <Table size="small" aria-label={text('title')}>
                    <TableHead>
                        <TableRow>
                            <TableCell>{text('desde')}</TableCell>
                            <TableCell>{text('ultimo_uso')}</TableCell>
                            <TableCell>{text('ip')}</TableCell>
                            <TableCell>{text('navegador')}</TableCell>
                            <TableCell align="right">{translate('app.common.actions')}</TableCell>
                        </TableRow>
                    </TableHead>
                    <TableBody>
                        {sesiones.map((sesion) => (
                            <TableRow key={sesion.id}>
                                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(sesion.creada)}</TableCell>
                                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(sesion.ultimoUso)}</TableCell>
                                <TableCell sx={{ wordBreak: 'break-all' }}>{sesion.ip}</TableCell>
                                <TableCell>
                                    <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
                                        <Tooltip title={sesion.userAgent ?? ''}>
                                            <span>{nombreNavegador(sesion.userAgent)}</span>
                                        </Tooltip>
                                        {sesion.actual && <Chip size="small" color="primary" label={text('actual')} />}
                                    </Stack>
                                </TableCell>
                                <TableCell align="right">
                                    <Button
                                        size="small"
                                        color="warning"
                                        startIcon={<LogoutIcon />}
                                        onClick={() => ask({ sesion })}
                                        sx={{ whiteSpace: 'nowrap' }}
                                    >
                                        {text('close')}
                                    </Button>
                                </TableCell>
                            </TableRow>
                        ))}
                    </TableBody>
                </Table>
            </TableContainer>
        );
    };

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
            {body()}
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
                loading={pending}
                onConfirm={close}
                onClose={() => setConfirming(false)}
            />
        </Box>
    );
};
