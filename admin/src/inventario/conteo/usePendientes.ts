import { useCallback, useEffect, useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import { useErrorMessage } from '../../common/errors';
import { useApi } from '../../common/useApiQuery';
import { readSession } from '../../session';
import { texto } from '../record';
import { encolar, pendientes, quitarEnviadas } from './almacen';
import { confirmacionesDelLote, type Confirmacion } from './confirmaciones';
import type { LecturaNueva } from '../../api/tipos';

/** The API takes at most this many readings a batch. */
const MAX_LOTE = 1000;
/** While readings wait, sending is tried again this often (the online event alone misses a flaky network). */
const REINTENTO_MS = 10_000;

/** A call that never reached the server (no network): it has no HTTP status. */
export const sinRed = (error: unknown): boolean => !(error as { status?: number } | undefined)?.status;

/** A reading of a batch the API refused, with its reasons. */
export interface Rechazo {
    codigo: string;
    mensaje: string;
}

export interface Pendientes {
    cuenta: number;
    enviando: boolean;
    /** Why the last sending failed, other than the network (the campaign was closed meanwhile). */
    error?: string;
    rechazos: Rechazo[];
    olvidarRechazos(): void;
    /** Keeps a reading for later. */
    guardar(lectura: LecturaNueva): Promise<void>;
    /** Sends what waits, in batches; the server's answer for each reading sent is given to `onConfirmadas`. */
    enviar(): Promise<void>;
}

/**
 * The readings that wait on the phone for the network: how many, sending them in batches when the network comes back
 * (the browser's online event, and a retry every few seconds while any wait), and the rows the API refused.
 */
export const usePendientes = (inventarioId: number, onConfirmadas: (confirmadas: Array<[string, Confirmacion]>) => void): Pendientes => {
    const api = useApi();
    const notify = useNotify();
    const describe = useErrorMessage();
    const usuarioId = readSession()?.userId ?? '';
    const [cuenta, setCuenta] = useState(0);
    const [enviando, setEnviando] = useState(false);
    const [error, setError] = useState<string>();
    const [rechazos, setRechazos] = useState<Rechazo[]>([]);
    const ocupado = useRef(false);
    // The latest of each, without sending again on every render.
    const confirmar = useRef(onConfirmadas);
    confirmar.current = onConfirmadas;
    const explicar = useRef(describe);
    explicar.current = describe;

    const contar = useCallback(
        async () => setCuenta((await pendientes(inventarioId, usuarioId)).length),
        [inventarioId, usuarioId],
    );

    const enviar = useCallback(async () => {
        if (ocupado.current) return;
        ocupado.current = true;
        setEnviando(true);
        try {
            for (let cola = await pendientes(inventarioId, usuarioId); cola.length; cola = await pendientes(inventarioId, usuarioId)) {
                const lote = cola.slice(0, MAX_LOTE);
                const respuesta = await api.leerLote(inventarioId, lote);
                await quitarEnviadas(inventarioId, usuarioId, lote.length);
                const rechazados: Rechazo[] = [];
                for (const fila of respuesta.resultados) {
                    if (!fila.ok) rechazados.push({ codigo: fila.codigo ?? '', mensaje: fila.errores.map((e) => e.message).join(' / ') });
                }
                if (rechazados.length) setRechazos((antes) => [...antes, ...rechazados]);
                confirmar.current(confirmacionesDelLote(lote, respuesta));
                notify(texto('conteo.enviadas'), { type: 'success', messageArgs: { smart_count: respuesta.guardadas } });
            }
            setError(undefined);
        } catch (fallo) {
            // Without network they just wait; a refusal of the whole batch is told, and the readings stay.
            if (!sinRed(fallo)) setError(explicar.current(fallo));
        } finally {
            ocupado.current = false;
            setEnviando(false);
            await contar();
        }
    }, [api, contar, inventarioId, notify, usuarioId]);

    useEffect(() => {
        void contar().then(() => {
            if (navigator.onLine) void enviar();
        });
        const alVolver = () => void enviar();
        window.addEventListener('online', alVolver);
        return () => window.removeEventListener('online', alVolver);
    }, [contar, enviar]);

    // After a refusal it waits for the person (Enviar ahora): asking again would be refused again.
    useEffect(() => {
        if (!cuenta || error) return undefined;
        const reintento = setInterval(() => {
            if (navigator.onLine) void enviar();
        }, REINTENTO_MS);
        return () => clearInterval(reintento);
    }, [cuenta, enviar, error]);

    const guardar = async (lectura: LecturaNueva) => {
        await encolar(inventarioId, usuarioId, lectura);
        await contar();
    };

    return { cuenta, enviando, error, rechazos, olvidarRechazos: () => setRechazos([]), guardar, enviar };
};
