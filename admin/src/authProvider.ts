import type { AuthProvider, UserIdentity } from 'react-admin';
import type { LoginDosFactores, LoginRespuesta } from './api/tipos';
import { clearSession, expireSession, getToken, readSession, saveSession } from './session';

const LOGIN_URL = '/api/auth/login';
const SECOND_STEP_URL = '/api/auth/2fa';
const LOGOUT_URL = '/api/auth/logout';

// Error messages are translation keys (or the server's own Spanish text); the login form translates them.
const INVALID_CREDENTIALS = 'app.login.invalid_credentials';
const CONNECTION_ERROR = 'app.login.connection_error';

export interface SessionIdentity extends UserIdentity {
    userType?: number;
    companiaNombre: string;
    companiaRuc: string;
}

/**
 * What a way in answers: POST /api/auth/login (a session, the second step's challenge or the e-mailed link's notice),
 * POST /api/auth/2fa, or the enrolment by link.
 */
type LoginReply = LoginRespuesta | LoginDosFactores;

/**
 * The three ways in: the credentials, the second step's code, or the answer of an enrolment the person finished on
 * the page of an e-mailed link (once they have read their recovery codes).
 */
export type LoginParams =
    | { email: string; password: string }
    | { desafio: string; codigo: string }
    | { respuesta: LoginDosFactores };

/**
 * What the login form shows next instead of a session: the verification code, or the server's word that a link to
 * set one up went to the person's e-mail (their company requires it and they have none).
 */
export type PendingStep = { kind: 'codigo'; desafio: string } | { kind: 'enlace'; mensaje: string };

/** react-admin's login either enters the app or fails: a login that needs something more from the person rejects with this. */
export class LoginPending extends Error {
    constructor(readonly step: PendingStep) {
        super('app.login.pending');
    }
}

export const serverMessage = async (response: Response): Promise<string | undefined> => {
    const body = await response.json().catch(() => undefined);
    return typeof body?.message === 'string' && body.message ? body.message : undefined;
};

/** A call to a public route of the API (no session yet); a network failure is the connection error. */
export const post = async (url: string, body: unknown): Promise<Response> => {
    try {
        return await fetch(url, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
            body: JSON.stringify(body),
        });
    } catch {
        throw new Error(CONNECTION_ERROR);
    }
};

const requestLogin = async (params: LoginParams): Promise<LoginReply> => {
    if ('respuesta' in params) return params.respuesta;
    const secondStep = 'desafio' in params;
    const response = secondStep
        ? await post(SECOND_STEP_URL, { desafio: params.desafio, codigo: params.codigo })
        : await post(LOGIN_URL, { CorreoElectronico: params.email, Contrasena: params.password });
    // The second step's 401s say what went wrong (wrong code, expired challenge); the first's never tells which.
    if (response.status === 401 && !secondStep) throw new Error(INVALID_CREDENTIALS);
    if (response.status === 401 || response.status === 429) {
        throw new Error((await serverMessage(response)) ?? CONNECTION_ERROR);
    }
    if (!response.ok) throw new Error(CONNECTION_ERROR);
    const reply: LoginReply | undefined = await response.json().catch(() => undefined);
    if (!reply) throw new Error(CONNECTION_ERROR);
    return reply;
};

export const authProvider: AuthProvider = {
    async login(params: LoginParams) {
        const reply = await requestLogin(params);
        if ('desafio' in reply && reply.requiere2fa && reply.desafio) {
            throw new LoginPending({ kind: 'codigo', desafio: reply.desafio });
        }
        if ('inscripcionPorCorreo' in reply && reply.inscripcionPorCorreo && reply.mensaje) {
            throw new LoginPending({ kind: 'enlace', mensaje: reply.mensaje });
        }
        if (!('token' in reply) || !reply.token) throw new Error(CONNECTION_ERROR);
        saveSession(reply);
    },

    async logout() {
        const token = getToken();
        // Revokes the session on the server; the page need not wait for it.
        if (token) {
            fetch(LOGOUT_URL, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, keepalive: true }).catch(
                () => undefined,
            );
        }
        clearSession();
    },

    // message: false sends an anonymous visitor to /login without an error toast.
    async checkAuth() {
        if (!getToken()) throw { message: false };
    },

    // A 401 ends the session in one place (SessionWatcher: logout, /login and the "Sesión Expirada" alert):
    // react-admin must neither log out a second time nor add a toast of its own.
    async checkError(error: { status?: number }) {
        if (error?.status === 401) {
            expireSession();
            throw { message: false, logoutUser: false };
        }
    },

    async getIdentity(): Promise<SessionIdentity> {
        const session = readSession();
        if (!session) throw new Error('ra.auth.auth_check_error');
        return {
            id: session.userId,
            fullName: session.userName || undefined,
            userType: session.userType,
            companiaNombre: session.companiaNombre,
            companiaRuc: session.companiaRuc,
        };
    },

    async getPermissions() {
        return readSession()?.userType;
    },
};
