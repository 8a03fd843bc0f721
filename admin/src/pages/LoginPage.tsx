import { useState, type FormEvent } from 'react';
import {
    Alert,
    Button,
    CardContent,
    CircularProgress,
    Dialog,
    DialogActions,
    DialogContent,
    DialogContentText,
    DialogTitle,
    Typography,
} from '@mui/material';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import { Form, Login, PasswordInput, required, TextInput, useLogin, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { RUTA_DE_ETIQUETA } from '@dominio/etiqueta';
import { LoginPending, type LoginParams, type PendingStep } from '../authProvider';
import { CodigoVerificacionField } from '../common/CodigoVerificacionField';
import { dismissExpiredNotice, hasExpiredNotice } from '../session';

interface LoginValues {
    email?: string;
    password?: string;
}

const FORM_WIDTH = { width: 340, maxWidth: '100%' };

/**
 * Where a login leads: the dashboard, as the spec wants; after a label's QR code (/a/:codigo), back to its asset,
 * whose page react-admin left in the state of the redirect to the login.
 */
const useDestino = (): string => {
    const next = (useLocation().state as { nextPathname?: unknown } | null)?.nextPathname;
    return typeof next === 'string' && next.startsWith(RUTA_DE_ETIQUETA) ? next : '/';
};

/** Runs react-admin's login (see useDestino) and tells the form what came of it. */
const useLoginStep = () => {
    const login = useLogin();
    const destino = useDestino();
    const [error, setError] = useState<string>();
    const [loading, setLoading] = useState(false);
    const [pending, setPending] = useState<PendingStep>();
    const run = (params: LoginParams) => {
        setLoading(true);
        setError(undefined);
        // The word about an e-mailed link answered the last attempt, not this one.
        setPending((step) => (step?.kind === 'enlace' ? undefined : step));
        login(params, destino)
            .catch((failure: Error) => {
                if (failure instanceof LoginPending) setPending(failure.step);
                else setError(failure.message);
            })
            .finally(() => setLoading(false));
    };
    const restart = () => {
        setPending(undefined);
        setError(undefined);
    };
    return { run, error, loading, pending, restart };
};

const ErrorAlert = ({ error }: { error?: string }) => {
    const translate = useTranslate();
    return error ? (
        <Alert severity="error" sx={{ mb: 1 }}>
            {translate(error, { _: error })}
        </Alert>
    ) : null;
};

const SubmitButton = ({ label, loading }: { label: string; loading: boolean }) => {
    const translate = useTranslate();
    return (
        <Button
            type="submit"
            variant="contained"
            fullWidth
            disabled={loading}
            startIcon={loading ? <CircularProgress size={18} color="inherit" /> : undefined}
            sx={{ mt: 2 }}
        >
            {translate(label)}
        </Button>
    );
};

const CredentialsForm = ({
    onSubmit,
    error,
    notice,
    loading,
}: {
    onSubmit(values: LoginValues): void;
    error?: string;
    /** What the server said instead of a session: where the link to set up the verification went. */
    notice?: string;
    loading: boolean;
}) => {
    const translate = useTranslate();
    return (
        <Form onSubmit={onSubmit} noValidate>
            <CardContent sx={FORM_WIDTH}>
                <Typography variant="h5" component="h1" align="center">
                    {translate('app.login.title')}
                </Typography>
                <Typography variant="body2" align="center" color="text.secondary" sx={{ mb: 2 }}>
                    {translate('app.login.subtitle')}
                </Typography>
                <ErrorAlert error={error} />
                {notice && (
                    <Alert severity="info" role="status" sx={{ mb: 1 }}>
                        {notice}
                    </Alert>
                )}
                <TextInput
                    source="email"
                    type="email"
                    label="app.login.email"
                    autoComplete="username"
                    autoFocus
                    validate={required()}
                />
                <PasswordInput
                    source="password"
                    label="app.login.password"
                    autoComplete="current-password"
                    validate={required()}
                />
                <SubmitButton label="app.login.submit" loading={loading} />
            </CardContent>
        </Form>
    );
};

/** The second step: the authenticator's code, or a recovery code. */
const CodeForm = ({
    onSubmit,
    onBack,
    error,
    loading,
}: {
    onSubmit(codigo: string): void;
    onBack(): void;
    error?: string;
    loading: boolean;
}) => {
    const translate = useTranslate();
    const [codigo, setCodigo] = useState('');
    const submit = (event: FormEvent) => {
        event.preventDefault();
        if (codigo.trim()) onSubmit(codigo.trim());
    };
    return (
        <form onSubmit={submit} noValidate>
            <CardContent sx={FORM_WIDTH}>
                <Typography variant="h5" component="h1" align="center" sx={{ mb: 2 }}>
                    {translate('app.login.code_title')}
                </Typography>
                <ErrorAlert error={error} />
                <CodigoVerificacionField value={codigo} onChange={setCodigo} helperText={translate('app.login.code_hint')} autoFocus />
                <SubmitButton label="app.login.verify" loading={loading} />
                <Button fullWidth onClick={onBack} disabled={loading} sx={{ mt: 1 }}>
                    {translate('app.login.back')}
                </Button>
            </CardContent>
        </form>
    );
};

const LoginForm = () => {
    const { run, error, loading, pending, restart } = useLoginStep();

    if (pending?.kind === 'codigo') {
        return (
            <CodeForm
                key={pending.desafio}
                error={error}
                loading={loading}
                onSubmit={(codigo) => run({ desafio: pending.desafio, codigo })}
                onBack={restart}
            />
        );
    }
    return (
        <CredentialsForm
            error={error}
            notice={pending?.kind === 'enlace' ? pending.mensaje : undefined}
            loading={loading}
            onSubmit={(values) => run({ email: values.email ?? '', password: values.password ?? '' })}
        />
    );
};

/** Why the person is back here: the session ended (idle, or refused by the server). Read once, then dismissed. */
const ExpiredSessionAlert = () => {
    const translate = useTranslate();
    const [open, setOpen] = useState(hasExpiredNotice);
    const close = () => {
        dismissExpiredNotice();
        setOpen(false);
    };
    return (
        <Dialog
            open={open}
            onClose={close}
            maxWidth="xs"
            fullWidth
            aria-labelledby="sesion-expirada-titulo"
            aria-describedby="sesion-expirada-texto"
            slotProps={{ paper: { role: 'alertdialog' } }}
        >
            <DialogTitle id="sesion-expirada-titulo">{translate('app.session.expired_title')}</DialogTitle>
            <DialogContent>
                <DialogContentText id="sesion-expirada-texto">{translate('app.session.expired')}</DialogContentText>
            </DialogContent>
            <DialogActions>
                <Button variant="contained" onClick={close} autoFocus>
                    {translate('app.common.accept')}
                </Button>
            </DialogActions>
        </Dialog>
    );
};

export const LoginPage = () => (
    <Login avatarIcon={<Inventory2Icon />}>
        <LoginForm />
        <ExpiredSessionAlert />
    </Login>
);
