import type { ReactNode } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '../common/format';
import { ActionBadge, StatusBadge } from './ActionBadge';
import { prettyJson } from './record';
import type { AuditLog } from '../api/tipos';
import { nombreDeTabla } from './nombres';

const Dato = ({ label, children }: { label: string; children: ReactNode }) => (
    <Box>
        <Typography variant="caption" color="text.secondary" component="div">
            {label}
        </Typography>
        <Typography variant="body2" component="div" sx={{ wordBreak: 'break-word' }}>
            {children ?? '—'}
        </Typography>
    </Box>
);

const Valores = ({ label, json, none }: { label: string; json: string | null; none: string }) => (
    <Box component="section" aria-label={label} sx={{ minWidth: 0 }}>
        <Typography variant="subtitle2" component="h3" gutterBottom>
            {label}
        </Typography>
        <Box
            component="pre"
            sx={{ m: 0, p: 1, bgcolor: 'action.hover', borderRadius: 1, overflow: 'auto', maxHeight: 360, fontSize: 12 }}
        >
            {prettyJson(json) || none}
        </Box>
    </Box>
);

/** Every field of an audit record, with the old and new values side by side. */
export const AuditDetailsDialog = ({ log, onClose }: { log: AuditLog; onClose(): void }) => {
    const translate = useTranslate();
    const field = (name: keyof AuditLog) => translate(`resources.Audit.fields.${name}`);
    const none = translate('resources.Audit.details.none');
    return (
        <Dialog open fullWidth maxWidth="lg" onClose={onClose}>
            <DialogTitle>{translate('resources.Audit.details.title', { id: log.id })}</DialogTitle>
            <DialogContent dividers>
                <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 2, mb: 3 }}>
                    <Dato label={field('id')}>{log.id}</Dato>
                    <Dato label={field('timestamp')}>{formatDateTime(log.timestamp)}</Dato>
                    <Dato label={field('success')}>
                        <StatusBadge
                            success={log.success}
                            label={translate(`resources.Audit.status.${log.success ? 'success' : 'failure'}`)}
                        />
                    </Dato>
                    <Dato label={field('userName')}>{log.userName}</Dato>
                    <Dato label={field('userEmail')}>{log.userEmail}</Dato>
                    <Dato label={field('companiaName')}>{log.companiaName}</Dato>
                    <Dato label={field('tableName')}>{nombreDeTabla(translate, log.tableName)}</Dato>
                    <Dato label={field('action')}>
                        <ActionBadge action={log.action} />
                    </Dato>
                    <Dato label={field('module')}>{log.module}</Dato>
                    <Dato label={field('recordId')}>{log.recordId}</Dato>
                    <Dato label={field('recordCode')}>{log.recordCode}</Dato>
                    <Dato label={field('statusCode')}>{log.statusCode}</Dato>
                    <Dato label={field('httpMethod')}>{log.httpMethod}</Dato>
                    <Dato label={field('endpoint')}>{log.endpoint}</Dato>
                    <Dato label={field('ipAddress')}>{log.ipAddress}</Dato>
                    <Dato label={field('description')}>{log.description}</Dato>
                    {log.cantidad > 1 && <Dato label={field('cantidad')}>{log.cantidad}</Dato>}
                    <Dato label={field('errorMessage')}>{log.errorMessage}</Dato>
                    <Dato label={field('requestId')}>{log.requestId}</Dato>
                    <Box sx={{ gridColumn: '1 / -1' }}>
                        <Dato label={field('userAgent')}>{log.userAgent}</Dato>
                    </Box>
                </Box>
                <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
                    <Valores label={field('oldValues')} json={log.oldValues} none={none} />
                    <Valores label={field('newValues')} json={log.newValues} none={none} />
                </Box>
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>{translate('ra.action.close')}</Button>
            </DialogActions>
        </Dialog>
    );
};
