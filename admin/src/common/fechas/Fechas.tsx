import { useState, type ComponentType, type FocusEvent, type ReactNode, type Ref } from 'react';
import type { SxProps, Theme } from '@mui/material';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker, type DatePickerProps } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { esES } from '@mui/x-date-pickers/locales';
import {
    FieldTitle,
    InputHelperText,
    useInput,
    useResourceContext,
    type InputProps,
    type Validator,
} from 'react-admin';
import {
    aCalendario,
    aInstante,
    aMes,
    desdeCalendario,
    desdeInstante,
    desdeMes,
    FECHA_INVALIDA,
    FORMATO_FECHA,
    FORMATO_FECHA_HORA,
    FORMATO_MES,
    ZONA_LIMA,
    type Dayjs,
} from './dayjs';

// Dates are typed and shown as in Peru (dd/MM/yyyy, 24-hour Lima time) whatever the browser's language and zone.

const TEXTOS_ES = esES.components.MuiLocalizationProvider.defaultProps.localeText;

const Proveedor = ({ children }: { children: ReactNode }) => (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="es" localeText={TEXTOS_ES}>
        {children}
    </LocalizationProvider>
);

/** How a kind of date lives in the form and in the picker. */
interface Tipo {
    Picker: ComponentType<DatePickerProps & { ampm?: boolean }>;
    format: string;
    views?: DatePickerProps['views'];
    timezone?: string;
    ampm?: false;
    leer(value: unknown): Dayjs | null;
    escribir(value: Dayjs | null): string | null;
}

const FECHA: Tipo = { Picker: DatePicker, format: FORMATO_FECHA, leer: desdeCalendario, escribir: aCalendario };
const MES: Tipo = { Picker: DatePicker, format: FORMATO_MES, views: ['year', 'month'], leer: desdeMes, escribir: aMes };
const FECHA_HORA: Tipo = {
    Picker: DateTimePicker as ComponentType<DatePickerProps & { ampm?: boolean }>,
    format: FORMATO_FECHA_HORA,
    timezone: ZONA_LIMA,
    ampm: false,
    leer: desdeInstante,
    escribir: aInstante,
};

/**
 * The picker's value for a form value: what the user is typing stays on screen while it is not yet a date
 * (the form keeps FECHA_INVALIDA for it), and a value the form gets from elsewhere (a reset) replaces it.
 */
const useValorPicker = (tipo: Tipo, value: unknown, onChange: (value: string | null) => void) => {
    const [borrador, setBorrador] = useState<Dayjs | null>(null);
    const actual = value || null;
    const mostrado = borrador && tipo.escribir(borrador) === actual ? borrador : tipo.leer(actual);
    const cambiar = (nuevo: Dayjs | null) => {
        setBorrador(nuevo);
        onChange(tipo.escribir(nuevo));
    };
    return [mostrado, cambiar] as const;
};

interface CampoProps {
    tipo: Tipo;
    label: ReactNode;
    value: unknown;
    onChange(value: string | null): void;
    onBlur?(): void;
    inputRef?: Ref<HTMLInputElement>;
    name?: string;
    error?: boolean;
    helperText?: ReactNode;
    readOnly?: boolean;
    disabled?: boolean;
    sx?: SxProps<Theme>;
    /** Looks like the inputs around it. */
    aspecto?: { size?: 'small'; variant?: 'filled'; margin?: 'dense'; fullWidth?: boolean };
    disableFuture?: boolean;
}

const AJUSTE_AL_CUARTO = { '& .MuiInputAdornment-root': { ml: 0.5 }, '& .MuiPickersSectionList-root': { letterSpacing: 0 } } as const;

