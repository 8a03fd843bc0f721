import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AuditStatistics } from '../api/tipos';
import { formatDateTime, formatNumber } from '../common/format';
import { ActionBadge } from './ActionBadge';
import { nombreDeTabla } from './nombres';
import { COUNTED_ACTIONS } from './record';

/** The row an empty table of the statistics shows, across its `columns`. */
const SinDatos = ({ columns }: { columns: number }) => {
    const translate = useTranslate();
    return (
        <TableRow>
            <TableCell colSpan={columns}>{translate('resources.Audit.statistics.no_data')}</TableCell>
        </TableRow>
    );
};

/** Usuarios más activos: name, id and how many actions. */
export const TopUsersTable = ({ users }: { users: AuditStatistics['topUsers'] }) => {
    const translate = useTranslate();
    return (
        <Table size="small">
            <TableHead>
                <TableRow>
                    <TableCell>{translate('resources.Audit.fields.userName')}</TableCell>
                    <TableCell>{translate('resources.Audit.statistics.user_id')}</TableCell>
                    <TableCell align="right">{translate('resources.Audit.statistics.action_count')}</TableCell>
                </TableRow>
            </TableHead>
            <TableBody>
                {users.length === 0 && <SinDatos columns={3} />}
                {users.map((user) => (
                    <TableRow key={user.userId}>
                        <TableCell>{user.userName}</TableCell>
                        <TableCell>{user.userId}</TableCell>
                        <TableCell align="right">{formatNumber(user.actionCount)}</TableCell>
                    </TableRow>
                ))}
            </TableBody>
        </Table>
    );
};

/** Acciones por tabla: each table with how many of each counted action. */
export const ActionsByTableTable = ({ rows }: { rows: AuditStatistics['actionsByTable'] }) => {
    const translate = useTranslate();
    return (
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
                {rows.length === 0 && <SinDatos columns={1 + COUNTED_ACTIONS.length} />}
                {rows.map((row) => (
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
    );
};

/** Fallos recientes: when, who, which table, which action and its error. */
export const RecentFailuresTable = ({ logs }: { logs: AuditStatistics['recentFailures'] }) => {
    const translate = useTranslate();
    return (
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
                {logs.length === 0 && <SinDatos columns={5} />}
                {logs.map((log) => (
                    <TableRow key={log.id}>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(log.timestamp)}</TableCell>
                        <TableCell>{log.userName ?? log.userEmail}</TableCell>
                        <TableCell>{nombreDeTabla(translate, log.tableName)}</TableCell>
                        <TableCell>
                            <ActionBadge action={log.action} />
                        </TableCell>
                        <TableCell>{log.errorMessage ?? log.description}</TableCell>
                    </TableRow>
                ))}
            </TableBody>
        </Table>
    );
};
