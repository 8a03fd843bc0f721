// The local-storage keys of spec part 1 §3 "Local session keys", spelled exactly as the spec lists them.
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

/** The login answer of POST /api/auth/login: one value per session key. */
export type LoginAnswer = Partial<Record<SessionKey, string | number | null>>;

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

export const saveSession = (answer: LoginAnswer): void => {
    for (const key of SESSION_KEYS) {
        const value = answer[key];
        if (value === undefined || value === null) localStorage.removeItem(key);
        else localStorage.setItem(key, String(value));
    }
};

export const clearSession = (): void => {
    for (const key of SESSION_KEYS) localStorage.removeItem(key);
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
