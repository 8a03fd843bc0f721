import { useState } from 'react';
import { Datagrid, TextField, usePermissions } from 'react-admin';
import { MAESTRO } from '../common/roles';
import { RowActions } from '../common/RowActions';
import { ServerList } from '../common/ServerList';
import { CompaniaDialog } from './CompaniaDialog';
import { companiaName } from './record';
import type { Compania } from '../api/tipos';

/** The Empresas tab. Only a Maestro creates or deletes companies; an Administrador edits its own. */
export const CompaniaList = () => {
    const { permissions } = usePermissions<number | undefined>();
    const isMaestro = permissions === MAESTRO;
    const [dialog, setDialog] = useState<{ record?: Compania }>();
    const create = { label: 'resources.Compania.actions.create', onClick: () => setDialog({}) };
    return (
        <>
            <ServerList resource="Compania" create={isMaestro ? create : undefined}>
                <Datagrid bulkActionButtons={false} rowClick={false}>
                    <TextField source="id" />
                    <TextField source="razonSocial" />
                    <TextField source="ruc" />
                    <TextField source="rubro" sortable={false} />
                    <RowActions<Compania>
                        label="app.common.actions"
                        onEdit={(record) => setDialog({ record })}
                        canDelete={() => isMaestro}
                        recordName={companiaName}
                    />
                </Datagrid>
            </ServerList>
            {dialog && <CompaniaDialog record={dialog.record} onClose={() => setDialog(undefined)} />}
        </>
    );
};
