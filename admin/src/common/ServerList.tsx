import type { ReactElement, ReactNode } from 'react';
import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import {
    List,
    SearchInput,
    TopToolbar,
    useListContext,
    useResourceContext,
    useTranslate,
    type SortPayload,
} from 'react-admin';
import { useErrorMessage } from './errors';
import { RetryAlert } from './RetryAlert';

/** Why the list failed, with Reintentar: `message`, a translation key with %{message}; default the load_error. */
export const LoadError = ({ message }: { message?: string }) => {
    const translate = useTranslate();
    const describe = useErrorMessage();
    const resource = useResourceContext();
    const { error, refetch } = useListContext();
    return (
        <RetryAlert onRetry={() => refetch()}>
            {translate(message ?? `resources.${resource}.notifications.load_error`, { message: describe(error) })}
        </RetryAlert>
    );
};

interface CreateActionProps {
    /** Translation key of the button. */
    label: string;
    onClick(): void;
}

const ListActions = ({ create, actions }: Pick<ServerListProps, 'create' | 'actions'>) => {
    const translate = useTranslate();
    return (
        <TopToolbar>
            {create && (
                <Button variant="contained" startIcon={<AddIcon />} onClick={create.onClick}>
                    {translate(create.label)}
                </Button>
            )}
            {actions}
        </TopToolbar>
    );
};

const SEARCH_DEBOUNCE_MS = 500;

interface ServerListProps {
    resource: string;
    /** Without it, no create button: the list is read-only for this user. */
    create?: CreateActionProps;
    /** More toolbar buttons, after the create one. */
    actions?: ReactNode;
    /** Translation key of the search box's hint; default "Buscar". */
    searchPlaceholder?: string;
    /** false: no search box, the screen filters the list with its own inputs. */
    search?: boolean;
    /** The list of a screen of its own: its search, page and order live in the URL (back button, bookmarks). */
    syncWithLocation?: boolean;
    perPage?: number;
    sort?: SortPayload;
    /** Default: react-admin's pagination. */
    pagination?: ReactElement;
    /** Shown in place of the table when the list fails to load; default: <LoadError />. */
    error?: ReactElement;
    children: ReactNode;
}

/**
 * A list paged, sorted (by ID to start with) and searched (`q`) by the API. On a screen that holds several of them
 * it keeps its state to itself rather than in the URL (see syncWithLocation), and a load failure shows
 * resources.<Resource>.notifications.load_error with Reintentar in place of the table.
 * Typing in the search box asks the API 500 ms after the last key (docs/especificacion-operaciones.md §4), back on page 1.
 */
export const ServerList = ({
    resource,
    create,
    actions,
    searchPlaceholder = 'ra.action.search',
    search = true,
    syncWithLocation = false,
    perPage = 25,
    sort = { field: 'id', order: 'ASC' },
    pagination,
    error = <LoadError />,
    children,
}: ServerListProps) => {
    const translate = useTranslate();
    const placeholder = translate(searchPlaceholder);
    const searchInputs = [
        <SearchInput
            key="q"
            source="q"
            alwaysOn
            placeholder={placeholder}
            // Wide enough for the whole hint, which says what the search looks in, while the toolbar fits beside it.
            sx={{ minWidth: { sm: `min(40vw, ${placeholder.length + 4}ch)` } }}
        />,
    ];
    return (
        <List
            resource={resource}
            title={false}
            disableSyncWithLocation={!syncWithLocation}
            storeKey={false}
            sort={sort}
            perPage={perPage}
            debounce={SEARCH_DEBOUNCE_MS}
            filters={search ? searchInputs : undefined}
            actions={create || actions ? <ListActions create={create} actions={actions} /> : false}
            pagination={pagination}
            empty={false}
            error={error}
            // The error is shown in the list itself, not also as a toast.
            queryOptions={{ onError: () => undefined }}
        >
            {children}
        </List>
    );
};
