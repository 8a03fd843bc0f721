import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import type { Acta } from '../api/tipos';
import { useErrorMessage } from '../common/errors';
import { useApi } from '../common/useApiQuery';
import type { ApiDataProvider } from '../dataProvider';

/**
 * A call that registers an acta (a new one, its signature): while it runs the dialog waits; then `exito` is notified
 * with the acta's number, the list refreshed and the dialog closed; a failure is notified with `error` and the server's message.
 */
export const useRegistrarActa = (onClose: () => void, avisos: { exito: string; error: string }) => {
    const api = useApi();
    const notify = useNotify();
    const refresh = useRefresh();
    const describe = useErrorMessage();
    const [guardando, setGuardando] = useState(false);
    const registrar = async (llamada: (api: ApiDataProvider) => Promise<Acta>) => {
        setGuardando(true);
        try {
            const acta = await llamada(api);
            notify(avisos.exito, { type: 'success', messageArgs: { numero: acta.numero } });
            refresh();
            onClose();
        } catch (error) {
            notify(avisos.error, { type: 'error', messageArgs: { message: describe(error) } });
        } finally {
            setGuardando(false);
        }
    };
    return { registrar, guardando };
};
