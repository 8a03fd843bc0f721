import createClient, { type Client } from 'openapi-fetch';
import { HttpError } from 'react-admin';
import { byField } from '../common/errors';
import { expireSession, getToken } from '../session';
import type { paths } from './esquema';

/** The session the calls carry: its bearer token, and what a refused session (401) does. */
export interface SesionDelCliente {
    token(): string | null;
    expirar(): void;
}

const SESION: SesionDelCliente = { token: getToken, expirar: expireSession };

/** A failed call as react-admin's `fetchJson` rejects it: `HttpError(message, status, body)`. */
type Fallo = { status?: number; body?: { errors?: unknown } };

/**
 * What every failed call of the panel goes through, simple-rest's and the typed client's alike. A 401 means the server
 * no longer honours the session (idle, revoked, password changed): the app logs out, but only for the session that made
 * the call, so a late answer does not end the next login. Validation errors by field reach the forms as react-admin
 * shows them under each input (`{ [field]: message }`, common/errors.ts).
 */
export const alFallar = <E,>(error: E, tokenEnviado: string | null, sesion: SesionDelCliente = SESION): E => {
    const fallo = error as Fallo | undefined;
    if (tokenEnviado && tokenEnviado === sesion.token() && fallo?.status === 401) sesion.expirar();
    if (fallo?.body?.errors) fallo.body.errors = byField(fallo.body.errors);
    return error;
};

/**
 * The fetch under the typed client: the session's bearer token on the request, and any answer outside 2xx thrown as
 * react-admin's `fetchJson` would (the API's JSON as `body`, none when it is not JSON; its `message` or the status
 * text as the error's), so the screens read a failure of either client alike. A network failure rejects as fetch's.
 */
export const fetchConSesion =
    (sesion: SesionDelCliente = SESION, base: (request: Request) => Promise<Response> = (request) => fetch(request)) =>
    async (request: Request): Promise<Response> => {
        const token = sesion.token();
        if (token) request.headers.set('Authorization', `Bearer ${token}`);
        const response = await base(request);
        if (response.ok) return response;
        const texto = await response.text();
        let cuerpo: { message?: unknown } | undefined;
        try {
            cuerpo = JSON.parse(texto);
        } catch {
            // Not JSON (a proxy's page): no body, as fetchJson.
        }
        const mensaje = (cuerpo && cuerpo.message) || response.statusText;
        throw alFallar(new HttpError(mensaje, response.status, cuerpo), token, sesion);
    };

/** The API as the schema describes it (esquema.d.ts): each call's path, parameters, body and answer are checked. */
export type ClienteApi = Client<paths>;

/** `baseUrl` is the page's own origin in the panel; a test gives a whole one. */
export const crearClienteApi = (
    opciones: { baseUrl?: string; sesion?: SesionDelCliente; fetch?: (request: Request) => Promise<Response> } = {},
): ClienteApi =>
    createClient<paths>({
        baseUrl: opciones.baseUrl ?? '',
        headers: { Accept: 'application/json' },
        fetch: fetchConSesion(opciones.sesion, opciones.fetch),
    });

/**
 * The answer of a call: the client's fetch has already thrown for any failure, so what is left is the success
 * (undefined for an answer without content).
 */
export const datos = async <T,>(llamada: Promise<{ data?: T }>): Promise<T> => (await llamada).data as T;

/** A call whose answer the screens do not read. */
export const hecho = async (llamada: Promise<unknown>): Promise<void> => {
    await llamada;
};

/**
 * A multipart body as the screens build it: the schema describes its fields (file as a binary string), FormData
 * carries them, and openapi-fetch sends a FormData as it is.
 */
export const multipart = <T,>(form: FormData): NonNullable<T> => form as unknown as NonNullable<T>;
