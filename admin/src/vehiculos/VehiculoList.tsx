import { useState } from 'react';
import { FunctionField, TextField, useTranslate } from 'react-admin';
import { ResourceTable } from '../common/ResourceTable';
import { RowActions } from '../common/RowActions';
import { useCanWrite } from '../common/useCanWrite';
import { VehiculoDialog } from './VehiculoDialog';
import { vehiculoName } from './record';
import type { Vehiculo } from '../api/tipos';

/** The Vehículos tab of Transporte: the vehicles the company's guides name. */
export const VehiculoList = () => {
    const translate = useTranslate();
    const canWrite = useCanWrite();
    const [dialog, setDialog] = useState<{ record?: Vehiculo }>();
    return (
        <>
            <ResourceTable
                resource="gre/vehiculos"
                createLabel="resources.gre/vehiculos.actions.create"
                onCreate={() => setDialog({})}
                searchPlaceholder="resources.gre/vehiculos.search"
                empty="resources.gre/vehiculos.empty"
            >
                <TextField source="placa" />
                <TextField source="descripcion" emptyText="—" />
                <TextField source="tuc" emptyText="—" />
                <FunctionField<Vehiculo>
                    source="m1l"
                    render={(vehiculo) => translate(vehiculo.m1l ? 'ra.boolean.true' : 'ra.boolean.false')}
                />
                <RowActions<Vehiculo>
                    label="app.common.actions"
                    onEdit={(record) => setDialog({ record })}
                    canEdit={() => canWrite}
                    canDelete={() => canWrite}
                    recordName={vehiculoName}
                />
            </ResourceTable>
            {dialog && <VehiculoDialog record={dialog.record} onClose={() => setDialog(undefined)} />}
        </>
    );
};
