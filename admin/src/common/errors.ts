import { useTranslate } from 'react-admin';

interface FailedCall {
    status?: number;
    body?: { message?: unknown };
}

/**
 * The API's own Spanish text for a failed call (ra-data-simple-rest keeps the error body in `body`);
 * validation errors carry a list of messages. Anything else (network down, a proxy page) has no usable text.
 */
export const serverMessage = (error: unknown): string | undefined => {
    const message = (error as FailedCall | undefined)?.body?.message;
    if (Array.isArray(message)) return message.join(' / ');
    return typeof message === 'string' && message ? message : undefined;
};

export const isConflict = (error: unknown): boolean => (error as FailedCall | undefined)?.status === 409;

/** Describes a failed call for the user: the server's message, or react-admin's generic communication error. */
export const useErrorMessage = () => {
    const translate = useTranslate();
    return (error: unknown): string => serverMessage(error) ?? translate('ra.notification.http_error');
};

/** For a form: the server's own message as it is, or the fallback text (a translation key) when it has none. */
export const serverMessageOr =
    (fallback: string) =>
    (error: unknown): { message: string; args?: Record<string, unknown> } => {
        const message = serverMessage(error);
        return message ? { message: 'app.common.message', args: { message } } : { message: fallback };
    };
