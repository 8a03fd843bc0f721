import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import LogoutIcon from '@mui/icons-material/Logout';
import { useLogout, useNotify } from 'react-admin';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { useErrorMessage } from '../common/errors';
import { formatDateTime } from '../common/format';
import { useApi } from '../common/useApiQuery';
import type { Sesion } from '../dataProvider';
import { nombreNavegador } from './navegador';
import { usuarioName } from './record';
import type { Usuario } from '../api/tipos';

/** What the confirmation is about: one session, or all of them. */
export type Closing = { sesion: Sesion } | { todas: true };

const esTodas = (closing: Closing | undefined) => closing !== undefined && 'todas' in closing;

/**
 * Cerrar sesión and Cerrar todas of a user's sessions: asked first (`ask`), then sent (`close`). Closing the caller's
 * own session logs the caller out (no "expired" notice: the person chose it); otherwise the list loads again.
 */
export const useCierreDeSesiones = (usuario: Usuario, sesiones: Sesion[], reload: () => void) => {
    const notify = useNotify();
    const describe = useErrorMessage();
    const logout = useLogout();
    const api = useApi();
    // Kept once the confirmation closes, so its text does not change while it fades out.
    const [closing, setClosing] = useState<Closing>();
    const [confirming, setConfirming] = useState(false);
    const cierre = useMutation({
        mutationFn: (what: Closing) => api.cerrarSesiones(usuario.id, 'sesion' in what ? what.sesion.id : undefined),
    });

    const close = async () => {
        if (!closing) return;
        const endsOwn = 'sesion' in closing ? closing.sesion.actual : sesiones.some((sesion) => sesion.actual);
        try {
            await cierre.mutateAsync(closing);
            if (endsOwn) {
                logout({}, '/login', false);
                return;
            }
            notify(`resources.Usuario.sesiones.${esTodas(closing) ? 'closed_all' : 'closed'}`, { type: 'success' });
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
    return { closing, confirming, closingNow: cierre.isPending, ask, close, cancel: () => setConfirming(false) };
};

interface ConfirmarCierreDeSesionesProps {
    usuario: Usuario;
    closing?: Closing;
    open: boolean;
    loading: boolean;
    onConfirm(): void;
    onClose(): void;
}

/** ¿Cerrar la sesión (from when, which browser)? or ¿Cerrar todas las sesiones (whose)? */
export const ConfirmarCierreDeSesiones = ({ usuario, closing, open, loading, onConfirm, onClose }: ConfirmarCierreDeSesionesProps) => {
    const todas = esTodas(closing);
    return (
        <ConfirmDialog
            open={open}
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
            loading={loading}
            onConfirm={onConfirm}
            onClose={onClose}
        />
    );
};
