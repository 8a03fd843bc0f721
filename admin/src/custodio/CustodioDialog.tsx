import { Box } from '@mui/material';
import { SelectInput, TextInput } from 'react-admin';
import { PickerInput } from '../activo/dialog/PickerInput';
import { usePickerOptions } from '../activo/dialog/usePickerOptions';
import { serverMessageOr } from '../common/errors';
import { idOrNull, optionalText, text } from '../common/payload';
import { RecordFormDialog } from '../common/RecordFormDialog';
import { requiredText } from '../common/validation';
import { readSession } from '../session';
import { texto, TIPO_DOCUMENTO_CHOICES } from './record';
import type { Area, Custodio } from '../api/tipos';

const toPayload = (values: Record<string, unknown>) => ({
    nombres: text(values.nombres),
    apellidos: text(values.apellidos),
    tipoDocumento: text(values.tipoDocumento),
    // Text as typed: a DNI keeps its leading zeros.
    numeroDocumento: text(values.numeroDocumento),
    correo: optionalText(values.correo),
    telefono: optionalText(values.telefono),
    areaId: idOrNull(values.areaId),
});

/** Nuevo Custodio / Editar Custodio: the formats are the API's (its messages show beside each field). */
export const CustodioDialog = ({ record, onClose }: { record?: Custodio; onClose(): void }) => {
    const companiaId = readSession()?.companiaId;
    const areas = usePickerOptions<Area>(['areasDeCompania', companiaId], companiaId ? (api) => api.areasDeCompania(companiaId) : undefined);
    return (
        <RecordFormDialog
            resource="custodios"
            record={record}
            defaultValues={{ tipoDocumento: '1' }}
            title={texto(record ? 'dialog.edit' : 'dialog.create')}
            toPayload={toPayload}
            describeError={serverMessageOr(texto('notifications.save_error'))}
            onClose={onClose}
        >
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
                <TextInput source="nombres" validate={requiredText(texto('validation.nombres'))} />
                <TextInput source="apellidos" validate={requiredText(texto('validation.apellidos'))} />
                <SelectInput source="tipoDocumento" choices={TIPO_DOCUMENTO_CHOICES} validate={requiredText(texto('validation.tipoDocumento'))} />
                <TextInput source="numeroDocumento" validate={requiredText(texto('validation.numeroDocumento'))} helperText={texto('help.numeroDocumento')} />
                <TextInput source="correo" type="email" />
                <TextInput source="telefono" type="tel" />
                <PickerInput<Area>
                    source="areaId"
                    label={texto('fields.areaId')}
                    {...areas}
                    optionText={(area) => area.nombre}
                    emptyText={texto('no_areas')}
                    errorText={texto('areas_error')}
                />
            </Box>
        </RecordFormDialog>
    );
};
