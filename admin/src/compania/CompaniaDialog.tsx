import { BooleanInput, required, TextInput } from 'react-admin';
import { RecordFormDialog } from '../common/RecordFormDialog';
import { optionalText, text } from '../common/payload';
import type { Compania } from '../api/tipos';

const RUC_LENGTH = 11;

const toPayload = (values: Record<string, unknown>) => ({
    razonSocial: text(values.razonSocial),
    ruc: text(values.ruc),
    rubro: optionalText(values.rubro),
    requiere2fa: Boolean(values.requiere2fa),
});

/** Nueva Empresa / Editar Empresa. The API checks the RUC's SUNAT check digit and answers in Spanish. */
export const CompaniaDialog = ({ record, onClose }: { record?: Compania; onClose(): void }) => (
    <RecordFormDialog
        resource="Compania"
        record={record}
        title={record ? 'resources.Compania.dialog.edit' : 'resources.Compania.dialog.create'}
        toPayload={toPayload}
        requiredToSave={['razonSocial', 'ruc']}
        onClose={onClose}
    >
        <TextInput source="razonSocial" validate={required()} autoFocus />
        <TextInput
            source="ruc"
            validate={required()}
            helperText="resources.Compania.dialog.ruc_hint"
            slotProps={{ htmlInput: { maxLength: RUC_LENGTH, inputMode: 'numeric' } }}
        />
        <TextInput source="rubro" />
        {/* Types 1-2 of the company then log in with a code too; those not enrolled yet enrol at their next login. */}
        <BooleanInput source="requiere2fa" />
    </RecordFormDialog>
);
