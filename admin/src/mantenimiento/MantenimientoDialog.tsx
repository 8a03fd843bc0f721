import { Box } from '@mui/material';
import { required, SelectInput, TextInput } from 'react-admin';
import { serverMessageOr } from '../common/errors';
import { FechaHoraInput } from '../common/fechas/Fechas';
import { idOrNull, optionalText } from '../common/payload';
import { RecordFormDialog } from '../common/RecordFormDialog';
import { ActivoInput } from './ActivoInput';
import { ESTADOS } from './record';
import type { Mantenimiento } from '../api/tipos';

type Values = Record<string, unknown>;

const ESTADO_CHOICES = ESTADOS.map((estado) => ({ id: estado, name: estado }));

// docs/especificacion-operaciones.md §4: a new maintenance starts Pendiente with opción I. The opción is the API's
// record of how a row was last written (I inserted, U updated), not a choice for the person: the form sends it unseen.
const NUEVO: Values = { estado: 'Pendiente', opcion: 'I' };

/** An edit starts with opción U, and Código and Descripción of the asset as it is now (the API copies them on save). */
const toFormValues = (mantenimiento: Mantenimiento) => ({
    ...mantenimiento,
    codigo: mantenimiento.activo.codigo,
    descripcion: mantenimiento.activo.descripcion,
    opcion: 'U',
});

/** A date-time input's local value ("2025-05-21T09:30") or a stored ISO date as the UTC instant, or null. */
const instante = (value: unknown): string | null => {
    const typed = optionalText(value);
    return typed ? new Date(typed).toISOString() : null;
};

const toPayload = (values: Values) => ({
    activoId: idOrNull(values.activoId),
    descripcionServicio: optionalText(values.descripcionServicio),
    estado: values.estado,
    nro: optionalText(values.nro),
    opcion: values.opcion,
    fecha: instante(values.fecha),
    fechaNotificacion: instante(values.fechaNotificacion),
});

const fullRow = { gridColumn: '1 / -1' };

/** Nuevo Mantenimiento / Editar Mantenimiento: Guardar stays disabled until an asset is chosen. */
export const MantenimientoDialog = ({ record, onClose }: { record?: Mantenimiento; onClose(): void }) => (
    <RecordFormDialog
        resource="mantenimiento"
        record={record && toFormValues(record)}
        defaultValues={record ? undefined : NUEVO}
        title={`resources.mantenimiento.dialog.${record ? 'edit' : 'create'}`}
        maxWidth="md"
        toPayload={toPayload}
        describeError={serverMessageOr('resources.mantenimiento.notifications.save_error')}
        requiredToSave={['activoId']}
        onClose={onClose}
    >
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
            <Box sx={{ ...fullRow, mb: 2 }}>
                <ActivoInput />
            </Box>
            <TextInput source="codigo" readOnly />
            <TextInput source="descripcion" readOnly />
            <TextInput source="descripcionServicio" multiline minRows={2} sx={fullRow} />
            <FechaHoraInput source="fecha" />
            <FechaHoraInput source="fechaNotificacion" helperText="resources.mantenimiento.dialog.notificacion_hint" />
            <SelectInput source="estado" choices={ESTADO_CHOICES} validate={required()} />
            <TextInput source="nro" type="tel" helperText="resources.mantenimiento.dialog.nro_hint" />
        </Box>
    </RecordFormDialog>
);
