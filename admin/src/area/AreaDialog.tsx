import { Typography } from '@mui/material';
import { FormDataConsumer, TextInput, useTranslate } from 'react-admin';
import { isConflict, useErrorMessage } from '../common/errors';
import { text } from '../common/payload';
import { RecordFormDialog, type FormProblem } from '../common/RecordFormDialog';
import { readSession } from '../session';
import type { Area } from '../api/tipos';

const MAX_NOMBRE = 100;

// docs/especificacion-operaciones.md §5 "Area": checked here so the user sees the spec's titled messages; the API checks them again.
const validate = (values: Record<string, unknown>): FormProblem | undefined => {
    const nombre = text(values.nombre);
    if (!nombre) {
        return { title: 'resources.Area.validation.required_title', message: 'resources.Area.validation.required' };
    }
    if (nombre.length > MAX_NOMBRE) return { message: 'resources.Area.validation.too_long' };
    return undefined;
};

// Areas always belong to the signed-in user's company.
const toPayload = (values: Record<string, unknown>) => ({
    ...(values.id ? { id: values.id } : {}),
    companiaId: readSession()?.companiaId,
    nombre: text(values.nombre),
});

const NombreInput = () => (
    <FormDataConsumer>
        {({ formData }) => (
            <TextInput
                source="nombre"
                label="resources.Area.dialog.nombre"
                autoFocus
                helperText={`${String(formData.nombre ?? '').length}/${MAX_NOMBRE}`}
            />
        )}
    </FormDataConsumer>
);

/** Nueva Área / Editar Área. */
export const AreaDialog = ({ record, onClose }: { record?: Area; onClose(): void }) => {
    const translate = useTranslate();
    const describe = useErrorMessage();
    const describeError = (error: unknown): FormProblem =>
        isConflict(error)
            ? { title: 'resources.Area.errors.duplicate_title', message: 'resources.Area.errors.duplicate' }
            : {
                  title: 'resources.Area.errors.save_title',
                  message: 'resources.Area.errors.save',
                  args: { message: describe(error) },
              };
    return (
        <RecordFormDialog
            resource="Area"
            record={record}
            title={record ? 'resources.Area.dialog.edit' : 'resources.Area.dialog.create'}
            toPayload={toPayload}
            validate={validate}
            describeError={describeError}
            onClose={onClose}
        >
            {record && <TextInput source="id" readOnly />}
            <NombreInput />
            <Typography variant="body2" color="text.secondary">
                {translate('resources.Area.dialog.unique_note')}
            </Typography>
        </RecordFormDialog>
    );
};
