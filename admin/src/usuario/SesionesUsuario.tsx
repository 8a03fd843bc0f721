import { Box, Button, Chip, Stack, Tooltip, Typography } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '../common/format';
import { TablaCargada, type Columna } from '../common/TablaDialog';
import { useApi, useApiQuery } from '../common/useApiQuery';
import type { Sesion } from '../dataProvider';
import { ConfirmarCierreDeSesiones, useCierreDeSesiones } from './CierreDeSesiones';
import { nombreNavegador } from './navegador';
import type { Usuario } from '../api/tipos';

/** The sessions table's columns: since when, last use, IP, browser (this one marked), and Cerrar sesión. */
const useColumnasDeSesiones = (onClose: (sesion: Sesion) => void): Array<Columna<Sesion>> => {
    const translate = useTranslate();
    const text = (key: string) => translate(`resources.Usuario.sesiones.${key}`);
    return [
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
                    onClick={() => onClose(sesion)}
                    sx={{ whiteSpace: 'nowrap' }}
                >
                    {text('close')}
                </Button>
            ),
        },
    ];
};

/**
 * Sesiones activas of a user, each with Cerrar sesión, and Cerrar todas. Closing the caller's own session
 * logs the caller out (no "expired" notice: the person chose it).
 */
export const SesionesUsuario = ({ usuario }: { usuario: Usuario }) => {
    const translate = useTranslate();
    const api = useApi();
    const { load, reload } = useApiQuery(['sesionesDeUsuario', usuario.id], () => api.sesionesDeUsuario(usuario.id));
    const text = (key: string) => translate(`resources.Usuario.sesiones.${key}`);
    const sesiones = load.state === 'done' ? load.data : [];
    const cierre = useCierreDeSesiones(usuario, sesiones, reload);
    const columns = useColumnasDeSesiones((sesion) => cierre.ask({ sesion }));

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
                    onClick={() => cierre.ask({ todas: true })}
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
            <ConfirmarCierreDeSesiones
                usuario={usuario}
                closing={cierre.closing}
                open={cierre.confirming}
                loading={cierre.closingNow}
                onConfirm={cierre.close}
                onClose={cierre.cancel}
            />
        </Box>
    );
};
