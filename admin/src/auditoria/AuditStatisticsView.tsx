import type { ReactNode } from 'react';

import {
    Alert,
    Box,
    Card,
    CardContent,
    LinearProgress,
    Table,
    TableBody,
    TableCell,
    TableHead,
    TableRow,
    Typography,
} from '@mui/material';

import { useTranslate } from 'react-admin';

import { formatDateTime, formatNumber } from '../common/format';
import { useApiQuery } from '../common/useApiQuery';
import { ActionBadge } from './ActionBadge';
import { COUNTED_ACTIONS, EMPTY_STATISTICS, statisticsQuery, type AuditFilters } from './record';
import { nombreDeTabla } from './nombres';

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
    const sinDatos = (columns: number) => (
        <TableRow>
            <TableCell colSpan={columns}>{text('no_data')}</TableCell>
        </TableRow>
    );
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
                    <Table size="small">
                        <TableHead>
                            <TableRow>
                                <TableCell>{translate('resources.Audit.fields.userName')}</TableCell>
                                <TableCell>{text('user_id')}</TableCell>
                                <TableCell align="right">{text('action_count')}</TableCell>
                            </TableRow>
                        </TableHead>
                        <TableBody>
                            {stats.topUsers.length === 0 && sinDatos(3)}
                            {stats.topUsers.map((user) => (
                                <TableRow key={user.userId}>
                                    <TableCell>{user.userName}</TableCell>
                                    <TableCell>{user.userId}</TableCell>
                                    <TableCell align="right">{formatNumber(user.actionCount)}</TableCell>
                                </TableRow>
                            ))}
                        </TableBody>
                    </Table>
                </Seccion>
                <Seccion title={text('actions_by_table')}>
                    <Table size="small">
                        <TableHead>
                            <TableRow>
                                <TableCell>{translate('resources.Audit.fields.tableName')}</TableCell>
                                {COUNTED_ACTIONS.map((action) => (
                                    <TableCell key={action} align="right">
                                        <ActionBadge action={action} />
                                    </TableCell>
                                ))}
                            </TableRow>
                        </TableHead>
                        <TableBody>
                            {stats.actionsByTable.length === 0 && sinDatos(1 + COUNTED_ACTIONS.length)}
                            {stats.actionsByTable.map((row) => (
                                <TableRow key={row.tableName}>
                                    <TableCell>{nombreDeTabla(translate, row.tableName)}</TableCell>
                                    {COUNTED_ACTIONS.map((action) => (
                                        <TableCell key={action} align="right">
                                            {formatNumber(row[action])}
                                        </TableCell>
                                    ))}
                                </TableRow>
                            ))}
                        </TableBody>
                    </Table>
                </Seccion>
            </Box>
            <Seccion title={text('recent_failures')}>
                <Table size="small">
                    <TableHead>
                        <TableRow>
                            <TableCell>{translate('resources.Audit.fields.timestamp')}</TableCell>
                            <TableCell>{translate('resources.Audit.fields.userName')}</TableCell>
                            <TableCell>{translate('resources.Audit.fields.tableName')}</TableCell>
                            <TableCell>{translate('resources.Audit.fields.action')}</TableCell>
                            <TableCell>{translate('resources.Audit.fields.errorMessage')}</TableCell>
                        </TableRow>
                    </TableHead>
                    <TableBody>
                        {stats.recentFailures.length === 0 && sinDatos(5)}
                        {stats.recentFailures.map((log) => (
                            <TableRow key={log.id}>
                                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(log.timestamp)}</TableCell>
                                <TableCell>{log.userName ?? log.userEmail}</TableCell>
                                <TableCell>{log.tableName}</TableCell>
                                <TableCell>
                                    <ActionBadge action={log.action} />
                                </TableCell>
                                <TableCell>{log.errorMessage ?? log.description}</TableCell>
                            </TableRow>
                        ))}
                    </TableBody>
                </Table>
            </Seccion>
        </Box>
    );
};
