import { useMemo, useRef } from 'react';
import { AutocompleteInput, type AutocompleteInputProps } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { requiredText } from '../common/validation';
import { DEPARTAMENTOS } from './departamentos';
import { claveUbigeo, useUbigeo } from './ubigeo';

type Campo = 'departamento' | 'provincia' | 'distrito';

const validaciones = {
    departamento: requiredText('resources.Direccion.validation.departamento'),
    provincia: requiredText('resources.Direccion.validation.provincia'),
    distrito: requiredText('resources.Direccion.validation.distrito'),
};

/** One level of the catalogue: its names as they are written, required, and "Sin coincidencias" when none matches. */
const Nivel = ({ source, ...props }: AutocompleteInputProps & { source: Campo }) => (
    <AutocompleteInput
        source={source}
        translateChoice={false}
        noOptionsText="app.common.no_matches"
        validate={validaciones[source]}
        {...props}
    />
);

/**
 * The names as choices. An address saved with another spelling ("LIMA", "Jesus Maria") keeps it: the
 * choice it matches without case or accents carries it as its value, so the input shows it chosen.
 */
const opciones = (nombres: readonly string[], actual: unknown) =>
    [...new Set(nombres)].map((nombre) => ({
        id: actual && claveUbigeo(nombre) === claveUbigeo(actual) ? String(actual) : nombre,
        name: nombre,
    }));

/**
 * Departamento, Provincia and Distrito in cascade over INEI's ubigeo catalogue: the provinces of the
 * chosen department, the districts of the chosen province; changing one clears those under it. Ciudad, outside
 * the cascade, takes the province's name unless another was written.
 */
export const UbicacionInputs = () => {
    const distritos = useUbigeo();
    const { getValues, setValue } = useFormContext();
    /** The last city this form put from a province: still that one, it follows the next province. */
    const ciudadPuesta = useRef<string | undefined>(undefined);
    const [departamento, provincia, distrito] = useWatch({ name: ['departamento', 'provincia', 'distrito'] });
    const catalogo = Array.isArray(distritos) ? distritos : [];
    const delDepartamento = useMemo(
        () => catalogo.filter((d) => claveUbigeo(d.departamento) === claveUbigeo(departamento)),
        [catalogo, departamento],
    );
    const deLaProvincia = useMemo(
        () => delDepartamento.filter((d) => claveUbigeo(d.provincia) === claveUbigeo(provincia)),
        [delDepartamento, provincia],
    );
    const choices = {
        departamento: useMemo(() => opciones(DEPARTAMENTOS, departamento), [departamento]),
        provincia: useMemo(() => opciones(delDepartamento.map((d) => d.provincia), provincia), [delDepartamento, provincia]),
        distrito: useMemo(() => opciones(deLaProvincia.map((d) => d.distrito), distrito), [deLaProvincia, distrito]),
    };
    const actual = { departamento, provincia, distrito };
    /** A new choice clears the fields under it, which belonged to the previous one. */
    const alCambiar = (campo: Campo, debajo: Campo[]) => (value: unknown) => {
        if (claveUbigeo(value) === claveUbigeo(actual[campo])) return;
        for (const otro of debajo) setValue(otro, '', { shouldDirty: true });
    };
    /**
     * Ciudad follows the province while the person has not written another one: in Peru the city an address names is,
     * but for a few districts, its province's capital, which bears the province's name.
     */
    const alCambiarProvincia = (value: unknown) => {
        alCambiar('provincia', ['distrito'])(value);
        const ciudad = getValues('ciudad');
        const sigue = typeof ciudad !== 'string' || !ciudad.trim() || [actual.provincia, ciudadPuesta.current].some((previa) => claveUbigeo(previa) === claveUbigeo(ciudad));
        if (sigue && typeof value === 'string' && value) {
            ciudadPuesta.current = value;
            setValue('ciudad', value, { shouldDirty: true, shouldValidate: true });
        }
    };
    const pendiente = distritos === undefined;
    return (
        <>
            <Nivel
                source="departamento"
                choices={choices.departamento}
                onChange={alCambiar('departamento', ['provincia', 'distrito'])}
            />
            <Nivel
                source="provincia"
                choices={choices.provincia}
                isPending={pendiente}
                disabled={!departamento}
                helperText={
                    distritos === 'error'
                        ? 'resources.Direccion.ubigeo.load_error'
                        : !departamento && 'resources.Direccion.ubigeo.elija_departamento'
                }
                onChange={alCambiarProvincia}
            />
            <Nivel
                source="distrito"
                choices={choices.distrito}
                isPending={pendiente}
                disabled={!provincia}
                helperText={!provincia && 'resources.Direccion.ubigeo.elija_provincia'}
            />
        </>
    );
};
