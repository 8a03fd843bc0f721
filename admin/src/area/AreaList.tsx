import { useState } from 'react';
import { Typography } from '@mui/material';
import { Datagrid, TextField, useTranslate } from 'react-admin';
import { DateTimeField } from '../common/DateTimeField';
import { RowActions } from '../common/RowActions';
import { ServerList } from '../common/ServerList';
import { AreaDialog } from './AreaDialog';
import type { Area } from '../api/tipos';

/** The Áreas tab of Gestión de Compañía: the signed-in user's company's areas. */
export const AreaList = () => {
    const translate = useTranslate();
    const [dialog, setDialog] = useState<{ record?: Area }>();
    const create = { label: 'resources.Area.actions.create', onClick: () => setDialog({}) };
    return (
        <>
            <ServerList resource="Area" create={create}>
                <Datagrid
                    bulkActionButtons={false}
                    rowClick={false}
                    empty={<Typography sx={{ p: 2 }}>{translate('resources.Area.empty')}</Typography>}
                >
                    <TextField source="id" />
                    <TextField source="nombre" />
                    <DateTimeField source="createdAt" />
                    <DateTimeField source="updatedAt" />
                    <RowActions<Area> label="app.common.actions" onEdit={(record) => setDialog({ record })} />
                </Datagrid>
            </ServerList>
            {dialog && <AreaDialog record={dialog.record} onClose={() => setDialog(undefined)} />}
        </>
    );
};
