import { BooleanInput, required, SelectInput, TextInput } from 'react-admin';
import { RecordFormDialog } from '../common/RecordFormDialog';
import { optionalText, text } from '../common/payload';
import type { Compania } from '../api/tipos';

const RUC_LENGTH = 11;

type BaseDepreciable = Compania['baseDepreciable'];
type CalculoIgv = Compania['calculoIgv'];

const BASES: Array<{ id: BaseDepreciable; name: string }> = [
    { id: 'total', name: 'resources.Compania.bases.total' },
    { id: 'precio', name: 'resources.Compania.bases.precio' },
];

const CALCULOS_IGV: Array<{ id: CalculoIgv; name: string }> = [
    { id: 'incluido', name: 'resources.Compania.calculos_igv.incluido' },
    { id: 'adicional', name: 'resources.Compania.calculos_igv.adicional' },
    { id: 'especificacion', name: 'resources.Compania.calculos_igv.especificacion' },
];

/**
 * The company's fields; the depreciable base and the IGV rule only when new or changed, since the API refuses to change it
 * once a year is closed (the IGV rule once it has assets) and the rest of the company must still be editable then.
 */
const toPayload = (record: Compania | undefined) => (values: Record<string, unknown>) => ({
    razonSocial: text(values.razonSocial),
    ruc: text(values.ruc),
    rubro: optionalText(values.rubro),
    requiere2fa: Boolean(values.requiere2fa),
    ...(values.baseDepreciable !== record?.baseDepreciable && { baseDepreciable: values.baseDepreciable as BaseDepreciable }),
    ...(values.calculoIgv !== record?.calculoIgv && { calculoIgv: values.calculoIgv as CalculoIgv }),
});

/** Nueva Empresa / Editar Empresa. The API checks the RUC's SUNAT check digit and answers in Spanish. */
export const CompaniaDialog = ({ record, onClose }: { record?: Compania; onClose(): void }) => (
    <RecordFormDialog
        resource="Compania"
        record={record}
        defaultValues={record ? undefined : { baseDepreciable: 'total', calculoIgv: 'incluido' }}
        title={record ? 'resources.Compania.dialog.edit' : 'resources.Compania.dialog.create'}
        toPayload={toPayload(record)}
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
        {/* What its assets depreciate on (docs/reglas-peru.md): the spec's total, or the price when the IGV is taken as crédito fiscal. */}
        <SelectInput
            source="baseDepreciable"
            choices={BASES}
            validate={required()}
            helperText="resources.Compania.dialog.base_hint"
        />
        {/* How an asset's amount with IGV splits into price and IGV (docs/reglas-peru.md, "IGV del precio"). */}
        <SelectInput
            source="calculoIgv"
            choices={CALCULOS_IGV}
            validate={required()}
            helperText="resources.Compania.dialog.calculo_igv_hint"
        />
        {/* Types 1-2 of the company then log in with a code too; those not enrolled yet enrol at their next login. */}
        <BooleanInput source="requiere2fa" />
    </RecordFormDialog>
);
