import { required, SelectInput, TextInput } from 'react-admin';
import { FechaInput } from '../common/fechas/Fechas';
import { RecordFormDialog } from '../common/RecordFormDialog';
import { text } from '../common/payload';
import { PERMISOS } from './record';
import type { ClaveApiCreada } from '../api/tipos';

const permisos = PERMISOS.map((permiso) => ({ id: permiso, name: `resources.ClaveApi.permisos.${permiso}` }));

// The date the person picks is the last day the key works, in Lima: it expires at that day's end.
const endOfLimaDay = (day: string) => `${day}T23:59:59-05:00`;

const toPayload = (values: Record<string, unknown>) => {
    const expira = text(values.expiraEl);
    return {
        nombre: text(values.nombre),
        permiso: values.permiso,
        ...(expira ? { expiraEl: endOfLimaDay(expira) } : {}),
    };
};

const validate = (values: Record<string, unknown>) => {
    const expira = text(values.expiraEl);
    return expira && Date.parse(endOfLimaDay(expira)) <= Date.now()
        ? { message: 'resources.ClaveApi.dialog.expira_pasada' }
        : undefined;
};

/** Nueva clave de API; `onCreated` receives the answer with the key, which only this answer carries. */
export const ClaveApiDialog = ({ onCreated, onClose }: { onCreated(clave: ClaveApiCreada): void; onClose(): void }) => (
    <RecordFormDialog<ClaveApiCreada>
        resource="ClaveApi"
        title="resources.ClaveApi.dialog.create"
        defaultValues={{ permiso: 'lectura' }}
        toPayload={toPayload}
        validate={validate}
        requiredToSave={['nombre', 'permiso']}
        onSaved={onCreated}
        onClose={onClose}
        maxWidth="xs"
    >
        <TextInput source="nombre" validate={required()} autoFocus slotProps={{ htmlInput: { maxLength: 100 } }} />
        <SelectInput
            source="permiso"
            choices={permisos}
            validate={required()}
            helperText="resources.ClaveApi.dialog.permiso_hint"
        />
        <FechaInput source="expiraEl" label="resources.ClaveApi.dialog.expira_el" helperText="resources.ClaveApi.dialog.expira_hint" />
    </RecordFormDialog>
);
