import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { IconButton, Tooltip } from '@mui/material';
import LockResetIcon from '@mui/icons-material/LockReset';
import { useNotify, useTranslate } from 'react-admin';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { SecretoUnaVezDialog } from '../common/SecretoUnaVezDialog';
import { useErrorMessage } from '../common/errors';
import { formatDateTime } from '../common/format';
import { useApi } from '../common/useApiQuery';
import { readSession } from '../session';
import { usuarioName } from './record';
import type { RestablecimientoDosFactores, Usuario } from '../api/tipos';

/** The new enrolment link, shown this once (the server keeps only its hash): to hand over when no e-mail took it. */
const EnlaceDialog = ({ usuario, enlace, onClose }: { usuario: Usuario; enlace: RestablecimientoDosFactores; onClose(): void }) => {
    const translate = useTranslate();
    const text = (key: string, args?: Record<string, unknown>) => translate(`resources.Usuario.dos_factores.${key}`, args);
    const aviso = text(enlace.correoEnviado ? 'sent' : 'not_sent', { name: usuarioName(usuario), email: usuario.correoElectronico, expira: formatDateTime(enlace.expira) });
    return (
        <SecretoUnaVezDialog
            id="enlace-inscripcion-titulo"
            title={text('done_title')}
            alert={{ severity: enlace.correoEnviado ? 'success' : 'warning', text: aviso }}
            label={text('link')}
            value={enlace.enlace}
            copyLabel="resources.Usuario.dos_factores.copy"
            multiline
            onClose={onClose}
        />
    );
};

/**
 * Restablecer verificación en dos pasos, a row action of the users list: after a confirmation, the user's
 * authenticator goes, their sessions end and a new enrolment link is e-mailed, and shown here once.
 */
export const RestablecerDosFactores = ({ usuario }: { usuario: Usuario }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const describe = useErrorMessage();
    const api = useApi();
    const [confirming, setConfirming] = useState(false);
    const [enlace, setEnlace] = useState<RestablecimientoDosFactores>();
    const reset = useMutation({ mutationFn: () => api.restablecerDosFactores(usuario.id) });
    const label = translate('resources.Usuario.dos_factores.reset');
    const propio = String(usuario.id) === readSession()?.userId;

    const confirm = async () => {
        try {
            setEnlace(await reset.mutateAsync());
        } catch (error) {
            notify('resources.Usuario.dos_factores.error', { type: 'error', messageArgs: { message: describe(error) } });
        } finally {
            setConfirming(false);
        }
    };

    return (
        <>
            <Tooltip title={label}>
                <IconButton aria-label={label} color="warning" size="small" onClick={() => setConfirming(true)}>
                    <LockResetIcon fontSize="small" />
                </IconButton>
            </Tooltip>
            <ConfirmDialog
                open={confirming}
                title="resources.Usuario.dos_factores.reset"
                content={propio ? 'resources.Usuario.dos_factores.confirm_own' : 'resources.Usuario.dos_factores.confirm'}
                contentArgs={{ name: usuarioName(usuario) }}
                confirmLabel="resources.Usuario.dos_factores.confirm_button"
                confirmIcon={LockResetIcon}
                loading={reset.isPending}
                onConfirm={confirm}
                onClose={() => setConfirming(false)}
            />
            {enlace && <EnlaceDialog usuario={usuario} enlace={enlace} onClose={() => setEnlace(undefined)} />}
        </>
    );
};
