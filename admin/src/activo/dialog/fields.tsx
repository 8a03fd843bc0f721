import { createContext, useContext, useId, type ComponentProps, type ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import {
    SelectInput,
    TextInput,
    useRecordContext,
    useTranslate,
    type SelectInputProps,
    type TextInputProps,
} from 'react-admin';
import { FechaInput } from '../../common/fechas/Fechas';
import { MoneyInput } from '../../common/MoneyInput';
import { optionalNumber } from '../../common/validation';
import { choicesWith } from '../opciones';

// The inputs of the asset dialog: one look for all of them, read-only together when the dialog only shows.

const ReadOnlyContext = createContext(false);
export const ReadOnlyFields = ReadOnlyContext.Provider;
export const useReadOnly = () => useContext(ReadOnlyContext);

export const validNumber = optionalNumber('resources.activos.validation.number');

/** A section of the dialog, a landmark named by its title, its inputs four to a row on a wide screen. */
export const Section = ({ title, children }: { title: string; children: ReactNode }) => {
    const translate = useTranslate();
    const id = useId();
    return (
        <Box component="section" aria-labelledby={id} sx={{ mb: 2 }}>
            <Typography id={id} variant="subtitle1" component="h3" color="primary" fontWeight={600} sx={{ mb: 0.5 }}>
                {translate(title)}
            </Typography>
            <Box
                sx={{
                    display: 'grid',
                    gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
                    columnGap: 2,
                    alignItems: 'start',
                }}
            >
                {children}
            </Box>
        </Box>
    );
};

/** The whole row of a section, or half of it on a wide screen. */
export const fullRow = { gridColumn: '1 / -1' };
export const halfRow = { gridColumn: { md: 'span 2' } };

export const Texto = (props: TextInputProps) => {
    const readOnly = useReadOnly();
    return <TextInput readOnly={readOnly} {...props} />;
};

/** A measure or a rate: a number with 0.01 steps (docs/especificacion-activos.md §5), checked on save. */
export const Numero = ({ step = 0.01, min = 0, ...props }: TextInputProps & { step?: number; min?: number }) => {
    const readOnly = useReadOnly();
    return (
        <TextInput
            type="number"
            readOnly={readOnly}
            validate={validNumber}
            slotProps={{ htmlInput: { step, min } }}
            {...props}
        />
    );
};

export const Fecha = (props: ComponentProps<typeof FechaInput>) => {
    const readOnly = useReadOnly();
    return <FechaInput readOnly={readOnly} {...props} />;
};

export const Importe = (props: ComponentProps<typeof MoneyInput>) => {
    const readOnly = useReadOnly();
    return <MoneyInput readOnly={readOnly} {...props} />;
};

/** One of a fixed list, or the record's own value when it is not in it (imported data). */
interface OpcionProps extends Omit<SelectInputProps, 'choices'> {
    source: string;
    options: readonly string[];
}

export const Opcion = ({ options, ...props }: OpcionProps) => {
    const record = useRecordContext();
    const readOnly = useReadOnly();
    return (
        <SelectInput
            readOnly={readOnly}
            choices={choicesWith(options, record?.[props.source])}
            emptyText="resources.activos.dialog.none"
            {...props}
        />
    );
};
