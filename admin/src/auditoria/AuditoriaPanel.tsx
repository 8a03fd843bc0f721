import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Box, Button, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import BarChartIcon from '@mui/icons-material/BarChart';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import TableRowsIcon from '@mui/icons-material/TableRows';
import { useNotify, useTranslate } from 'react-admin';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { useErrorMessage } from '../common/errors';
import { useApi } from '../common/useApiQuery';
import { AuditFiltersForm } from './AuditFiltersForm';
import { AuditLogView } from './AuditLogView';
import { AuditStatisticsView } from './AuditStatisticsView';
import { DAYS_TO_KEEP, DEFAULT_PAGE_SIZE, DEFAULT_SORT, NO_FILTERS, nextSort, type AuditFilters, type AuditSortField } from './record';
import { useFilterOptions } from './useFilterOptions';

type Vista = 'tabla' | 'estadisticas';

/** Registro de Auditoría (user type 1): the Tabla and Estadísticas views over the same filters, and the clean-up. */
export const AuditoriaPanel = () => {
    const translate = useTranslate();
    const notify = useNotify();
    const describe = useErrorMessage();
    const { options, reload: reloadOptions } = useFilterOptions();
    const [vista, setVista] = useState<Vista>('tabla');
    const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
    const [sort, setSort] = useState(DEFAULT_SORT);
    const [page, setPage] = useState(1);
    const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
    const [confirmando, setConfirmando] = useState(false);
    // Bumped after a clean-up: the views load again from scratch.
    const [version, setVersion] = useState(0);

    // docs/especificacion-operaciones.md §4: any change of filters (or of how the rows are cut) goes back to page 1.
    const applyFilters = (next: AuditFilters) => {
        setFilters(next);
        setPage(1);
    };
    const sortBy = (field: AuditSortField) => {
        setSort(nextSort(sort, field));
        setPage(1);
    };
    const resize = (size: number) => {
        setPageSize(size);
        setPage(1);
    };

    const api = useApi();
    const limpieza = useMutation({ mutationFn: () => api.limpiarAuditoria(DAYS_TO_KEEP) });
    const limpiar = async () => {
        try {
            await limpieza.mutateAsync();
            notify('resources.Audit.notifications.cleaned', { type: 'success' });
            setPage(1);
            setVersion((n) => n + 1);
            reloadOptions();
        } catch (error) {
            notify('resources.Audit.notifications.clean_error', { type: 'error', messageArgs: { message: describe(error) } });
        } finally {
            setConfirmando(false);
        }
    };

    return (
        // A one-column grid whose column may shrink below its content: the wide table scrolls in place instead of widening the page.
        <Box component="section" aria-labelledby="auditoria-titulo" sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
                <Typography id="auditoria-titulo" variant="h6" component="h2" sx={{ flex: 1 }}>
                    {translate('resources.Audit.title')}
                </Typography>
                <ToggleButtonGroup
                    exclusive
                    size="small"
                    sx={{ '& .MuiToggleButton-root': { textTransform: 'none' } }}
                    value={vista}
                    onChange={(_event, value: Vista | null) => value && setVista(value)}
                >
                    <ToggleButton value="tabla">
                        <TableRowsIcon fontSize="small" sx={{ mr: 1 }} />
                        {translate('resources.Audit.views.table')}
                    </ToggleButton>
                    <ToggleButton value="estadisticas">
                        <BarChartIcon fontSize="small" sx={{ mr: 1 }} />
                        {translate('resources.Audit.views.statistics')}
                    </ToggleButton>
                </ToggleButtonGroup>
                <Button
                    variant="outlined"
                    color="error"
                    startIcon={<DeleteSweepIcon />}
                    title={translate('resources.Audit.actions.clean_hint', { days: DAYS_TO_KEEP })}
                    onClick={() => setConfirmando(true)}
                >
                    {translate('resources.Audit.actions.clean')}
                </Button>
            </Box>
            <AuditFiltersForm options={options} onApply={applyFilters} />
            {vista === 'tabla' ? (
                <AuditLogView
                    key={version}
                    filters={filters}
                    sort={sort}
                    page={page}
                    pageSize={pageSize}
                    onSort={sortBy}
                    onPage={setPage}
                    onPageSize={resize}
                />
            ) : (
                <AuditStatisticsView key={version} filters={filters} />
            )}
            <ConfirmDialog
                open={confirmando}
                content="resources.Audit.confirm_clean"
                contentArgs={{ days: DAYS_TO_KEEP }}
                loading={limpieza.isPending}
                onConfirm={limpiar}
                onClose={() => setConfirmando(false)}
            />
        </Box>
    );
};
