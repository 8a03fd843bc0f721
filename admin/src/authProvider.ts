import type { AuthProvider, UserIdentity } from 'react-admin';
import { clearSession, getToken, readSession, saveSession, type LoginAnswer } from './session';

const LOGIN_URL = '/api/auth/login';
const LOGOUT_URL = '/api/auth/logout';

// Error messages are translation keys (or the server's own Spanish text); the login form translates them.
const INVALID_CREDENTIALS = 'app.login.invalid_credentials';
const CONNECTION_ERROR = 'app.login.connection_error';

export interface SessionIdentity extends UserIdentity {
    userType?: number;
    companiaNombre: string;
    companiaRuc: string;
}

const serverMessage = async (response: Response): Promise<string | undefined> => {
    const body = await response.json().catch(() => undefined);
    return typeof body?.message === 'string' && body.message ? body.message : undefined;
};

const requestLogin = async (email: string, password: string): Promise<Response> => {
    try {
        return await fetch(LOGIN_URL, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
            body: JSON.stringify({ CorreoElectronico: email, Contrasena: password }),
        });
    } catch {
        throw new Error(CONNECTION_ERROR);
    }
};

export const authProvider: AuthProvider = {
    async login({ email, password }: { email: string; password: string }) {
        const response = await requestLogin(email, password);
        if (response.status === 401) throw new Error(INVALID_CREDENTIALS);
        if (response.status === 429) throw new Error((await serverMessage(response)) ?? CONNECTION_ERROR);
        if (!response.ok) throw new Error(CONNECTION_ERROR);
        const answer: LoginAnswer | undefined = await response.json().catch(() => undefined);
        if (!answer?.token) throw new Error(CONNECTION_ERROR);
        saveSession(answer);
    },

    async logout() {
        const token = getToken();
        // Only records the logout in the audit log (the token expires on its own): never wait for it.
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

    // Rejecting makes react-admin call logout() (which clears every session key) and go to /login.
    // The keys are not cleared here: react-admin only shows the expiry notice while the session still exists.
    async checkError(error: { status?: number }) {
        if (error?.status === 401) throw { message: 'app.session.expired', redirectTo: '/login' };
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
