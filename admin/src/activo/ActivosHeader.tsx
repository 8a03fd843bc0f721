import { useEffect, useState } from 'react';
import { Button, IconButton, MenuItem, Stack, TextField, Tooltip, Typography } from '@mui/material';
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import { useListContext, useTranslate } from 'react-admin';
import { formatNumber } from '../common/format';
import { LoadError } from '../common/ServerList';
import { bajasDe, FILTROS_LISTA, filtroBajas, filtrosConValor, filtrosPropios, MOSTRAR_BAJAS, type MostrarBajas } from './filtros';
import { FiltroCampo, FiltroCustodio, useFiltroDeCampo } from './FiltrosPropios';

/** Mostrar dados de baja: applies at once and keeps the other filters. */
const MostrarDadosDeBaja = () => {
    const translate = useTranslate();
    const { filterValues, setFilters } = useListContext();
    const mostrarBajas = (opcion: MostrarBajas) =>
        setFilters({ ...filtrosConValor(filterValues, FILTROS_LISTA), ...filtrosPropios(filterValues), ...filtroBajas(opcion) }, {}, false);
    return (
        <TextField
            select
            label={translate('resources.activos.filters.bajas')}
            value={bajasDe(filterValues)}
            onChange={(event) => mostrarBajas(event.target.value as MostrarBajas)}
            sx={{ width: { sm: 200 } }}
        >
            {MOSTRAR_BAJAS.map((opcion) => (
                <MenuItem key={opcion} value={opcion}>
                    {translate(`resources.activos.filters.bajas_${opcion}`)}
                </MenuItem>
            ))}
        </TextField>
    );
};

/**
 * Código and Descripción: Enter or Buscar runs the search (both trimmed; both empty reloads the whole list),
 * the clear button shows while either has text. Mostrar dados de baja applies at once and stays through searches.
 */
const ActivoFiltros = () => {
    const translate = useTranslate();
    const { filterValues, setFilters, refetch } = useListContext();
    const [codigo, setCodigo] = useState<string>(filterValues.codigo ?? '');
    const [descripcion, setDescripcion] = useState<string>(filterValues.descripcion ?? '');
    const campo = useFiltroDeCampo();
    // The search lives in the URL: the back button or a bookmark brings back its words too.
    useEffect(() => {
        setCodigo(filterValues.codigo ?? '');
        setDescripcion(filterValues.descripcion ?? '');
    }, [filterValues.codigo, filterValues.descripcion]);
    const bajas = bajasDe(filterValues);
    const custodio = filterValues.custodioId === undefined ? {} : { custodioId: filterValues.custodioId };
    const buscar = () => {
        const filtros = { ...filtrosConValor({ codigo, descripcion }, FILTROS_LISTA), ...filtroBajas(bajas), ...custodio, ...campo.filtro };
        const same = JSON.stringify(filtros) === JSON.stringify(filterValues);
        // The same search again is a reload, as the spec's Buscar always asks the server.
        if (same) refetch();
        else setFilters(filtros, {}, false);
    };
    const limpiar = () => {
        setCodigo('');
        setDescripcion('');
        campo.limpiar();
        setFilters({ ...filtroBajas(bajas), ...custodio }, {}, false);
    };
    const clearLabel = translate('resources.activos.filters.clear');
    return (
        <Stack
            component="form"
            role="search"
            direction={{ xs: 'column', sm: 'row' }}
            gap={1}
            flexWrap="wrap"
            alignItems={{ sm: 'center' }}
            onSubmit={(event) => {
                event.preventDefault();
                buscar();
            }}
        >
            <TextField
                label={translate('resources.activos.filters.codigo')}
                value={codigo}
                onChange={(event) => setCodigo(event.target.value)}
                sx={{ width: { sm: 180 } }}
            />
            <TextField
                label={translate('resources.activos.filters.descripcion')}
                value={descripcion}
                onChange={(event) => setDescripcion(event.target.value)}
                sx={{ width: { sm: 260 } }}
            />
            <MostrarDadosDeBaja />
            <FiltroCustodio />
            <FiltroCampo {...campo} />
            <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
                {translate('ra.action.search')}
            </Button>
            {(codigo || descripcion || campo.clave) && (
                <Tooltip title={clearLabel}>
                    <IconButton aria-label={clearLabel} onClick={limpiar}>
                        <ClearIcon />
                    </IconButton>
                </Tooltip>
            )}
        </Stack>
    );
};

/** 'Lista de Activos (n)' and the filters, above the table. */
export const ActivosHeader = () => {
    const translate = useTranslate();
    const { total } = useListContext();
    return (
        <Stack
            direction="row"
            flexWrap="wrap"
            gap={2}
            alignItems="center"
            justifyContent="space-between"
            sx={{ p: 2 }}
        >
            <Typography variant="h6" component="h2">
                {translate('resources.activos.list_title', {
                    count: total === undefined ? '…' : formatNumber(total),
                })}
            </Typography>
            <ActivoFiltros />
        </Stack>
    );
};

/** A failed load in place of the table, keeping the filters to change them: a search's or the list's message. */
export const ActivosLoadError = () => {
    const { filterValues } = useListContext();
    const filtered = Object.keys(filtrosConValor(filterValues, FILTROS_LISTA)).length > 0;
    return (
        <>
            <ActivosHeader />
            <LoadError message={`resources.activos.notifications.${filtered ? 'search_error' : 'load_error'}`} />
        </>
    );
};
