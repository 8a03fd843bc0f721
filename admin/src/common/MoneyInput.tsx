import { useState } from 'react';
import { InputAdornment, TextField, type SxProps } from '@mui/material';
import { FieldTitle, InputHelperText, useInput, useResourceContext, type Validator } from 'react-admin';

const LOCALE = 'es-PE';

const readAmount = (value: unknown): number | undefined => {
    const text = String(value ?? '')
        .replaceAll(',', '')
        .trim();
    if (!text) return undefined;
    const amount = Number(text);
    return Number.isFinite(amount) ? amount : undefined;
};

/** "1234.5" (or 1234.5) → "1234.50": what the form keeps. Text that is no number stays, for validation to say so. */
const toStored = (value: unknown, decimals: number): string => {
    const amount = readAmount(value);
    return amount === undefined ? String(value ?? '').trim() : amount.toFixed(decimals);
};

/** "1234.5" → "1,234.50": what the input shows while not being edited. */
const toShown = (value: unknown, decimals: number): string => {
    const amount = readAmount(value);
    return amount === undefined
        ? String(value ?? '')
        : amount.toLocaleString(LOCALE, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
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
 * An amount input (spec part 1 §5): shows thousands separators when not focused, plain digits while typing,
 * and keeps a fixed-decimal string ("1234.50") in the form.
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
    const { id, field, fieldState, isRequired } = useInput({ source, validate, disabled, readOnly });
    const [editing, setEditing] = useState(false);
    const error = fieldState.invalid ? fieldState.error?.message : undefined;
    return (
        <TextField
            id={id}
            name={field.name}
            inputRef={field.ref}
            value={editing ? String(field.value ?? '') : toShown(field.value, decimals)}
            onFocus={() => setEditing(true)}
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
