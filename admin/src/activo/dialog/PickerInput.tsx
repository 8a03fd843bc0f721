import { Box, type SxProps } from '@mui/material';
import { AutocompleteArrayInput, AutocompleteInput, useTranslate } from 'react-admin';
import { useReadOnly } from './fields';
import type { PickerLoad } from './usePickerOptions';
import { noOptionsKey } from '../../common/pickers';
import { RetryAlert } from '../../common/RetryAlert';

interface PickerInputProps<Option extends { id: number }> {
    source: string;
    load: PickerLoad<Option>;
    retry(): void;
    optionText(option: Option): string;
    /** Translation keys: no options, the load failed, nothing to ask about (no company). */
    emptyText: string;
    errorText: string;
    idleText?: string;
    sx?: SxProps;
    /** Several picks (chips) instead of one. */
    multiple?: boolean;
    label?: string;
}

/** A picker of the company's records, saying why it has nothing to offer; a failed load has Reintentar. */
export const PickerInput = <Option extends { id: number }>({
    source,
    load,
    retry,
    optionText,
    emptyText,
    errorText,
    idleText,
    sx,
    multiple = false,
    label,
}: PickerInputProps<Option>) => {
    const translate = useTranslate();
    const readOnly = useReadOnly();
    const options = load.state === 'done' ? load.options : [];
    const empty = load.state === 'done' && options.length === 0;
    const props = {
        source,
        label,
        choices: options,
        optionText,
        isPending: load.state === 'loading',
        readOnly,
        disabled: load.state === 'idle',
        noOptionsText: translate(noOptionsKey(options.length > 0, emptyText)),
        helperText: (load.state === 'idle' && idleText) || (empty && emptyText) || undefined,
    };
    return (
        <Box sx={sx}>
            {multiple ? <AutocompleteArrayInput {...props} /> : <AutocompleteInput {...props} />}
            {load.state === 'error' && (
                <RetryAlert onRetry={retry} sx={{ py: 0 }}>
                    {translate(errorText)}
                </RetryAlert>
            )}
        </Box>
    );
};
