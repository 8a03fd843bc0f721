import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * The field for a code of the authenticator app (or, where `soloDigitos` is false, a recovery code): offered by the
 * phone's keyboard and password managers as a one-time code.
 */
export const CodigoVerificacionField = ({
    value,
    onChange,
    helperText,
    soloDigitos = false,
    autoFocus = false,
}: {
    value: string;
    onChange(codigo: string): void;
    helperText: string;
    soloDigitos?: boolean;
    autoFocus?: boolean;
}) => {
    const translate = useTranslate();
    return (
        <TextField
            label={translate('app.login.code')}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            helperText={helperText}
            autoComplete="one-time-code"
            autoFocus={autoFocus}
            required
            fullWidth
            slotProps={{
                htmlInput: { ...(soloDigitos && { inputMode: 'numeric' }), maxLength: 20, spellCheck: false, autoCapitalize: 'off' },
            }}
        />
    );
};
