import type { FormEvent, ReactNode } from 'react';
import { Button, Chip, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Inscripcion } from '../api/tipos';
import { RetryAlert } from '../common/RetryAlert';
import type { ApiLoad } from '../common/useApiQuery';
import { InscripcionQr } from './InscripcionQr';

/** A button's text, after a spinner while its call is under way. */
export const Busy = ({ busy, children }: { busy: boolean; children: ReactNode }) => (
    <>
        {busy && <CircularProgress size={18} color="inherit" sx={{ mr: 1 }} />}
        {children}
    </>
);

interface EstadoDosFactoresProps {
    load: ApiLoad<{ dosFactores: boolean }>;
    reload(): void;
    busy: boolean;
    onEnable(): void;
    onDisable(): void;
}

/** The first step: whether the verification is on, what it is, and the button that turns it on or off. */
export const EstadoDosFactores = ({ load, reload, busy, onEnable, onDisable }: EstadoDosFactoresProps) => {
    const translate = useTranslate();
    if (load.state === 'loading') return <CircularProgress size={24} aria-label={translate('ra.message.loading')} />;
    if (load.state === 'error') {
        return (
            <RetryAlert onRetry={reload}>
                {translate('app.cuenta.dos_factores.load_error', { message: load.message })}
            </RetryAlert>
        );
    }
    const on = load.data.dosFactores;
    return (
        <Stack spacing={2} alignItems="flex-start">
            <Chip
                color={on ? 'success' : 'default'}
                variant={on ? 'filled' : 'outlined'}
                label={translate(on ? 'app.cuenta.dos_factores.on' : 'app.cuenta.dos_factores.off')}
            />
            <Typography variant="body2">{translate('app.cuenta.dos_factores.explain')}</Typography>
            {on ? (
                <Button variant="outlined" color="warning" onClick={onDisable}>
                    {translate('app.cuenta.dos_factores.disable')}
                </Button>
            ) : (
                <Button variant="contained" onClick={onEnable} disabled={busy}>
                    <Busy busy={busy}>{translate('app.cuenta.dos_factores.enable')}</Busy>
                </Button>
            )}
        </Stack>
    );
};

interface CampoDosFactoresProps {
    /** Translation keys. */
    label: string;
    helperText?: string;
    value: string;
    onChange(value: string): void;
    type?: string;
    autoComplete: string;
    autoFocus?: boolean;
}

/** A required field of the dialog's forms: a code or the password. */
const CampoDosFactores = ({ label, helperText, value, onChange, autoFocus = false, ...props }: CampoDosFactoresProps) => {
    const translate = useTranslate();
    return (
        <TextField
            label={translate(label)}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            required
            fullWidth
            autoFocus={autoFocus}
            {...props}
            helperText={helperText && translate(helperText)}
        />
    );
};

/** The form the dialog's submit button sends (it sits in the dialog's actions, outside the form). */
export const DOS_FACTORES_FORM = 'dos-factores-form';

interface ActivacionFormProps {
    inscripcion: Inscripcion;
    codigo: string;
    onCodigo(codigo: string): void;
    onSubmit(event: FormEvent): void;
}

/** Turning it on: the QR (and its secret) for the authenticator app, and one of its codes to prove it works. */
export const ActivacionDosFactoresForm = ({ inscripcion, codigo, onCodigo, onSubmit }: ActivacionFormProps) => (
    <Stack component="form" id={DOS_FACTORES_FORM} onSubmit={onSubmit} noValidate spacing={2} sx={{ pt: 1 }}>
        <InscripcionQr inscripcion={inscripcion} hint="app.cuenta.dos_factores.scan" />
        <CampoDosFactores
            label="app.cuenta.dos_factores.codigo"
            helperText="app.cuenta.dos_factores.codigo_hint"
            value={codigo}
            onChange={onCodigo}
            autoComplete="one-time-code"
            autoFocus
        />
    </Stack>
);

interface DesactivacionFormProps {
    contrasena: string;
    onContrasena(contrasena: string): void;
    codigo: string;
    onCodigo(codigo: string): void;
    onSubmit(event: FormEvent): void;
}

/** Turning it off: the password and a current code. */
export const DesactivacionDosFactoresForm = ({ contrasena, onContrasena, codigo, onCodigo, onSubmit }: DesactivacionFormProps) => {
    const translate = useTranslate();
    return (
        <Stack component="form" id={DOS_FACTORES_FORM} onSubmit={onSubmit} noValidate spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2">{translate('app.cuenta.dos_factores.disable_hint')}</Typography>
            <CampoDosFactores
                label="app.cuenta.dos_factores.password"
                value={contrasena}
                onChange={onContrasena}
                type="password"
                autoComplete="current-password"
                autoFocus
            />
            <CampoDosFactores
                label="app.cuenta.dos_factores.codigo_actual"
                helperText="app.cuenta.dos_factores.codigo_actual_hint"
                value={codigo}
                onChange={onCodigo}
                autoComplete="one-time-code"
            />
        </Stack>
    );
};
