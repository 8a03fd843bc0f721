import { useState } from 'react';
import { FunctionField, TextField } from 'react-admin';
import { ResourceTable } from '../common/ResourceTable';
import { RowActions } from '../common/RowActions';
import { useCanWrite } from '../common/useCanWrite';
import { ConductorDialog } from './ConductorDialog';
import { conductorName, tipoDocumentoNombre } from './record';
import type { Conductor } from '../api/tipos';

/** The Conductores tab of Transporte: the drivers the company's guides name. */
export const ConductorList = () => {
    const canWrite = useCanWrite();
    const [dialog, setDialog] = useState<{ record?: Conductor }>();
    return (
        <>
            <ResourceTable
                resource="gre/conductores"
                createLabel="resources.gre/conductores.actions.create"
                onCreate={() => setDialog({})}
                searchPlaceholder="resources.gre/conductores.search"
                empty="resources.gre/conductores.empty"
            >
                <FunctionField<Conductor>
                    source="tipoDocumento"
                    render={(conductor) => tipoDocumentoNombre(conductor.tipoDocumento)}
                />
                <TextField source="numeroDocumento" />
                <TextField source="apellidos" />
                <TextField source="nombres" />
                <TextField source="licencia" />
                <RowActions<Conductor>
                    label="app.common.actions"
                    onEdit={(record) => setDialog({ record })}
                    canEdit={() => canWrite}
                    canDelete={() => canWrite}
                    recordName={conductorName}
                />
            </ResourceTable>
            {dialog && <ConductorDialog record={dialog.record} onClose={() => setDialog(undefined)} />}
        </>
    );
};