const Campo = ({
    tipo,
    label,
    value,
    onChange,
    onBlur,
    inputRef,
    name,
    error,
    helperText,
    readOnly,
    disabled,
    sx,
    aspecto,
    disableFuture,
}: CampoProps) => {
    const [mostrado, cambiar] = useValorPicker(tipo, value, onChange);
    const { Picker } = tipo;
    // The picker reports a date typed in part (05/03/AAAA) as no date at all: leaving the field keeps it as
    // not a date, so the form says so instead of saving it empty.
    const alSalir = (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
            const secciones = Array.from(event.currentTarget.querySelectorAll('[role="spinbutton"]'));
            const llenas = secciones.filter((seccion) => seccion.hasAttribute('aria-valuenow')).length;
            if (llenas > 0 && llenas < secciones.length && !value) onChange(FECHA_INVALIDA);
            else if (llenas === 0 && value === FECHA_INVALIDA) onChange(null);
        }
        onBlur?.();
    };
    return (
        <Proveedor>
            <Picker
                label={label}
                value={mostrado}
                onChange={cambiar}
                format={tipo.format}
                views={tipo.views}
                timezone={tipo.timezone}
                ampm={tipo.ampm}
                readOnly={readOnly}
                disabled={disabled}
                disableFuture={disableFuture}
                inputRef={inputRef}
                name={name}
                sx={sx}
                slotProps={{
                    // A smaller calendar button, closer to the text, leaves "27/11/2026 16:00" whole in a form's
                    // quarter row (200 px at 1280 and 1366 px wide).
                    textField: { onBlur: alSalir, error, helperText, ...aspecto, sx: AJUSTE_AL_CUARTO },
                    openPickerButton: { size: 'small' },
                    openPickerIcon: { fontSize: 'small' },
                }}
            />
        </Proveedor>
    );
};

interface CampoSueltoProps {
    label: string;
    value: string;
    onChange(value: string): void;
    error?: boolean;
    size?: 'small';
    /** Offers no day or month after today's. */
    disableFuture?: boolean;
    sx?: SxProps<Theme>;
}

/** A picker for a page's own state: its value as text, '' when empty or not a date. */
const campoSuelto =
    (tipo: Tipo) =>
    ({ label, value, onChange, error, size, disableFuture, sx }: CampoSueltoProps) => (
        <Campo
            tipo={tipo}
            label={label}
            value={value}
            onChange={(nuevo) => onChange(nuevo && nuevo !== FECHA_INVALIDA ? nuevo : '')}
            error={error}
            sx={sx}
            aspecto={{ size }}
            disableFuture={disableFuture}
        />
    );

/** A date of a filter: 'YYYY-MM-DD'. */
export const CampoFecha = campoSuelto(FECHA);
/** A month of a report's period: 'YYYY-MM', typed MM/yyyy. */
export const CampoMes = campoSuelto(MES);

// As react-admin's own inputs.
const ASPECTO_RA = { size: 'small', variant: 'filled', margin: 'dense', fullWidth: true } as const;

const validaFecha: Validator = (value) => (value === FECHA_INVALIDA ? 'app.fechas.invalida' : undefined);

interface FechaInputProps extends Omit<InputProps, 'format' | 'parse'> {
    readOnly?: boolean;
    sx?: SxProps<Theme>;
}

const InputFecha = ({ tipo, label, helperText, validate, readOnly, disabled, sx, ...props }: FechaInputProps & { tipo: Tipo }) => {
    const resource = useResourceContext(props);
    const {
        field,
        fieldState: { error, invalid },
        isRequired,
    } = useInput({ ...props, validate: [validaFecha, ...(Array.isArray(validate) ? validate : validate ? [validate] : [])] });
    return (
        <Campo
            tipo={tipo}
            label={<FieldTitle label={label} source={props.source} resource={resource} isRequired={isRequired} />}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            name={field.name}
            error={invalid}
            helperText={<InputHelperText error={error?.message} helperText={helperText} />}
            readOnly={readOnly}
            disabled={disabled}
            sx={sx}
            aspecto={ASPECTO_RA}
        />
    );
};

/** A calendar date of a react-admin form, kept as the API has it: 'YYYY-MM-DD'. */
export const FechaInput = (props: FechaInputProps) => <InputFecha tipo={FECHA} {...props} />;

/** A date and time of a react-admin form, typed in Lima time and kept as the ISO 8601 instant the API takes. */
export const FechaHoraInput = (props: FechaInputProps) => <InputFecha tipo={FECHA_HORA} {...props} />;
