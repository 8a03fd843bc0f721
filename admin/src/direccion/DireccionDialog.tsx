import { Box } from '@mui/material';
import { FormDataConsumer, TextInput } from 'react-admin';
import { serverMessageOr } from '../common/errors';
import { optionalText, text } from '../common/payload';
import { RecordFormDialog } from '../common/RecordFormDialog';
import { optionalDigits, requiredText } from '../common/validation';
import { MapPreview } from './MapPreview';
import { UbicacionInputs } from './UbicacionInputs';
import type { Direccion } from '../api/tipos';

const POSTAL_CODE_DIGITS = 5;
const ESTABLECIMIENTO_DIGITS = 4;

const toPayload = (values: Record<string, unknown>) => ({
    calle: text(values.calle),
    ciudad: text(values.ciudad),
    distrito: text(values.distrito),
    provincia: text(values.provincia),
    departamento: text(values.departamento),
    codigoPostal: optionalText(values.codigoPostal),
    urbanizacion: optionalText(values.urbanizacion),
    sede: optionalText(values.sede),
    codigoEstablecimiento: optionalText(values.codigoEstablecimiento),
});

const fullRow = { gridColumn: '1 / -1' };

interface DireccionDialogProps {
    record?: Direccion;
    onSaved?(direccion: Direccion): void;
    onClose(): void;
}

/** Nueva Dirección / Editar Dirección, with a preview of the address and a link to find it on the map. */
export const DireccionDialog = ({ record, onSaved, onClose }: DireccionDialogProps) => (
    <RecordFormDialog
        resource="Direccion"
        record={record}
        title={record ? 'resources.Direccion.dialog.edit' : 'resources.Direccion.dialog.create'}
        toPayload={toPayload}
        describeError={serverMessageOr('resources.Direccion.notifications.save_error')}
        onSaved={onSaved}
        onClose={onClose}
    >
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
            <TextInput
                source="calle"
                validate={requiredText('resources.Direccion.validation.calle')}
                autoFocus
                sx={fullRow}
            />
            <TextInput source="urbanizacion" />
            <TextInput
                source="codigoPostal"
                validate={optionalDigits(POSTAL_CODE_DIGITS, 'resources.Direccion.validation.codigoPostal')}
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: POSTAL_CODE_DIGITS } }}
            />
            <UbicacionInputs />
            <TextInput source="ciudad" validate={requiredText('resources.Direccion.validation.ciudad')} />
            <TextInput source="sede" />
            <TextInput
                source="codigoEstablecimiento"
                validate={optionalDigits(ESTABLECIMIENTO_DIGITS, 'resources.Direccion.validation.codigoEstablecimiento')}
                helperText="resources.Direccion.help.codigoEstablecimiento"
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: ESTABLECIMIENTO_DIGITS } }}
            />
        </Box>
        <FormDataConsumer>{({ formData }) => <MapPreview address={formData} />}</FormDataConsumer>
    </RecordFormDialog>
);
