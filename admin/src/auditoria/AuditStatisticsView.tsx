import type { ReactNode } from 'react';

import { Alert, Box, Card, CardContent, LinearProgress, Typography } from '@mui/material';

import { useTranslate } from 'react-admin';

import { formatNumber } from '../common/format';
import { useApiQuery } from '../common/useApiQuery';
import { ActionsByTableTable, RecentFailuresTable, TopUsersTable } from './AuditStatisticsTables';
import { EMPTY_STATISTICS, statisticsQuery, type AuditFilters } from './record';

const Cifra = ({ label, value }: { label: string; value: number }) => (
    <Card variant="outlined" component="section" aria-label={label}>
        <CardContent>
            <Typography variant="body2" color="text.secondary">
                {label}
            </Typography>
            <Typography variant="h4" component="p">
                {formatNumber(value)}
            </Typography>
        </CardContent>
    </Card>
);

const Seccion = ({ title, children }: { title: string; children: ReactNode }) => (
    <Box component="section" aria-label={title} sx={{ minWidth: 0 }}>
        <Typography variant="h6" component="h2" gutterBottom>
            {title}
        </Typography>
        {children}
    </Box>
);

/** Totals, the busiest users, the actions per table and the latest failures between the filters' dates. */
export const AuditStatisticsView = ({ filters }: { filters: AuditFilters }) => {
    const translate = useTranslate();
    const text = (name: string) => translate(`resources.Audit.statistics.${name}`);
    const { load } = useApiQuery(['estadisticasAuditoria', statisticsQuery(filters)], (api) =>
        api.estadisticasAuditoria(statisticsQuery(filters)),
    );
    const stats = load.state === 'done' ? load.data : EMPTY_STATISTICS;
    return (
        <Box>
            {load.state === 'loading' && <LinearProgress sx={{ mb: 2 }} />}
            {load.state === 'error' && (
                <Alert severity="error" sx={{ mb: 2 }}>
                    {translate('resources.Audit.notifications.statistics_error', { message: load.message })}
                </Alert>
            )}
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 2, mb: 3 }}>
                <Cifra label={text('total_actions')} value={stats.totalActions} />
                <Cifra label={text('active_users')} value={stats.activeUsers} />
                <Cifra label={text('tables_affected')} value={stats.tablesAffected} />
                <Cifra label={text('recent_errors')} value={stats.failedActions} />
            </Box>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' }, gap: 3, mb: 3 }}>
                <Seccion title={text('top_users')}>
                    <TopUsersTable users={stats.topUsers} />
                </Seccion>
                <Seccion title={text('actions_by_table')}>
                    <ActionsByTableTable rows={stats.actionsByTable} />
                </Seccion>
            </Box>
            <Seccion title={text('recent_failures')}>
                <RecentFailuresTable logs={stats.recentFailures} />
            </Seccion>
        </Box>
    );
};
