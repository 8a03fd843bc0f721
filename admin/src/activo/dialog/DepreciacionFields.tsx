import { useEffect } from 'react';
import { SelectInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { FECHA_INVALIDA } from '../../common/fechas/dayjs';
import { formatNumber } from '../../common/format';
import { numberOrNull, optionalText, text } from '../../common/payload';
import { CATEGORIAS_DEPRECIACION, categoriaDepreciacion, errorDeTasa, TASA_MAXIMA, TASA_POR_DEFECTO } from '../depreciacion';
import { Fecha, halfRow, Numero, useReadOnly, validNumber } from './fields';

// When depreciation starts and at what rate (RLIR art. 22): the dialog says the API's rules before saving.

type Values = Record<string, unknown>;

/** Once the form has been submitted, `campo` is checked again when `segun` changes: its rule reads both. */
const useRevalidar = (campo: string, segun: string) => {
    const { trigger, formState } = useFormContext();
    const valor = useWatch({ name: segun });
    const { isSubmitted } = formState;
    useEffect(() => {
        if (isSubmitted) void trigger(campo);
    }, [valor, isSubmitted, trigger, campo]);
    return valor;
};

/** Never before the acquisition date, and only with one. */
const inicioDeUsoValido = (value: unknown, values: Values) => {
    const inicio = text(value);
    const adquisicion = text(values.fechaAdquisicion);
    if (!inicio || inicio === FECHA_INVALIDA || adquisicion === FECHA_INVALIDA) return undefined;
    if (!adquisicion) return 'resources.activos.validation.inicio_sin_adquisicion';
    // yyyy-MM-dd texts compare in calendar order.
    return inicio < adquisicion ? 'resources.activos.validation.inicio_antes' : undefined;
};

/** The API's own refusal of a rate above the category's maximum. */
const tasaDentroDelMaximo = (value: unknown, values: Values) => {
    const tasa = numberOrNull(value);
    if (tasa === null) return undefined;
    return errorDeTasa({ tasaDepreciacion: tasa, categoriaDepreciacion: optionalText(values.categoriaDepreciacion) }) ?? undefined;
};

/** Fecha de inicio de uso: depreciation starts in its month; empty is the acquisition date. */
export const FechaInicioUso = () => {
    useRevalidar('fechaInicioUso', 'fechaAdquisicion');
    return (
        <Fecha
            source="fechaInicioUso"
            validate={inicioDeUsoValido}
            helperText="resources.activos.dialog.inicio_uso_hint"
        />
    );
};

// The longest category names wrap in the menu instead of running off a laptop's screen.
const MENU_CATEGORIAS = {
    MenuProps: { slotProps: { paper: { sx: { maxWidth: 'min(40rem, calc(100vw - 32px))', '& .MuiMenuItem-root': { whiteSpace: 'normal' } } } } },
};

const CATEGORIAS = CATEGORIAS_DEPRECIACION.map(({ clave, nombre, maximo }) => ({ id: clave, nombre, maximo }));

/** Categoría SUNAT de depreciación: each category with its maximum rate. */
export const CategoriaDepreciacion = () => {
    const translate = useTranslate();
    const readOnly = useReadOnly();
    return (
        <SelectInput
            source="categoriaDepreciacion"
            choices={CATEGORIAS}
            optionText={(categoria: (typeof CATEGORIAS)[number]) =>
                translate('resources.activos.dialog.categoria_opcion', {
                    nombre: categoria.nombre,
                    maximo: formatNumber(categoria.maximo),
                })
            }
            emptyText="resources.activos.dialog.sin_categoria"
            readOnly={readOnly}
            sx={halfRow}
            slotProps={{ select: MENU_CATEGORIAS }}
        />
    );
};

/** Tasa de depreciación, with the maximum the chosen category allows under it. */
export const TasaDepreciacion = () => {
    const translate = useTranslate();
    const clave = useRevalidar('tasaDepreciacion', 'categoriaDepreciacion');
    const categoria = categoriaDepreciacion(optionalText(clave));
    const hint = categoria
        ? translate('resources.activos.dialog.tasa_hint_categoria', { maximo: formatNumber(categoria.maximo) })
        : translate('resources.activos.dialog.tasa_hint_sin_categoria', {
              defecto: formatNumber(TASA_POR_DEFECTO),
              maximo: formatNumber(TASA_MAXIMA),
          });
    return <Numero source="tasaDepreciacion" validate={[validNumber, tasaDentroDelMaximo]} helperText={hint} />;
};
