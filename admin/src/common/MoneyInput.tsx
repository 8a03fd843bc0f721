import { useLayoutEffect, useRef, useState } from 'react';
import { InputAdornment, TextField, type SxProps } from '@mui/material';
import { FieldTitle, InputHelperText, useInput, useResourceContext, type Validator } from 'react-admin';
import { leerImporte } from '@dominio/importe-texto';

const LOCALE = 'es-PE';

const typed = (value: unknown) => String(value ?? '');

/** "1234,5" (or 1234.5) → "1234.50": what the form keeps. Text that is no amount stays, for validation to say why. */
const toStored = (value: unknown, decimals: number): string => {
    const lectura = leerImporte(typed(value), decimals);
    return lectura.ok ? (lectura.value?.toFixed(decimals) ?? '') : typed(value).trim();
};

/** "1234.5" → "1,234.50": what the input shows while not being edited. */
const toShown = (value: unknown, decimals: number): string => {
    const lectura = leerImporte(typed(value), decimals);
    return lectura.ok && lectura.value !== null
        ? lectura.value.toLocaleString(LOCALE, { minimumFractionDigits: decimals, maximumFractionDigits: decimals })
        : typed(value);
};

/** The same rules as the API: a readable, finite, non-negative amount with no more decimals than are kept. */
const validAmount =
    (decimals: number): Validator =>
    (value) => {
        const lectura = leerImporte(typed(value), decimals);
        return lectura.ok ? undefined : lectura.message;
    };

interface MoneyInputProps {
    source: string;
    /** Default: resources.<resource>.fields.<source>. */
    label?: string;
    /** Stored decimals: 2 for amounts, 3 for an exchange rate. */
    decimals?: number;
    /** Shown before the amount (S/, US$); none for a rate. */
    currency?: string;
    validate?: Validator | Validator[];
    disabled?: boolean;
    readOnly?: boolean;
    helperText?: string;
    sx?: SxProps;
}

/**
 * An amount input (docs/especificacion-activos.md §5): shows thousands separators when not focused, plain digits while typing,
 * and keeps a fixed-decimal string ("1234.50") in the form. Focus, by click or Tab, selects the whole amount, so
 * what is typed replaces it instead of joining the digits already there.
 */
export const MoneyInput = ({
    source,
    label,
    decimals = 2,
    currency,
    validate,
    disabled,
    readOnly,
    helperText,
    sx,
}: MoneyInputProps) => {
    const resource = useResourceContext();
    const { id, field, fieldState, isRequired } = useInput({
        source,
        validate: [validAmount(decimals), ...(Array.isArray(validate) ? validate : validate ? [validate] : [])],
        disabled,
        readOnly,
    });
    const [editing, setEditing] = useState(false);
    const input = useRef<HTMLInputElement | null>(null);
    // A click that focuses the input must not put the caret where it landed once the button is released.
    const focusingClick = useRef(false);
    const error = fieldState.invalid ? fieldState.error?.message : undefined;
    // Entering edit mode swaps the shown text for the plain one, which drops any selection: select it again.
    useLayoutEffect(() => {
        if (editing) input.current?.select();
    }, [editing]);
    return (
        <TextField
            id={id}
            name={field.name}
            inputRef={(element: HTMLInputElement | null) => {
                input.current = element;
                field.ref(element);
            }}
            value={editing ? typed(field.value) : toShown(field.value, decimals)}
            onMouseDown={() => {
                focusingClick.current = document.activeElement !== input.current;
            }}
            onMouseUp={(event) => {
                if (focusingClick.current) event.preventDefault();
                focusingClick.current = false;
            }}
            onFocus={() => {
                setEditing(true);
                input.current?.select();
            }}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={() => {
                setEditing(false);
                field.onChange(toStored(field.value, decimals));
                field.onBlur();
            }}
            label={<FieldTitle label={label} source={source} resource={resource} isRequired={isRequired} />}
            disabled={disabled}
            error={Boolean(error)}
            helperText={<InputHelperText error={error} helperText={helperText} />}
            fullWidth
            sx={sx}
            slotProps={{
                htmlInput: { inputMode: 'decimal', readOnly, style: { textAlign: 'right' } },
                input: currency ? { startAdornment: <InputAdornment position="start">{currency}</InputAdornment> } : {},
            }}
        />
    );
};
