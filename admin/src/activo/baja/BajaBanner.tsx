import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Stack } from '@mui/material';
import UndoIcon from '@mui/icons-material/Undo';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import { serverMessageOr } from '../../common/errors';
import { formatDate } from '../../common/format';
import { MessageDialog, type Message } from '../../common/MessageDialog';
import { useApi, useApiQuery } from '../../common/useApiQuery';
import { ActaButton } from './ActaButton';
import { motivoLabel } from './motivos';
import type { Activo } from '../../api/tipos';

const texto = (clave: string) => `resources.activos.baja.${clave}`;

interface BajaBannerProps {
    /** A disposed asset (fechaBaja set). */
    activo: Activo;
    /** Revertir baja, for the administration (types 1-2). */
    canRevert: boolean;
    /** After the disposal was reversed: the asset is back in the books. */
    onReverted(): void;
}

/** "Dado de baja el dd/mm/aaaa — Motivo", with its acta and, confirmed, Revertir baja. */
export const BajaBanner = ({ activo, canRevert, onReverted }: BajaBannerProps) => {
    const translate = useTranslate();
    const notify = useNotify();
    const refresh = useRefresh();
    const api = useApi();
    // The motive is the disposal's; while it loads (or if it fails) the date alone says enough.
    const { load } = useApiQuery(['baja', activo.id], () => api.baja(activo.id));
    const reversion = useMutation({ mutationFn: () => api.revertirBaja(activo.id) });
    const [confirmar, setConfirmar] = useState(false);
    const [message, setMessage] = useState<Message>();

    const revertir = async () => {
        try {
            await reversion.mutateAsync();
            notify(texto('reverted'), { type: 'success' });
            refresh();
            onReverted();
        } catch (error) {
            const { message: text, args } = serverMessageOr(texto('revert_error'))(error);
            setMessage({ title: texto('revert_error_title'), text, args, severity: 'error' });
        } finally {
            setConfirmar(false);
        }
    };

    const fecha = formatDate(load.state === 'done' ? load.data.fecha : activo.fechaBaja);
    return (
        <Alert
            severity="error"
            variant="outlined"
            sx={{ mb: 2, '& .MuiAlert-message': { flex: 1 } }}
        >
            <Stack direction={{ xs: 'column', sm: 'row' }} gap={1} alignItems={{ sm: 'center' }} justifyContent="space-between">
                <strong>
                    {load.state === 'done'
                        ? translate(texto('banner'), { fecha, motivo: translate(motivoLabel(load.data.motivo)) })
                        : translate(texto('banner_fecha'), { fecha })}
                </strong>
                <Stack direction="row" gap={1} flexWrap="wrap">
                    <ActaButton activo={activo} label={texto('acta')} />
                    {canRevert && (
                        <Button variant="outlined" color="warning" startIcon={<UndoIcon />} onClick={() => setConfirmar(true)}>
                            {translate(texto('revert'))}
                        </Button>
                    )}
                </Stack>
            </Stack>
            <ConfirmDialog
                open={confirmar}
                title={texto('revert_title')}
                content={texto('revert_confirm')}
                contentArgs={{ codigo: activo.codigo }}
                confirmLabel={texto('revert')}
                confirmIcon={UndoIcon}
                loading={reversion.isPending}
                onConfirm={revertir}
                onClose={() => setConfirmar(false)}
            />
            {message && <MessageDialog message={message} onClose={() => setMessage(undefined)} />}
        </Alert>
    );
};
