import { useState, type ReactElement, type ReactNode } from 'react';
import { Button, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Datagrid, useListContext, useTranslate, type SortPayload } from 'react-admin';
import { ImportWizard } from './import/ImportWizard';
import type { ImportDefinition } from './import/types';
import { ServerList } from './ServerList';
import { useCanWrite } from './useCanWrite';

const SECONDARY_CLASS = 'secondary-column';

/** Props of a low-priority column: the table leaves it out below 1200 px, so a laptop keeps room for the rest. */
export const SECONDARY_COLUMN = { headerClassName: SECONDARY_CLASS, cellClassName: SECONDARY_CLASS } as const;

const RefreshButton = () => {
    const translate = useTranslate();
    const { refetch, isFetching } = useListContext();
    return (
        <Button variant="outlined" startIcon={<RefreshIcon />} disabled={isFetching} onClick={() => refetch()}>
            {translate('ra.action.refresh')}
        </Button>
    );
};

interface ResourceTableProps {
    resource: string;
    /** Translation key of the create button, shown to users who may write; onCreate opens the caller's dialog. */
    createLabel?: string;
    onCreate?(): void;
    /** Carga Masiva, for users who may write: opens the shared import wizard with this definition. */
    importDefinition?: ImportDefinition;
    /** More toolbar buttons, between the create button and Carga Masiva. */
    actions?: ReactNode;
    /** Actualizar at the end of the toolbar: reloads the page of the list. */
    refreshButton?: boolean;
    /** Inside the list, above the table: it may read the list's context (total, filters). */
    header?: ReactNode;
    /** Translation key of the text in place of the rows when there are none. */
    empty: string;
    /** Translation key of the search box's hint; see ServerList. */
    searchPlaceholder?: string;
    /** false: no search box, the header filters the list. */
    search?: boolean;
    /** See ServerList. */
    syncWithLocation?: boolean;
    perPage?: number;
    sort?: SortPayload;
    pagination?: ReactElement;
    error?: ReactElement;
    /** The table's columns. */
    children: ReactNode;
}

/**
 * The table of a resource screen: a server-paged list with its toolbar (create, more actions, Carga Masiva,
 * Actualizar), the write actions only for users who may write, and a table without selection or row click.
 */
export const ResourceTable = ({
    createLabel,
    onCreate,
    importDefinition,
    actions,
    refreshButton,
    header,
    empty,
    children,
    ...list
}: ResourceTableProps) => {
    const translate = useTranslate();
    const canWrite = useCanWrite();
    const [importing, setImporting] = useState(false);
    const create = canWrite && createLabel && onCreate ? { label: createLabel, onClick: onCreate } : undefined;
    const canImport = canWrite && Boolean(importDefinition);
    return (
        <>
            <ServerList
                {...list}
                create={create}
                actions={
                    (actions || canImport || refreshButton) && (
                        <>
                            {actions}
                            {canImport && (
                                <Button
                                    variant="outlined"
                                    startIcon={<UploadFileIcon />}
                                    onClick={() => setImporting(true)}
                                >
                                    {translate('app.import.button')}
                                </Button>
                            )}
                            {refreshButton && <RefreshButton />}
                        </>
                    )
                }
            >
                {header}
                <Datagrid
                    sx={{ [`& .${SECONDARY_CLASS}`]: { display: { xs: 'none', lg: 'table-cell' } } }}
                    bulkActionButtons={false}
                    rowClick={false}
                    empty={<Typography sx={{ p: 2 }}>{translate(empty)}</Typography>}
                >
                    {children}
                </Datagrid>
            </ServerList>
            {importing && importDefinition && (
                <ImportWizard definition={importDefinition} onClose={() => setImporting(false)} />
            )}
        </>
    );
};
