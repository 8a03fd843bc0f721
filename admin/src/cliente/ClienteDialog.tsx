import { Box } from '@mui/material';
import { AutocompleteInput, BooleanInput, TextInput } from 'react-admin';
import { serverMessageOr } from '../common/errors';
import { optionalText, text } from '../common/payload';
import { RecordFormDialog, type FormProblem } from '../common/RecordFormDialog';
import { optionalDigits, optionalEmail, requiredText } from '../common/validation';
import type { Direccion } from '../direccion/record';
import { useDireccionOptions } from '../direccion/useDireccionOptions';
import type { Cliente } from './record';

const RUC_DIGITS = 11;
const DNI_DIGITS = 8;

const validate = (values: Record<string, unknown>): FormProblem | undefined =>
    [values.ruc, values.dni, values.ce].some((documento) => text(documento))
        ? undefined
        : { message: 'resources.Cliente.validation.documento' };

const toPayload = (values: Record<string, unknown>) => ({
    nombre: text(values.nombre),
    apellido: text(values.apellido),
    ruc: optionalText(values.ruc),
    dni: optionalText(values.dni),
    ce: optionalText(values.ce),
    correoElectronico: optionalText(values.correoElectronico),
    telefono: optionalText(values.telefono),
    ingenieroResponsable: optionalText(values.ingenieroResponsable),
    representanteLegal: optionalText(values.representanteLegal),
    usuario: optionalText(values.usuario),
    tieneContrato: Boolean(values.tieneContrato),
    direccionId: values.direccionId ? Number(values.direccionId) : null,
});

const fullRow = { gridColumn: '1 / -1' };

interface ClienteDialogProps {
    record?: Cliente;
    /** The addresses the screen already has, the last resort of the address choices. */
    loadedDirecciones: Direccion[];
    onClose(): void;
}

/** Nuevo Cliente / Editar Cliente. */
export const ClienteDialog = ({ record, loadedDirecciones, onClose }: ClienteDialogProps) => {
    const direcciones = useDireccionOptions(loadedDirecciones);
    return (
        <RecordFormDialog
            resource="Cliente"
            record={record}
            defaultValues={{ tieneContrato: false }}
            title={record ? 'resources.Cliente.dialog.edit' : 'resources.Cliente.dialog.create'}
            toPayload={toPayload}
            validate={validate}
            describeError={serverMessageOr('resources.Cliente.notifications.save_error')}
            onClose={onClose}
        >
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
                <TextInput source="nombre" validate={requiredText('resources.Cliente.validation.nombre')} autoFocus />
                <TextInput source="apellido" validate={requiredText('resources.Cliente.validation.apellido')} />
                <TextInput
                    source="ruc"
                    validate={optionalDigits(RUC_DIGITS, 'resources.Cliente.validation.ruc')}
                    slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: RUC_DIGITS } }}
                />
                <TextInput
                    source="dni"
                    validate={optionalDigits(DNI_DIGITS, 'resources.Cliente.validation.dni')}
                    slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: DNI_DIGITS } }}
                />
                <TextInput source="ce" helperText="resources.Cliente.dialog.documento_hint" />
                <TextInput source="telefono" type="tel" />
                <TextInput
                    source="correoElectronico"
                    type="email"
                    validate={optionalEmail('resources.Cliente.validation.correo')}
                />
                <TextInput source="usuario" />
                <TextInput source="representanteLegal" />
                <TextInput source="ingenieroResponsable" />
                <AutocompleteInput
                    source="direccionId"
                    choices={direcciones ?? []}
                    optionText="text"
                    isPending={!direcciones}
                    emptyText="resources.Cliente.no_direccion"
                    sx={fullRow}
                />
                <BooleanInput source="tieneContrato" sx={fullRow} />
            </Box>
        </RecordFormDialog>
    );
};
