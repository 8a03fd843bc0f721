import { useState } from 'react';
import { Alert, Box, Button, Chip, Typography } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import {
    Datagrid,
    FunctionField,
    TextField,
    useDataProvider,
    useNotify,
    useRecordContext,
    useRefresh,
    useTranslate,
} from 'react-admin';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { useErrorMessage } from '../common/errors';
import { formatLimaDate, formatDateTime } from '../common/format';
import { ServerList } from '../common/ServerList';
import { ClaveApiDialog } from './ClaveApiDialog';
import { ClaveCreadaDialog } from './ClaveCreadaDialog';
import { claveApiName, estadoDe } from './record';
import type { ClaveApi, ClaveApiCreada } from '../api/tipos';

/** Revocar: the key stops working at once; the row stays, marked Revocada. `label`: the column's header. */
const RevocarButton = (_props: { label?: string }) => {
    const record = useRecordContext<ClaveApi>();
    const translate = useTranslate();
    const notify = useNotify();
    const describe = useErrorMessage();
    const dataProvider = useDataProvider();
    const refresh = useRefresh();
    const [open, setOpen] = useState(false);
    const [pending, setPending] = useState(false);
    if (!record?.activa) return null;
    const revocar = async () => {
        setPending(true);
        try {
            await dataProvider.delete('ClaveApi', { id: record.id, previousData: record });
            notify('resources.ClaveApi.notifications.revoked', { type: 'success' });
            // DELETE revokes, it does not remove: the list shows the row again with its revocation date.
            refresh();
        } catch (error) {
            notify('resources.ClaveApi.notifications.revoke_error', {
                type: 'error',
                messageArgs: { message: describe(error) },
            });
        } finally {
            setPending(false);
            setOpen(false);
        }
    };
    return (
        <>
            <Button size="small" color="error" startIcon={<BlockIcon />} onClick={() => setOpen(true)}>
                {translate('resources.ClaveApi.actions.revoke')}
            </Button>
            <ConfirmDialog
                open={open}
                title="resources.ClaveApi.confirm_revoke_title"
                content="resources.ClaveApi.confirm_revoke"
                contentArgs={{ name: claveApiName(record) }}
                confirmLabel="resources.ClaveApi.actions.revoke"
                confirmIcon={BlockIcon}
                loading={pending}
                onConfirm={revocar}
                onClose={() => setOpen(false)}
            />
        </>
    );
};

/** The Claves de API tab (types 1-2): the company's keys for external systems, created and revoked here. */
export const ClaveApiList = () => {
    const translate = useTranslate();
    const [creating, setCreating] = useState(false);
    const [creada, setCreada] = useState<ClaveApiCreada>();
    return (
        <>
            <Alert severity="info" sx={{ mb: 2 }}>
                {translate('resources.ClaveApi.intro')}
            </Alert>
            {/*
              At 1024 px the eight columns scroll inside the list rather than stretch the page: the grid track keeps
              the table's width from reaching the layout, and the list's main column may then shrink below it.
            */}
            <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', '& .RaList-main': { minWidth: 0 } }}>
                <ServerList
                    resource="ClaveApi"
                    search={false}
                    sort={{ field: 'id', order: 'DESC' }}
                    create={{ label: 'resources.ClaveApi.actions.create', onClick: () => setCreating(true) }}
                >
                    <Datagrid
                        bulkActionButtons={false}
                        rowClick={false}
                        size="small"
                        sx={{ '& .RaDatagrid-tableWrapper': { overflowX: 'auto' } }}
                    >
                        <TextField source="nombre" />
                        <FunctionField<ClaveApi>
                            source="permiso"
                            render={(clave) => translate(`resources.ClaveApi.permisos.${clave.permiso}`)}
                        />
                        <FunctionField<ClaveApi>
                            source="prefijo"
                            sortable={false}
                            render={(clave) => (
                                <Typography component="span" variant="body2" sx={{ fontFamily: 'monospace' }}>
                                    {clave.prefijo}…
                                </Typography>
                            )}
                        />
                        <FunctionField<ClaveApi>
                            source="creadaEl"
                            // The API sorts keys by their creation under its own name for it.
                            sortBy="createdAt"
                            render={(clave) => formatDateTime(clave.creadaEl)} />
                        <FunctionField<ClaveApi>
                            source="expiraEl"
                            render={(clave) =>
                                clave.expiraEl ? formatLimaDate(clave.expiraEl) : translate('resources.ClaveApi.no_expiry')
                            }
                        />
                        <FunctionField<ClaveApi>
                            source="ultimoUsoEl"
                            render={(clave) =>
                                clave.ultimoUsoEl
                                    ? formatDateTime(clave.ultimoUsoEl)
                                    : translate('resources.ClaveApi.never_used')
                            }
                        />
                        <FunctionField<ClaveApi>
                            source="activa"
                            sortable={false}
                            render={(clave) => (
                                <Chip
                                    size="small"
                                    color={clave.activa ? 'success' : 'default'}
                                    variant={clave.activa ? 'filled' : 'outlined'}
                                    label={translate(estadoDe(clave))}
                                />
                            )}
                        />
                        <RevocarButton label="app.common.actions" />
                    </Datagrid>
                </ServerList>
            </Box>
            {creating && <ClaveApiDialog onCreated={setCreada} onClose={() => setCreating(false)} />}
            {creada && <ClaveCreadaDialog clave={creada} onClose={() => setCreada(undefined)} />}
        </>
    );
};
