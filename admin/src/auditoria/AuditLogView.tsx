import { useState } from 'react';

import { Box, LinearProgress } from '@mui/material';

import { useTranslate } from 'react-admin';

import { useApiQuery } from '../common/useApiQuery';
import { AuditDetailsDialog } from './AuditDetailsDialog';
import { AuditPagination } from './AuditPagination';
import { AuditTable } from './AuditTable';
import { logsQuery, type AuditFilters, type AuditSort, type AuditSortField } from './record';
import { RetryAlert } from '../common/RetryAlert';
import type { AuditLog } from '../api/tipos';

interface AuditLogViewProps {
    filters: AuditFilters;
    sort: AuditSort;
    page: number;
    pageSize: number;
    onSort(field: AuditSortField): void;
    onPage(page: number): void;
    onPageSize(pageSize: number): void;
}

/** The Tabla view: one page of records as the API filters, sorts and pages them, and a record's details. */
export const AuditLogView = ({ filters, sort, page, pageSize, onSort, onPage, onPageSize }: AuditLogViewProps) => {
    const translate = useTranslate();
    const query = logsQuery(filters, sort, page, pageSize);
    const { load, reload } = useApiQuery(['auditoria', query], (api) => api.auditoria(query));
    const [details, setDetails] = useState<AuditLog>();
    return (
        <Box>
            {load.state === 'loading' && <LinearProgress sx={{ mb: 1 }} />}
            {load.state === 'error' && (
                <RetryAlert onRetry={reload}>
                    {translate('resources.Audit.notifications.load_error', { message: load.message })}
                </RetryAlert>
            )}
            {load.state === 'done' && (
                <>
                    <Box sx={{ overflowX: 'auto' }}>
                        <AuditTable logs={load.data.logs} sort={sort} onSort={onSort} onDetails={setDetails} />
                    </Box>
                    <AuditPagination
                        page={page}
                        pageSize={pageSize}
                        total={load.data.pagination.totalCount}
                        onPage={onPage}
                        onPageSize={onPageSize}
                    />
                </>
            )}
            {details && <AuditDetailsDialog log={details} onClose={() => setDetails(undefined)} />}
        </Box>
    );
};
