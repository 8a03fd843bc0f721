import { useEffect, useState, type FormEvent } from 'react';
import { post, serverMessage } from '../authProvider';
import type { InscripcionPorEnlace, LoginDosFactores } from '../api/tipos';

const ABRIR = '/api/auth/2fa/enlace';
const ACTIVAR = '/api/auth/2fa/enlace/activar';
const CONNECTION_ERROR = 'app.login.connection_error';

export type EstadoDeInscripcion =
    | { kind: 'cargando' }
    | { kind: 'error'; mensaje: string }
    | { kind: 'inscripcion'; datos: InscripcionPorEnlace }
    | { kind: 'codigos'; respuesta: LoginDosFactores };

/**
 * The opening of each link, made once per page load: a second one at the same moment (React's development double
 * effects) could have the server generate the secret twice, and show one that is not kept.
 */
const aperturas = new Map<string, Promise<InscripcionPorEnlace>>();

/** A call of this page: the JSON answer, or an Error with the server's Spanish message. */
const llamar = async <T>(url: string, body: object): Promise<T> => {
    const response = await post(url, body);
    if (!response.ok) throw new Error((await serverMessage(response)) ?? CONNECTION_ERROR);
    return (await response.json()) as T;
};

/**
 * The enrolment by an e-mailed link (its token): the link opens once, giving the QR of the new secret; its first
 * code (`activar`) turns it on and answers the session with the recovery codes. Failures are translation keys or
 * the server's Spanish message.
 */
export const useInscripcionPorEnlace = (token: string) => {
    const [estado, setEstado] = useState<EstadoDeInscripcion>({ kind: 'cargando' });
    const [codigo, setCodigo] = useState('');
    const [enviando, setEnviando] = useState(false);
    const [problema, setProblema] = useState<string>();

    useEffect(() => {
        let vigente = true;
        if (token && !aperturas.has(token)) aperturas.set(token, llamar<InscripcionPorEnlace>(ABRIR, { token }));
        const abrir = aperturas.get(token) ?? Promise.reject(new Error('app.inscripcion.sin_enlace'));
        abrir.then(
            (datos) => vigente && setEstado({ kind: 'inscripcion', datos }),
            (error: Error) => vigente && setEstado({ kind: 'error', mensaje: error.message }),
        );
        return () => {
            vigente = false;
        };
    }, [token]);

    const activar = async (event: FormEvent) => {
        event.preventDefault();
        if (!codigo.trim() || enviando) return;
        setEnviando(true);
        setProblema(undefined);
        try {
            setEstado({ kind: 'codigos', respuesta: await llamar<LoginDosFactores>(ACTIVAR, { token, codigo: codigo.trim() }) });
        } catch (error) {
            setProblema((error as Error).message);
        } finally {
            setEnviando(false);
        }
    };

    return { estado, codigo, setCodigo, enviando, problema, activar };
};
