import { fetchUtils, type DataProvider, type DeleteParams, type DeleteResult, type RaRecord } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import { byField } from './common/errors';
import { expireSession, getToken } from './session';

/**
 * The API's calls with the session's bearer token; the screens use it directly for what simple-rest can't say (uploads).
 * A 401 means the server no longer honours the session (idle, revoked, password changed): the app logs out.
 * Validation errors by field reach the forms as react-admin shows them under each input.
 */
export const httpClient = (url: string, options: fetchUtils.Options = {}) => {
    const token = getToken();
    return fetchUtils
        .fetchJson(url, {
            ...options,
            user: token ? { authenticated: true, token: `Bearer ${token}` } : undefined,
        })
        .catch((error: { status?: number; body?: { errors?: unknown } }) => {
            // Only for the session that made the call: a late answer must not end the next login.
            if (token && token === getToken() && error?.status === 401) expireSession();
            if (error?.body?.errors) error.body.errors = byField(error.body.errors);
            throw error;
        });
};

export const API_URL = '/api';

// The API lists in react-admin's simple-rest dialect and exposes the Content-Range total.
const restProvider = simpleRestProvider(API_URL, httpClient);

// DELETE answers 204 No Content, while react-admin expects the deleted record(s) back.
export const dataProvider: DataProvider = {
    ...restProvider,
    delete: <RecordType extends RaRecord>(resource: string, params: DeleteParams<RecordType>) =>
        restProvider
            .delete(resource, params)
            .then((): DeleteResult<RecordType> => ({ data: params.previousData ?? ({ id: params.id } as RecordType) })),
    deleteMany: (resource, params) =>
        Promise.all(params.ids.map((id) => restProvider.delete(resource, { id }))).then(() => ({ data: params.ids })),
};
