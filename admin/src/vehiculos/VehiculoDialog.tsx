import { Box } from '@mui/material';
import { BooleanInput, TextInput } from 'react-admin';
import { serverMessageOr } from '../common/errors';
import { optionalText, text } from '../common/payload';
import { RecordFormDialog } from '../common/RecordFormDialog';
import { requiredText } from '../common/validation';
import type { Vehiculo } from '../api/tipos';

const RESOURCE = 'gre/vehiculos';
const key = (name: string) => `resources.${RESOURCE}.${name}`;
const fullRow = { gridColumn: '1 / -1' };

const toPayload = (values: Record<string, unknown>) => ({
    placa: text(values.placa),
    descripcion: optionalText(values.descripcion),
    tuc: optionalText(values.tuc),
    m1l: values.m1l === true,
});

/** Nuevo Vehículo / Editar Vehículo: the API normalises the plate and checks the formats (its messages show beside each field). */
export const VehiculoDialog = ({ record, onClose }: { record?: Vehiculo; onClose(): void }) => (
    <RecordFormDialog
        resource={RESOURCE}
        record={record}
        title={key(record ? 'dialog.edit' : 'dialog.create')}
        toPayload={toPayload}
        describeError={serverMessageOr(key('notifications.save_error'))}
        onClose={onClose}
    >
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
            <TextInput source="placa" validate={requiredText(key('validation.placa'))} helperText={key('help.placa')} />
            <TextInput source="tuc" helperText={key('help.tuc')} />
            <TextInput source="descripcion" sx={fullRow} />
            <BooleanInput source="m1l" helperText={key('help.m1l')} sx={fullRow} />
        </Box>
    </RecordFormDialog>
);
