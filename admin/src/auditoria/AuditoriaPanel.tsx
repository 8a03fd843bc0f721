import { useState } from 'react';
import { Box, Button, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import BarChartIcon from '@mui/icons-material/BarChart';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import TableRowsIcon from '@mui/icons-material/TableRows';
import { useTranslate } from 'react-admin';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { AuditFiltersForm } from './AuditFiltersForm';
import { AuditLogView } from './AuditLogView';
import { AuditStatisticsView } from './AuditStatisticsView';
import { DAYS_TO_KEEP, DEFAULT_PAGE_SIZE, DEFAULT_SORT, NO_FILTERS, nextSort, type AuditFilters, type AuditSortField } from './record';
import { useFilterOptions } from './useFilterOptions';
import { useLimpiezaDeAuditoria } from './useLimpiezaDeAuditoria';

type Vista = 'tabla' | 'estadisticas';

/** The filters and how the rows are cut: docs/especificacion-operaciones.md §4, any change of them goes back to page 1. */
const useConsultaDeAuditoria = () => {
    const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
    const [sort, setSort] = useState(DEFAULT_SORT);
    const [page, setPage] = useState(1);
    const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
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
    return { filters, sort, page, pageSize, applyFilters, sortBy, setPage, resize };
};

/** The panel's title, the Tabla / Estadísticas switch and Limpiar registros. */
const CabeceraDeAuditoria = ({ vista, onVista, onClean }: { vista: Vista; onVista(vista: Vista): void; onClean(): void }) => {
    const translate = useTranslate();
    return (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
            <Typography id="auditoria-titulo" variant="h6" component="h2" sx={{ flex: 1 }}>
                {translate('resources.Audit.title')}
            </Typography>
            <ToggleButtonGroup
                exclusive
                size="small"
                sx={{ '& .MuiToggleButton-root': { textTransform: 'none' } }}
                value={vista}
                onChange={(_event, value: Vista | null) => value && onVista(value)}
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
                onClick={onClean}
            >
                {translate('resources.Audit.actions.clean')}
            </Button>
        </Box>
    );
};

/** Registro de Auditoría (user type 1): the Tabla and Estadísticas views over the same filters, and the clean-up. */
export const AuditoriaPanel = () => {
    const { options, reload: reloadOptions } = useFilterOptions();
    const [vista, setVista] = useState<Vista>('tabla');
    const consulta = useConsultaDeAuditoria();
    // Bumped after a clean-up: the views load again from scratch.
    const [version, setVersion] = useState(0);
    const limpieza = useLimpiezaDeAuditoria(() => {
        consulta.setPage(1);
        setVersion((n) => n + 1);
        reloadOptions();
    });

    return (
        // A one-column grid whose column may shrink below its content: the wide table scrolls in place instead of widening the page.
        <Box component="section" aria-labelledby="auditoria-titulo" sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
            <CabeceraDeAuditoria vista={vista} onVista={setVista} onClean={() => limpieza.setConfirmando(true)} />
            <AuditFiltersForm options={options} onApply={consulta.applyFilters} />
            {vista === 'tabla' ? (
                <AuditLogView
                    key={version}
                    filters={consulta.filters}
                    sort={consulta.sort}
                    page={consulta.page}
                    pageSize={consulta.pageSize}
                    onSort={consulta.sortBy}
                    onPage={consulta.setPage}
                    onPageSize={consulta.resize}
                />
            ) : (
                <AuditStatisticsView key={version} filters={consulta.filters} />
            )}
            <ConfirmDialog
                open={limpieza.confirmando}
                content="resources.Audit.confirm_clean"
                contentArgs={{ days: DAYS_TO_KEEP }}
                loading={limpieza.limpiando}
                onConfirm={limpieza.limpiar}
                onClose={() => limpieza.setConfirmando(false)}
            />
        </Box>
    );
};
