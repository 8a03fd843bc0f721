import { Chip, IconButton, Table, TableBody, TableCell, TableHead, TableRow, TableSortLabel, Tooltip, Typography } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '../common/format';
import { ActionBadge, StatusBadge } from './ActionBadge';
import type { AuditSort, AuditSortField } from './record';
import type { AuditLog } from '../api/tipos';
import { nombreDeTabla } from './nombres';

interface AuditTableProps {
    logs: AuditLog[];
    sort: AuditSort;
    onSort(field: AuditSortField): void;
    onDetails(log: AuditLog): void;
}

/** Fecha/Hora, Usuario, Empresa, Tabla, Acción, Registro, Descripción, IP, Estado and Acciones; three sortable columns. */
export const AuditTable = ({ logs, sort, onSort, onDetails }: AuditTableProps) => {
    const translate = useTranslate();
    const field = (name: string) => translate(`resources.Audit.fields.${name}`);
    const sortable = (name: AuditSortField, label: string) => (
        <TableCell sortDirection={sort.field === name ? (sort.descending ? 'desc' : 'asc') : false}>
            <TableSortLabel
                active={sort.field === name}
                direction={sort.field === name && !sort.descending ? 'asc' : 'desc'}
                onClick={() => onSort(name)}
            >
                {label}
            </TableSortLabel>
        </TableCell>
    );
    const details = translate('resources.Audit.actions.details');
    return (
        <Table size="small">
            <TableHead>
                <TableRow>
                    {sortable('Timestamp', field('timestamp'))}
                    <TableCell>{field('userName')}</TableCell>
                    <TableCell>{field('companiaName')}</TableCell>
                    {sortable('TableName', field('tableName'))}
                    {sortable('Action', field('action'))}
                    <TableCell>{field('recordId')}</TableCell>
                    <TableCell>{field('description')}</TableCell>
                    <TableCell>{field('ipAddress')}</TableCell>
                    <TableCell>{field('success')}</TableCell>
                    <TableCell>{translate('app.common.actions')}</TableCell>
                </TableRow>
            </TableHead>
            <TableBody>
                {logs.length === 0 && (
                    <TableRow>
                        <TableCell colSpan={10}>
                            <Typography>{translate('resources.Audit.empty')}</Typography>
                        </TableCell>
                    </TableRow>
                )}
                {logs.map((log) => (
                    <TableRow key={log.id} hover>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(log.timestamp)}</TableCell>
                        <TableCell>{log.userName ?? log.userEmail}</TableCell>
                        <TableCell>{log.companiaName}</TableCell>
                        <TableCell>{nombreDeTabla(translate, log.tableName)}</TableCell>
                        <TableCell>
                            <ActionBadge action={log.action} />
                        </TableCell>
                        <TableCell>{log.recordCode ?? log.recordId}</TableCell>
                        <TableCell>
                            {log.description}
                            {log.cantidad > 1 && (
                                <Chip size="small" sx={{ ml: 1 }} label={translate('resources.Audit.cantidad', { smart_count: log.cantidad })} />
                            )}
                        </TableCell>
                        <TableCell>{log.ipAddress}</TableCell>
                        <TableCell>
                            <StatusBadge
                                success={log.success}
                                label={translate(`resources.Audit.status.${log.success ? 'success' : 'failure'}`)}
                            />
                        </TableCell>
                        <TableCell>
                            <Tooltip title={details}>
                                <IconButton aria-label={details} size="small" onClick={() => onDetails(log)}>
                                    <VisibilityIcon fontSize="small" />
                                </IconButton>
                            </Tooltip>
                        </TableCell>
                    </TableRow>
                ))}
            </TableBody>
        </Table>
    );
};
