import { useEffect, useRef } from 'react';
import { useLogout } from 'react-admin';
import { useApi } from '../common/useApiQuery';
import { expireSession, getToken, lastActivity, recordActivity, SESSION_EXPIRED_EVENT } from '../session';

const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'scroll', 'wheel'] as const;
// Pointer moves come by the dozen a second: the shared timestamp needs no finer grain.
const ACTIVITY_GRAIN_MS = 1_000;
const CHECK_EVERY_MS = 1_000;
const MAX_RENEW_EVERY_MS = 5 * 60_000;

/**
 * Ends the session when it should, in one place: when the person has been idle for the server's limit, or when
 * a call answers 401 (expireSession's event), it logs out (the server revokes the session), goes to /login, and
 * the login page says "Sesión Expirada". While the person is active, it renews the session with GET /api/auth/me
 * at most every third of the idle limit, so reading a screen without calling the API does not end it.
 */
export const SessionWatcher = () => {
    const logout = useLogout();
    const api = useApi();
    const idleLimitMs = useRef<number>(undefined);
    const renewedAt = useRef(Date.now());

    useEffect(() => {
        const end = () => logout({}, '/login', false);
        // Another tab logged out (or its session ended): the token is gone for this one too.
        const followOtherTab = (event: StorageEvent) => {
            if ((event.key === 'token' || event.key === null) && !getToken()) end();
        };
        window.addEventListener(SESSION_EXPIRED_EVENT, end);
        window.addEventListener('storage', followOtherTab);
        return () => {
            window.removeEventListener(SESSION_EXPIRED_EVENT, end);
            window.removeEventListener('storage', followOtherTab);
        };
    }, [logout]);

    useEffect(() => {
        let recordedAt = 0;
        const onActivity = () => {
            const now = Date.now();
            if (now - recordedAt < ACTIVITY_GRAIN_MS) return;
            recordedAt = now;
            recordActivity(now);
        };
        const options = { capture: true, passive: true };
        for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, options);
        return () => {
            for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, options);
        };
    }, []);

    useEffect(() => {
        let open = true;
        // Without the limit (the call failed) only the server ends an idle session, with a 401 on the next call.
        // GET /api/auth/me says the session's idle limit, and renews the session.
        api.me()
            .then((me) => {
                const minutes = Number(me.sesion?.inactividadMinutos);
                if (open && minutes > 0) idleLimitMs.current = minutes * 60_000;
            })
            .catch(() => undefined);
        renewedAt.current = Date.now();

        const check = () => {
            const limit = idleLimitMs.current;
            if (limit === undefined || !getToken()) return;
            const now = Date.now();
            const activeAt = lastActivity() ?? renewedAt.current;
            if (now - activeAt >= limit) {
                expireSession();
                return;
            }
            const renewEvery = Math.min(MAX_RENEW_EVERY_MS, limit / 3);
            if (activeAt > renewedAt.current && now - renewedAt.current >= renewEvery) {
                renewedAt.current = now;
                // A 401 here ends the session through the data provider; a network failure waits for the next renewal.
                api.me().catch(() => undefined);
            }
        };
        const timer = window.setInterval(check, CHECK_EVERY_MS);
        return () => {
            open = false;
            window.clearInterval(timer);
        };
    }, []);

    return null;
};
