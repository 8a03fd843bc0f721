import { useState } from 'react';
import { FunctionField, NumberField, TextField } from 'react-admin';
import { ResourceTable, SECONDARY_COLUMN } from '../common/ResourceTable';
import { RowActions } from '../common/RowActions';
import { useCanWrite } from '../common/useCanWrite';
import { CustodioDetalle } from './CustodioDetalle';
import { CustodioDialog } from './CustodioDialog';
import { custodioName, documentoDe, texto } from './record';
import type { Custodio } from '../api/tipos';

/** Custodios: the people who hold the company's assets; each row opens what they hold. */
export const CustodioList = () => {
    const canWrite = useCanWrite();
    const [dialog, setDialog] = useState<{ record?: Custodio }>();
    const [detalle, setDetalle] = useState<Custodio>();
    return (
        <>
            <ResourceTable
                resource="custodios"
                createLabel={texto('actions.create')}
                onCreate={() => setDialog({})}
                searchPlaceholder={texto('search')}
                empty={texto('empty')}
            >
                <TextField source="apellidos" />
                <TextField source="nombres" />
                <FunctionField<Custodio> source="numeroDocumento" render={documentoDe} />
                <TextField source="area.nombre" label={texto('fields.area')} sortable={false} />
                <TextField source="correo" {...SECONDARY_COLUMN} />
                <NumberField source="activosACargo" sortable={false} />
                <RowActions<Custodio>
                    label="app.common.actions"
                    onEdit={(record) => setDialog({ record })}
                    onView={setDetalle}
                    canEdit={() => canWrite}
                    canDelete={() => canWrite}
                    recordName={custodioName}
                />
            </ResourceTable>
            {dialog && <CustodioDialog record={dialog.record} onClose={() => setDialog(undefined)} />}
            {detalle && <CustodioDetalle custodio={detalle} onClose={() => setDetalle(undefined)} />}
        </>
    );
};
