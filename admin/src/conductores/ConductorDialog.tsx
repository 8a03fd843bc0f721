import { Box } from '@mui/material';
import { SelectInput, TextInput } from 'react-admin';
import { TIPO_DNI } from '@dominio/documento-conductor';
import { serverMessageOr } from '../common/errors';
import { text } from '../common/payload';
import { RecordFormDialog } from '../common/RecordFormDialog';
import { requiredText } from '../common/validation';
import { TIPO_DOCUMENTO_CHOICES } from './record';
import type { Conductor } from '../api/tipos';

const RESOURCE = 'gre/conductores';
const key = (name: string) => `resources.${RESOURCE}.${name}`;

const toPayload = (values: Record<string, unknown>) => ({
    tipoDocumento: text(values.tipoDocumento),
    numeroDocumento: text(values.numeroDocumento),
    nombres: text(values.nombres),
    apellidos: text(values.apellidos),
    licencia: text(values.licencia),
});

/** Nuevo Conductor / Editar Conductor: the formats are the API's (its messages show beside each field). */
export const ConductorDialog = ({ record, onClose }: { record?: Conductor; onClose(): void }) => (
    <RecordFormDialog
        resource={RESOURCE}
        record={record}
        defaultValues={{ tipoDocumento: TIPO_DNI }}
        title={key(record ? 'dialog.edit' : 'dialog.create')}
        toPayload={toPayload}
        describeError={serverMessageOr(key('notifications.save_error'))}
        onClose={onClose}
    >
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
            <SelectInput source="tipoDocumento" choices={TIPO_DOCUMENTO_CHOICES} validate={requiredText(key('validation.tipoDocumento'))} />
            <TextInput
                source="numeroDocumento"
                validate={requiredText(key('validation.numeroDocumento'))}
                helperText={key('help.numeroDocumento')}
            />
            <TextInput source="nombres" validate={requiredText(key('validation.nombres'))} />
            <TextInput source="apellidos" validate={requiredText(key('validation.apellidos'))} />
            <TextInput source="licencia" validate={requiredText(key('validation.licencia'))} helperText={key('help.licencia')} />
        </Box>
    </RecordFormDialog>
);
