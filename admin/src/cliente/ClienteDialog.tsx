import { useState } from 'react';
import { Box, IconButton, Tooltip } from '@mui/material';
import AddLocationAltIcon from '@mui/icons-material/AddLocationAlt';
import { AutocompleteInput, BooleanInput, TextInput, useTranslate, type Validator } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { serverMessageOr } from '../common/errors';
import { noOptionsKey } from '../common/pickers';
import { optionalText, text } from '../common/payload';
import { RecordFormDialog, type FormProblem } from '../common/RecordFormDialog';
import { optionalDigits, optionalEmail, requiredText } from '../common/validation';
import { DireccionDialog } from '../direccion/DireccionDialog';
import { useDireccionOptions } from '../direccion/useDireccionOptions';
import type { Cliente, Direccion, DireccionOption } from '../api/tipos';

const RUC_DIGITS = 11;
const DNI_DIGITS = 8;

/** A person's Apellido is required; a company (with RUC) has its whole name in Nombre. */
const apellidoDePersona: Validator = (value, values: Record<string, unknown>) =>
    text(value) || text(values.ruc) ? undefined : 'resources.Cliente.validation.apellido';

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
    // The address form opens beside the client form, not inside it: a form rendered within another
    // submits both, portal or not. It hands the new address back to the client form's input.
    const [nuevaDireccion, setNuevaDireccion] = useState<(direccion: Direccion) => void>();
    return (
        <>
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
                    <TextInput source="apellido" validate={apellidoDePersona} helperText="resources.Cliente.dialog.apellido_hint" />
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
                    <DireccionDelClienteInput
                        choices={direcciones.options}
                        onNueva={(elegir) => setNuevaDireccion(() => elegir)}
                    />
                    <BooleanInput source="tieneContrato" sx={fullRow} />
                </Box>
            </RecordFormDialog>
            {nuevaDireccion && (
                <DireccionDialog
                    onSaved={(direccion) => {
                        direcciones.add(direccion);
                        nuevaDireccion(direccion);
                    }}
                    onClose={() => setNuevaDireccion(undefined)}
                />
            )}
        </>
    );
};

/** The client's address, with Nueva Dirección to create one without leaving the client form. */
const DireccionDelClienteInput = ({
    choices,
    onNueva,
}: {
    choices?: DireccionOption[];
    onNueva(elegir: (direccion: Direccion) => void): void;
}) => {
    const translate = useTranslate();
    const { setValue } = useFormContext();
    const label = translate('resources.Cliente.actions.nueva_direccion');
    return (
        <Box sx={{ ...fullRow, display: 'flex', alignItems: 'flex-start', gap: 1 }}>
            <AutocompleteInput
                source="direccionId"
                choices={choices ?? []}
                optionText="text"
                isPending={!choices}
                emptyText="resources.Cliente.no_direccion"
                noOptionsText={noOptionsKey(Boolean(choices?.length), 'resources.activos.pickers.no_direcciones')}
                sx={{ flex: 1 }}
            />
            <Tooltip title={label}>
                <IconButton
                    aria-label={label}
                    color="primary"
                    sx={{ mt: 1 }}
                    onClick={() => onNueva((direccion) => setValue('direccionId', direccion.id, { shouldDirty: true }))}
                >
                    <AddLocationAltIcon />
                </IconButton>
            </Tooltip>
        </Box>
    );
};
