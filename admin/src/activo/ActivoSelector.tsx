import { useEffect, useState, type HTMLAttributes } from 'react';
import { Autocomplete, Box, CircularProgress, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { noOptionsKey } from '../common/pickers';
import { useApiQuery } from '../common/useApiQuery';
import { thumbnailUrl } from './imagen';
import { activoName, type ActivoOption } from './record';
import type { Activo } from '../api/tipos';

/** What the selector needs of an asset to show it (defined in ./record, where modules without React reach it too). */
export type { ActivoOption };

export interface ActivoSelectorProps {
    /** The company whose assets are offered; without it the selector is disabled ('Seleccione una empresa primero'). */
    companiaId?: number;
    /** The chosen asset, or null. */
    value: ActivoOption | null;
    /** Called with the full asset as the API answers it, or null when the choice is cleared. */
    onChange(activo: Activo | null): void;
    /** Translation key of the label; default "Activo". */
    label?: string;
    /** Assets not to offer (those a movement already holds). */
    excludeIds?: readonly number[];
    disabled?: boolean;
    required?: boolean;
    /** An error of the surrounding form, shown under the input. */
    error?: string;
}

const PAGE = 20;
const THUMBNAIL_PX = 32;
const DEBOUNCE_MS = 300;

type Load = { state: 'idle' | 'loading' | 'error' } | { state: 'done'; activos: Activo[] };

/**
 * The first assets of the company matching the text (code, description, brand, model, serial…), asked to the
 * server 300 ms after the last key.
 */
const useActivoSearch = (companiaId: number | undefined, search: string): Load => {
    const [asked, setAsked] = useState({ companiaId, search });
    useEffect(() => {
        const timer = setTimeout(() => setAsked({ companiaId, search }), DEBOUNCE_MS);
        return () => clearTimeout(timer);
    }, [companiaId, search]);
    const texto = asked.search.trim();
    const { load } = useApiQuery(
        ['buscarActivos', asked.companiaId, texto],
        (api) =>
            api.buscarActivos({
                companiaId: asked.companiaId,
                filter: JSON.stringify(texto ? { q: texto } : {}),
                sort: JSON.stringify(['codigo', 'ASC']),
                range: JSON.stringify([0, PAGE - 1]),
            }),
        Boolean(asked.companiaId),
    );
    if (!companiaId) return { state: 'idle' };
    // Typing waits for a pause before asking, and shows it is loading meanwhile.
    if (asked.companiaId !== companiaId || asked.search !== search) return { state: 'loading' };
    return load.state === 'done' ? { state: 'done', activos: load.data } : { state: load.state };
};

/**
 * Whether the company has assets at all, as the search without text last found: an empty answer to a text
 * then means no match, not an empty company.
 */
const useHayActivos = (sinTexto: boolean, load: Load): boolean => {
    const [hayActivos, setHayActivos] = useState(true);
    const encontrados = load.state === 'done' ? load.activos.length : undefined;
    useEffect(() => {
        if (sinTexto && encontrados !== undefined) setHayActivos(encontrados > 0);
    }, [sinTexto, encontrados]);
    return hayActivos;
};

/** An offered asset in the list: its thumbnail (offered options are whole assets from the list) and its name. */
const OpcionDeActivo = ({ option, ...props }: HTMLAttributes<HTMLLIElement> & { option: ActivoOption }) => {
    const src = thumbnailUrl(option as Activo);
    return (
        <Box component="li" {...props} sx={{ gap: 1 }}>
            <Box
                component={src ? 'img' : 'span'}
                src={src}
                alt=""
                loading="lazy"
                sx={{ width: THUMBNAIL_PX, height: THUMBNAIL_PX, flexShrink: 0, objectFit: 'cover', borderRadius: 0.5 }}
            />
            {activoName(option)}
        </Box>
    );
};

/**
 * The reusable asset picker of docs/especificacion-activos.md §2: 'codigo - descripcion', searched on the server as the user types,
 * disabled until a company is given.
 *
 * ```tsx
 * <ActivoSelector companiaId={session.companiaId} value={activo} onChange={setActivo} excludeIds={elegidos} />
 * ```
 */
export const ActivoSelector = ({
    companiaId,
    value,
    onChange,
    label = 'resources.activos.selector.label',
    excludeIds = [],
    disabled,
    required,
    error,
}: ActivoSelectorProps) => {
    const translate = useTranslate();
    const [search, setSearch] = useState('');
    const load = useActivoSearch(companiaId, search);
    const options = load.state === 'done' ? load.activos.filter((activo) => !excludeIds.includes(activo.id)) : [];
    const problem = load.state === 'error' ? translate('resources.activos.selector.error') : undefined;
    const sinTexto = !search.trim();
    const hayActivos = useHayActivos(sinTexto, load);
    return (
        <Autocomplete<ActivoOption>
            value={value}
            options={options}
            // The server already filtered by the text.
            filterOptions={(found) => found}
            getOptionLabel={activoName}
            isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
            renderOption={({ key, ...props }, option) => <OpcionDeActivo key={key} {...props} option={option} />}
            onChange={(_event, chosen) => onChange(chosen as Activo | null)}
            onInputChange={(_event, text, reason) => reason === 'input' && setSearch(text)}
            onOpen={() => setSearch('')}
            loading={load.state === 'loading'}
            disabled={disabled || !companiaId}
            noOptionsText={translate(noOptionsKey(!sinTexto && hayActivos, 'resources.activos.selector.empty'))}
            loadingText={translate('ra.page.loading')}
            renderInput={(params) => (
                <TextField
                    {...params}
                    label={translate(label)}
                    required={required}
                    placeholder={translate('resources.activos.selector.placeholder')}
                    error={Boolean(error || problem)}
                    helperText={
                        error ??
                        problem ??
                        (companiaId ? undefined : translate('resources.activos.selector.no_company'))
                    }
                    slotProps={{
                        input: {
                            ...params.InputProps,
                            endAdornment: (
                                <>
                                    {load.state === 'loading' && <CircularProgress color="inherit" size={18} />}
                                    {params.InputProps.endAdornment}
                                </>
                            ),
                        },
                    }}
                />
            )}
        />
    );
};
