import { useEffect, useState } from 'react';

import { Autocomplete, TextField, type SxProps, type Theme } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';

import { usePickerOptions } from '../activo/dialog/usePickerOptions';
import type { DireccionOption } from '../api/tipos';
import { useApi } from '../common/useApiQuery';

/** How long typing pauses before the typed point is checked against the registered addresses. */
const ESPERA_MS = 400;

type Aviso = { tipo: 'registrada'; texto: string } | { tipo: 'sin_coincidencia' } | null;

/**
 * Whether a point typed by hand names a registered address, as the server will read it (GET /Direccion/coincidencia):
 * asked once typing pauses; a picked address needs no asking. Answers that address, or that none matches.
 */
const useCoincidencia = (texto: string, elegida: boolean): Aviso => {
    const api = useApi();
    const [aviso, setAviso] = useState<Aviso>(null);
    useEffect(() => {
        setAviso(null);
        if (elegida || !texto.trim()) return undefined;
        let vigente = true;
        const espera = setTimeout(() => {
            api.coincidenciaDireccion(texto).then(
                (direccion) => vigente && setAviso(direccion ? { tipo: 'registrada', texto: direccion.text } : { tipo: 'sin_coincidencia' }),
                // Unanswered: the save still applies the rule; no warning is better than a wrong one.
                () => undefined,
            );
        }, ESPERA_MS);
        return () => {
            vigente = false;
            clearTimeout(espera);
        };
    }, [api, texto, elegida]);
    return aviso;
};

/**
 * A point of the movement (docs/especificacion-operaciones.md "Puntos de partida y de llegada"): chosen from the
 * company's registered addresses (its own and its clients'), which sets `idSource` too, or typed by hand. For the
 * arrival (`avisar`), a typed text that names no registered address is said before saving: the assets keep theirs.
 */
export const PuntoInput = ({
    source,
    idSource,
    avisar = false,
    sx,
}: {
    source: 'puntoDePartida' | 'puntoDeLlegada';
    idSource: 'partidaDireccionId' | 'llegadaDireccionId';
    avisar?: boolean;
    sx?: SxProps<Theme>;
}) => {
    const translate = useTranslate();
    const { id: inputId, field } = useInput({ source });
    const { field: idField } = useInput({ source: idSource });
    const { load } = usePickerOptions(['direccionesDropdown'], (api) => api.direccionesDropdown());
    const opciones = load.state === 'done' ? load.options : [];
    const texto = typeof field.value === 'string' ? field.value : '';
    const id = typeof idField.value === 'number' ? idField.value : null;
    const aviso = useCoincidencia(avisar ? texto : '', id !== null);
    const elegida = id === null ? null : (opciones.find((opcion) => opcion.id === id) ?? null);

    return (
        <Autocomplete<DireccionOption, false, false, true>
            id={inputId}
            freeSolo
            fullWidth
            options={opciones}
            value={elegida ?? (texto || null)}
            inputValue={texto}
            getOptionLabel={(opcion) => (typeof opcion === 'string' ? opcion : opcion.text)}
            isOptionEqualToValue={(opcion, valor) => typeof valor !== 'string' && opcion.id === valor.id}
            onChange={(_, valor) => {
                if (valor && typeof valor !== 'string') {
                    field.onChange(valor.text);
                    idField.onChange(valor.id);
                }
            }}
            onInputChange={(_, valor, motivo) => {
                if (motivo === 'reset') return;
                // Typed: the address it names exactly, or none until the server says which (useCoincidencia).
                field.onChange(valor);
                idField.onChange(opciones.find((opcion) => opcion.text === valor)?.id ?? null);
            }}
            onBlur={field.onBlur}
            sx={sx}
            renderInput={(params) => (
                <TextField
                    {...params}
                    name={field.name}
                    inputRef={field.ref}
                    label={translate(`resources.movimiento.fields.${source}`)}
                    helperText={
                        aviso?.tipo === 'registrada'
                            ? translate('resources.movimiento.punto.registrada', { direccion: aviso.texto })
                            : aviso?.tipo === 'sin_coincidencia'
                              ? translate('resources.movimiento.punto.sin_coincidencia')
                              : ' '
                    }
                    slotProps={{
                        htmlInput: { ...params.inputProps, maxLength: 255 },
                        formHelperText: {
                            role: aviso ? 'status' : undefined,
                            sx: aviso?.tipo === 'sin_coincidencia' ? { color: 'warning.dark', fontWeight: 500 } : undefined,
                        },
                    }}
                />
            )}
        />
    );
};
