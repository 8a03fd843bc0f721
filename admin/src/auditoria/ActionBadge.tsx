import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { nombreDeAccion } from './nombres';

// docs/especificacion-operaciones.md §4: CREATE green, UPDATE blue, DELETE red, LOGIN_SUCCESS info, LOGIN_FAILED warning, LOGOUT grey, READ light.
const STYLES: Record<string, Pick<ChipProps, 'color' | 'variant'>> = {
    CREATE: { color: 'success' },
    UPDATE: { color: 'primary' },
    DELETE: { color: 'error' },
    LOGIN_SUCCESS: { color: 'info' },
    LOGIN_FAILED: { color: 'warning' },
    LOGOUT: { color: 'default' },
    READ: { color: 'default', variant: 'outlined' },
};

/** An audit action as a coloured badge, named in Spanish. */
export const ActionBadge = ({ action }: { action: string }) => {
    const translate = useTranslate();
    return <Chip size="small" label={nombreDeAccion(translate, action)} {...(STYLES[action] ?? { color: 'default', variant: 'outlined' })} />;
};

/** Éxito or Error, from the record's success flag. */
export const StatusBadge = ({ success, label }: { success: boolean; label: string }) => (
    <Chip size="small" variant="outlined" color={success ? 'success' : 'error'} label={label} />
);
