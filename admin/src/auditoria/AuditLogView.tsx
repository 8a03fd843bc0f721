import { useState } from 'react';
import { Box, LinearProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useApiGet } from '../common/useApiGet';
import { AuditDetailsDialog } from './AuditDetailsDialog';
import { AuditPagination } from './AuditPagination';
import { AuditTable } from './AuditTable';
import { logsQuery, type AuditFilters, type AuditLog, type AuditPage, type AuditSort, type AuditSortField } from './record';
import { RetryAlert } from '../common/RetryAlert';

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
    const { load, reload } = useApiGet<AuditPage>(`/Audit?${logsQuery(filters, sort, page, pageSize)}`);
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
