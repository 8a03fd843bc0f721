import { useInput } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { ActivoSelector } from '../activo/ActivoSelector';
import { readSession } from '../session';

/**
 * The maintenance's asset (activoId), picked with the shared selector; picking one fills the read-only Código and
 * Descripción from it, clearing it empties them.
 */
export const ActivoInput = () => {
    const { field } = useInput({ source: 'activoId' });
    const { setValue } = useFormContext();
    const [codigo, descripcion] = useWatch({ name: ['codigo', 'descripcion'] });
    const value = field.value ? { id: Number(field.value), codigo, descripcion } : null;
    return (
        <ActivoSelector
            companiaId={readSession()?.companiaId}
            value={value}
            required
            onChange={(activo) => {
                field.onChange(activo?.id ?? null);
                setValue('codigo', activo?.codigo ?? '', { shouldDirty: true });
                setValue('descripcion', activo?.descripcion ?? '', { shouldDirty: true });
            }}
        />
    );
};
