import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
    Alert,
    Button,
    CircularProgress,
    Dialog,
    DialogActions,
    DialogContent,
    DialogTitle,
    Stack,
    Typography,
} from '@mui/material';
import { Form, PasswordInput, required, useNotify, useTranslate } from 'react-admin';
import { contrasenaSegura } from '../common/contrasena';
import { useApi } from '../common/useApiQuery';
import { useErrorMessage } from '../common/errors';

interface Values {
    contrasenaActual?: string;
    contrasenaNueva?: string;
    repetir?: string;
}

// react-admin validators answer a translation key; the form translates it under the field.
const matchesNew = (value: string | undefined, values: Values) =>
    value && value !== values.contrasenaNueva ? 'app.cuenta.password.mismatch' : undefined;

/** The current password, the new one (with the rules it must meet) and the new one again. */
const CamposDeContrasena = () => {
    const translate = useTranslate();
    return (
        <Stack sx={{ pt: 1 }}>
            <PasswordInput
                source="contrasenaActual"
                label="app.cuenta.password.actual"
                autoComplete="current-password"
                validate={required()}
                autoFocus
            />
            <PasswordInput
                source="contrasenaNueva"
                label="app.cuenta.password.nueva"
                autoComplete="new-password"
                validate={[required(), contrasenaSegura]}
            />
            <PasswordInput
                source="repetir"
                label="app.cuenta.password.repetir"
                autoComplete="new-password"
                validate={[required(), matchesNew]}
            />
            <Typography variant="caption" color="text.secondary">
                {translate('app.cuenta.password.hint')}
            </Typography>
        </Stack>
    );
};

/**
 * Cambiar contraseña: the server checks the current one and the rules for the new one (and says which failed, in
 * Spanish); the person's other sessions end, this one stays. `obligatorio`: signed in with the demo password, the
 * person cannot leave without choosing a new one.
 */
export const CambiarContrasenaDialog = ({ onClose, obligatorio = false }: { onClose(): void; obligatorio?: boolean }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const describe = useErrorMessage();
    const api = useApi();
    const cambio = useMutation({
        mutationFn: (values: Values) =>
            api.cambiarContrasena({
                contrasenaActual: values.contrasenaActual ?? '',
                contrasenaNueva: values.contrasenaNueva ?? '',
            }),
    });
    const saving = cambio.isPending;
    const [problem, setProblem] = useState<string>();

    const save = async (values: Values) => {
        setProblem(undefined);
        try {
            await cambio.mutateAsync(values);
            notify('app.cuenta.password.updated', { type: 'success' });
            onClose();
        } catch (error) {
            setProblem(describe(error));
        }
    };

    return (
        <Dialog
            open
            fullWidth
            maxWidth="xs"
            onClose={(_event, reason) => reason === 'escapeKeyDown' && !saving && !obligatorio && onClose()}
            aria-labelledby="cambiar-contrasena-titulo"
        >
            <Form onSubmit={save} noValidate mode="onTouched" disableInvalidFormNotification>
                <DialogTitle id="cambiar-contrasena-titulo">{translate('app.cuenta.password.title')}</DialogTitle>
                <DialogContent onChange={() => setProblem(undefined)}>
                    {obligatorio && (
                        <Alert severity="warning" sx={{ mb: 2 }}>
                            {translate('app.cuenta.password.obligatorio')}
                        </Alert>
                    )}
                    {problem && (
                        <Alert severity="error" sx={{ mb: 2 }}>
                            {problem}
                        </Alert>
                    )}
                    <CamposDeContrasena />
                </DialogContent>
                <DialogActions sx={{ px: 3, pb: 2 }}>
                    {!obligatorio && (
                        <Button onClick={onClose} disabled={saving}>
                            {translate('ra.action.cancel')}
                        </Button>
                    )}
                    <Button
                        type="submit"
                        variant="contained"
                        disabled={saving}
                        startIcon={saving ? <CircularProgress size={18} color="inherit" /> : undefined}
                    >
                        {translate('app.cuenta.password.submit')}
                    </Button>
                </DialogActions>
            </Form>
        </Dialog>
    );
};
