import { useEffect, useState } from 'react';
import { MenuItem, TextField } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { useCamposCargados } from '../campo-personalizado/useCamposPersonalizados';
import { useApiQuery } from '../common/useApiQuery';
import { custodioName } from '../custodio/record';
import { PREFIJO_CAMPO, SIN_CUSTODIO } from './filtros';
import type { Custodio } from '../api/tipos';

const TODOS = '';

/** Custodio: applies at once, as Mostrar dados de baja does; "Sin custodio" lists the assets nobody holds. */
export const FiltroCustodio = () => {
    const translate = useTranslate();
    const { filterValues, setFilters } = useListContext();
    const custodios = useApiQuery(['custodios', 'opciones'], (api) =>
        api.getList<Custodio>('custodios', { pagination: { page: 1, perPage: 1000 }, sort: { field: 'apellidos', order: 'ASC' }, filter: {} }).then((r) => r.data),
    );
    const valor = String(filterValues.custodioId ?? TODOS);
    const elegir = (custodioId: string) => {
        const { custodioId: _anterior, ...resto } = filterValues;
        setFilters(custodioId === TODOS ? resto : { ...resto, custodioId }, {}, false);
    };
    return (
        <TextField select label={translate('resources.activos.filters.custodio')} value={valor} onChange={(event) => elegir(event.target.value)} sx={{ width: { sm: 200 } }}>
            <MenuItem value={TODOS}>{translate('resources.activos.filters.custodio_todos')}</MenuItem>
            <MenuItem value={SIN_CUSTODIO}>{translate('resources.activos.filters.custodio_ninguno')}</MenuItem>
            {custodios.load.state === 'done' &&
                custodios.load.data.map((custodio) => (
                    <MenuItem key={custodio.id} value={String(custodio.id)}>
                        {custodioName(custodio)}
                    </MenuItem>
                ))}
        </TextField>
    );
};

/**
 * The company field and value the inputs hold, kept in step with the list's `campo.<clave>` filter (the URL): the value
 * applies with Buscar (`filtro`); clearing the field takes its filter away at once.
 */
export const useFiltroDeCampo = () => {
    const { filterValues, setFilters } = useListContext();
    const enLista = campoDelFiltro(filterValues);
    const [campo, setCampo] = useState(enLista);
    useEffect(() => setCampo({ clave: enLista.clave, valor: enLista.valor }), [enLista.clave, enLista.valor]);
    const onClave = (clave: string) => {
        setCampo({ clave, valor: '' });
        if (!clave && enLista.clave) {
            setFilters(Object.fromEntries(Object.entries(filterValues).filter(([nombre]) => !nombre.startsWith(PREFIJO_CAMPO))), {}, false);
        }
    };
    return {
        ...campo,
        filtro: filtroDeCampo(campo.clave, campo.valor),
        onClave,
        onValor: (valor: string) => setCampo({ ...campo, valor }),
        limpiar: () => setCampo({ clave: '', valor: '' }),
    };
};

/** A company field and the value it must equal (useFiltroDeCampo). */
export const FiltroCampo = ({ clave, valor, onClave, onValor }: { clave: string; valor: string; onClave(clave: string): void; onValor(valor: string): void }) => {
    const translate = useTranslate();
    const campos = useCamposCargados();
    if (!campos.length) return null;
    return (
        <>
            <TextField select label={translate('resources.activos.filters.campo')} value={clave} onChange={(event) => onClave(event.target.value)} sx={{ width: { sm: 180 } }}>
                <MenuItem value="">{translate('resources.activos.filters.campo_ninguno')}</MenuItem>
                {campos.map((campo) => (
                    <MenuItem key={campo.id} value={campo.clave}>
                        {campo.etiqueta}
                    </MenuItem>
                ))}
            </TextField>
            {clave && (
                <TextField label={translate('resources.activos.filters.campo_valor')} value={valor} onChange={(event) => onValor(event.target.value)} sx={{ width: { sm: 160 } }} />
            )}
        </>
    );
};

/** The `campo.<clave>` filter of a field and its value; none without both. */
const filtroDeCampo = (clave: string, valor: string): Record<string, string> => (clave && valor.trim() ? { [`${PREFIJO_CAMPO}${clave}`]: valor.trim() } : {});

/** The field and value of the list's `campo.<clave>` filter, for the inputs. */
const campoDelFiltro = (valores: Record<string, unknown>): { clave: string; valor: string } => {
    const [nombre, valor] = Object.entries(valores).find(([clave]) => clave.startsWith(PREFIJO_CAMPO)) ?? ['', ''];
    return { clave: nombre.slice(PREFIJO_CAMPO.length), valor: String(valor ?? '') };
};
