import { useWatch } from 'react-hook-form';

import { fullRow, halfRow, Section, Texto, useReadOnly } from './fields';
import { PickerInput } from './PickerInput';
import { usePickerOptions } from './usePickerOptions';
import type { Activo, DireccionOption } from '../../api/tipos';

// The fields whose change moves an asset: the API then writes a location-history entry.
const UBICACION = ['edificio', 'piso', 'direccionId', 'areaId', 'sede'] as const;

const sameValue = (a: unknown, b: unknown) => String(a ?? '') === String(b ?? '');

/** Motivo and observaciones of the move, asked for only when an edit changes the location. */
const MotivoCambio = ({ record }: { record: Activo }) => {
    const ubicacion = useWatch({ name: [...UBICACION] });
    const moved = UBICACION.some((campo, index) => !sameValue(ubicacion[index], record[campo]));
    if (!moved) return null;
    return (
        <>
            <Texto source="motivo" helperText="resources.activos.dialog.motivo_hint" sx={halfRow} />
            <Texto source="observacionesCambio" sx={halfRow} />
        </>
    );
};

/** Ubicación del Bien: where the asset is. */
export const UbicacionSection = ({ record }: { record?: Activo }) => {
    const readOnly = useReadOnly();
    const direcciones = usePickerOptions(['direccionesDropdown'], (api) => api.direccionesDropdown());
    return (
        <Section title="resources.activos.sections.ubicacion">
            <PickerInput<DireccionOption>
                source="direccionId"
                {...direcciones}
                optionText={(direccion) => direccion.text}
                emptyText="resources.activos.pickers.no_direcciones"
                errorText="resources.activos.pickers.direcciones_error"
                sx={fullRow}
            />
            <Texto source="edificio" />
            <Texto source="piso" />
            <Texto source="sede" />
            <Texto source="codLinea" />
            {record && !readOnly && <MotivoCambio record={record} />}
        </Section>
    );
};
