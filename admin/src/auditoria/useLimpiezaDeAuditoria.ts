import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { useErrorMessage } from '../common/errors';
import { useApi } from '../common/useApiQuery';
import { DAYS_TO_KEEP } from './record';

/**
 * Limpiar registros: the records older than DAYS_TO_KEEP days are deleted once confirmed (`confirmando`), then
 * `onCleaned` lets the views load again; a failure is notified.
 */
export const useLimpiezaDeAuditoria = (onCleaned: () => void) => {
    const notify = useNotify();
    const describe = useErrorMessage();
    const api = useApi();
    const [confirmando, setConfirmando] = useState(false);
    const limpieza = useMutation({ mutationFn: () => api.limpiarAuditoria(DAYS_TO_KEEP) });
    const limpiar = async () => {
        try {
            await limpieza.mutateAsync();
            notify('resources.Audit.notifications.cleaned', { type: 'success' });
            onCleaned();
        } catch (error) {
            notify('resources.Audit.notifications.clean_error', { type: 'error', messageArgs: { message: describe(error) } });
        } finally {
            setConfirmando(false);
        }
    };
    return { confirmando, setConfirmando, limpiando: limpieza.isPending, limpiar };
};
