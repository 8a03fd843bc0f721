import { useState, type FormEvent } from 'react';
import { useNotify } from 'react-admin';
import type { Inscripcion } from '../api/tipos';
import { useErrorMessage } from '../common/errors';
import { useApi, useApiQuery } from '../common/useApiQuery';

/** Where the dialog is: the state of the verification, its enrolment, the recovery codes, or turning it off. */
export type PasoDosFactores =
    | { kind: 'estado' }
    | { kind: 'inscripcion'; inscripcion: Inscripcion }
    | { kind: 'codigos'; codigos: string[] }
    | { kind: 'desactivar' };

/**
 * The steps of Verificación en dos pasos and the calls between them: one at a time (busy), its failure told as the
 * problem; each step starts with empty fields.
 */
export const useDosFactores = () => {
    const notify = useNotify();
    const describe = useErrorMessage();
    const api = useApi();
    const { load, reload } = useApiQuery(['me'], (api) => api.me());
    const [step, setStep] = useState<PasoDosFactores>({ kind: 'estado' });
    /** The code that turns it on, or the password that turns it off. */
    const [input, setInput] = useState('');
    /** The code that goes with the password to turn it off. */
    const [codigo, setCodigo] = useState('');
    const [busy, setBusy] = useState(false);
    const [problem, setProblem] = useState<string>();

    const act = async (action: () => Promise<void>) => {
        setBusy(true);
        setProblem(undefined);
        try {
            await action();
        } catch (error) {
            setProblem(describe(error));
        } finally {
            setBusy(false);
        }
    };
    const goTo = (next: PasoDosFactores) => {
        setInput('');
        setCodigo('');
        setProblem(undefined);
        setStep(next);
    };

    const inscribir = () =>
        act(async () => goTo({ kind: 'inscripcion', inscripcion: await api.inscribirDosFactores() }));
    const activar = (event: FormEvent) => {
        event.preventDefault();
        if (!input.trim()) return;
        return act(async () => {
            const { codigosRecuperacion } = await api.activarDosFactores(input.trim());
            notify('app.cuenta.dos_factores.enabled', { type: 'success' });
            goTo({ kind: 'codigos', codigos: codigosRecuperacion });
        });
    };
    const desactivar = (event: FormEvent) => {
        event.preventDefault();
        if (!input || !codigo.trim()) return;
        return act(async () => {
            await api.desactivarDosFactores(input, codigo.trim());
            notify('app.cuenta.dos_factores.disabled', { type: 'success' });
            goTo({ kind: 'estado' });
            reload();
        });
    };

    return { load, reload, step, input, setInput, codigo, setCodigo, busy, problem, goTo, inscribir, activar, desactivar };
};
