import { useTranslate } from 'react-admin';

interface FailedCall {
    status?: number;
    body?: { message?: unknown; errors?: unknown };
}

/** One validation message of the API about a field of the body, by its path ("guiaMovimiento.ruc"). */
interface FieldError {
    field: string;
    message: string;
}

const isFieldError = (value: unknown): value is FieldError =>
    typeof (value as FieldError)?.field === 'string' && typeof (value as FieldError)?.message === 'string';

/**
 * The API's `errors: [{ field, message }]` as react-admin reads a rejected save, `{ [field]: message }`
 * (several messages of a field joined); undefined when there are none.
 */
export const byField = (errors: unknown): Record<string, string> | undefined => {
    if (!Array.isArray(errors)) return undefined;
    const messages: Record<string, string> = {};
    for (const { field, message } of errors.filter(isFieldError)) {
        messages[field] = messages[field] ? `${messages[field]} / ${message}` : message;
    }
    return Object.keys(messages).length ? messages : undefined;
};

/** The messages by field of a failed save (the data provider already put them in react-admin's shape). */
export const fieldErrors = (error: unknown): Record<string, string> | undefined => {
    const errors = (error as FailedCall | undefined)?.body?.errors;
    return errors && typeof errors === 'object' && !Array.isArray(errors) ? (errors as Record<string, string>) : undefined;
};

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
export const isNotFound = (error: unknown): boolean => (error as FailedCall | undefined)?.status === 404;

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
