import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { fieldErrors, serverMessage } from './errors';

/**
 * A form under a list that adds one item at a time (a document, an improvement): `enviar` sends it; on success the form
 * starts anew (`vez`, its key: empty, its validation messages gone) and `onAdded` runs; on a refusal `problem` holds
 * `mensajeDeError` with the API's message, and the fields the API names get their errors.
 */
export function useAltaEnLinea<V>(mutationFn: (values: V) => Promise<unknown>, mensajeDeError: string, onAdded: () => void) {
    const translate = useTranslate();
    const alta = useMutation({ mutationFn });
    const [problem, setProblem] = useState<string>();
    const [vez, setVez] = useState(0);
    const enviar = async (values: V) => {
        setProblem(undefined);
        try {
            await alta.mutateAsync(values);
            setVez((n) => n + 1);
            onAdded();
            return undefined;
        } catch (error) {
            setProblem(translate(mensajeDeError, { message: serverMessage(error) ?? translate('ra.notification.http_error') }));
            return fieldErrors(error);
        }
    };
    return { enviar, problem, setProblem, vez, pendiente: alta.isPending };
}
