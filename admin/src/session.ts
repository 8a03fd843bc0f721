// The local-storage keys of docs/especificacion-activos.md §3 "Claves de sesión local", spelled exactly as the spec lists them.
const SESSION_KEYS = [
    'token',
    'userId',
    'userName',
    'userType',
    'companiaId',
    'codigo',
    'companiaNombre',
    'companiaRuc',
] as const;

type SessionKey = (typeof SESSION_KEYS)[number];

/** The login answer of POST /api/auth/login: one value per session key, and whether the password must change first. */
export type LoginAnswer = Partial<Record<SessionKey, string | number | null>> & { debeCambiarContrasena?: boolean };

// Kept beside the session keys, not among them: set by a login with the demo password until a new one is chosen.
const CAMBIO_PENDIENTE_KEY = 'cambiarContrasena';

/** Whether the person signed in with the demo password and has not chosen a new one yet. */
export const cambioDeContrasenaPendiente = (): boolean => localStorage.getItem(CAMBIO_PENDIENTE_KEY) === 'si';

export const cambioDeContrasenaHecho = (): void => localStorage.removeItem(CAMBIO_PENDIENTE_KEY);

export interface Session {
    token: string;
    userId: string;
    userName: string;
    userType?: number;
    companiaId?: number;
    codigo: string;
    companiaNombre: string;
    companiaRuc: string;
}

const readNumber = (key: SessionKey): number | undefined => {
    const raw = localStorage.getItem(key);
    const value = raw === null || raw === '' ? NaN : Number(raw);
    return Number.isFinite(value) ? value : undefined;
};

// The person's last pointer, key, touch or scroll, shared by the app's tabs: one session (one token) serves them all,
// so a tab left idle must not end it while another is in use.
const LAST_ACTIVITY_KEY = 'ultimaActividad';

export const saveSession = (answer: LoginAnswer): void => {
    for (const key of SESSION_KEYS) {
        const value = answer[key];
        if (value === undefined || value === null) localStorage.removeItem(key);
        else localStorage.setItem(key, String(value));
    }
    if (answer.debeCambiarContrasena) localStorage.setItem(CAMBIO_PENDIENTE_KEY, 'si');
    else cambioDeContrasenaHecho();
    // A new session starts active, whatever a tab closed without logging out left behind.
    recordActivity();
};

export const clearSession = (): void => {
    for (const key of SESSION_KEYS) localStorage.removeItem(key);
    localStorage.removeItem(LAST_ACTIVITY_KEY);
    cambioDeContrasenaHecho();
};

export const getToken = (): string | null => localStorage.getItem('token');

export const readSession = (): Session | undefined => {
    const token = getToken();
    if (!token) return undefined;
    return {
        token,
        userId: localStorage.getItem('userId') ?? '',
        userName: localStorage.getItem('userName') ?? '',
        userType: readNumber('userType'),
        companiaId: readNumber('companiaId'),
        codigo: localStorage.getItem('codigo') ?? '',
        companiaNombre: localStorage.getItem('companiaNombre') ?? '',
        companiaRuc: localStorage.getItem('companiaRuc') ?? '',
    };
};

export const recordActivity = (at: number = Date.now()): void => localStorage.setItem(LAST_ACTIVITY_KEY, String(at));

export const lastActivity = (): number | undefined => {
    const at = Number(localStorage.getItem(LAST_ACTIVITY_KEY));
    return at > 0 ? at : undefined;
};

// The "Sesión Expirada" notice waits in sessionStorage: it is raised before the logout navigates to /login,
// and must survive that navigation (and only in this tab).
const EXPIRED_NOTICE_KEY = 'sesionExpirada';
export const SESSION_EXPIRED_EVENT = 'sesion-expirada';

/**
 * The server refused the session (401) or the person was idle too long: asks the app (SessionWatcher) to log out
 * and the login page to say why. Nothing happens once the session is over, so a burst of 401s ends it once.
 */
export const expireSession = (): void => {
    if (!getToken()) return;
    sessionStorage.setItem(EXPIRED_NOTICE_KEY, '1');
    window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));
};

export const hasExpiredNotice = (): boolean => sessionStorage.getItem(EXPIRED_NOTICE_KEY) !== null;

export const dismissExpiredNotice = (): void => sessionStorage.removeItem(EXPIRED_NOTICE_KEY);
