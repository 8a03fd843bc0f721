import { useState, type FormEvent, type ReactNode } from 'react';
import {
    Alert,
    Button,
    Chip,
    CircularProgress,
    Dialog,
    DialogActions,
    DialogContent,
    DialogTitle,
    Stack,
    TextField,
    Typography,
} from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import type { Inscripcion } from '../api/tipos';
import { useErrorMessage } from '../common/errors';
import { RetryAlert } from '../common/RetryAlert';
import { useApi, useApiQuery } from '../common/useApiQuery';
import { CodigosRecuperacion } from './CodigosRecuperacion';
import { InscripcionQr } from './InscripcionQr';

type Step =
    | { kind: 'estado' }
    | { kind: 'inscripcion'; inscripcion: Inscripcion }
    | { kind: 'codigos'; codigos: string[] }
    | { kind: 'desactivar' };

const Busy = ({ busy, children }: { busy: boolean; children: ReactNode }) => (
    <>
        {busy && <CircularProgress size={18} color="inherit" sx={{ mr: 1 }} />}
        {children}
    </>
);

/**
 * Verificación en dos pasos of the signed-in person: turning it on shows a QR (and its secret) for the
 * authenticator app, asks for one code to prove it works, then shows the recovery codes once (the person's other
 * sessions end); turning it off asks the password and a current code.
 */
export const DosFactoresDialog = ({ onClose }: { onClose(): void }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const describe = useErrorMessage();
    const api = useApi();
    const { load, reload } = useApiQuery(['me'], (api) => api.me());
    const [step, setStep] = useState<Step>({ kind: 'estado' });
    const [input, setInput] = useState('');
    /** The code that goes with the password to turn it off. */
    const [codigo, setCodigo] = useState('');
    const [busy, setBusy] = useState(false);
    const [problem, setProblem] = useState<string>();

    const act = async (action: () => Promise<void>) => {
        setBusy(true);
        setProblem(undefined);
        try {
            await action();
        } catch (error) {
            setProblem(describe(error));
        } finally {
            setBusy(false);
        }
    };
    const goTo = (next: Step) => {
        setInput('');
        setCodigo('');
        setProblem(undefined);
        setStep(next);
    };

    const inscribir = () =>
        act(async () => goTo({ kind: 'inscripcion', inscripcion: await api.inscribirDosFactores() }));
    const activar = (event: FormEvent) => {
        event.preventDefault();
        if (!input.trim()) return;
        return act(async () => {
            const { codigosRecuperacion } = await api.activarDosFactores(input.trim());
            notify('app.cuenta.dos_factores.enabled', { type: 'success' });
            goTo({ kind: 'codigos', codigos: codigosRecuperacion });
        });
    };
    const desactivar = (event: FormEvent) => {
        event.preventDefault();
        if (!input || !codigo.trim()) return;
        return act(async () => {
            await api.desactivarDosFactores(input, codigo.trim());
            notify('app.cuenta.dos_factores.disabled', { type: 'success' });
            goTo({ kind: 'estado' });
            reload();
        });
    };
    const close = () => !busy && onClose();

    const estado = () => {
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
                    <Button variant="outlined" color="warning" onClick={() => goTo({ kind: 'desactivar' })}>
                        {translate('app.cuenta.dos_factores.disable')}
                    </Button>
                ) : (
                    <Button variant="contained" onClick={inscribir} disabled={busy}>
                        <Busy busy={busy}>{translate('app.cuenta.dos_factores.enable')}</Busy>
                    </Button>
                )}
            </Stack>
        );
    };

    const codeField = (
        label: string,
        props: { type?: string; autoComplete: string; helperText?: string },
        [value, setValue, autoFocus]: [string, (value: string) => void, boolean] = [input, setInput, true],
    ) => (
        <TextField
            label={translate(label)}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            required
            fullWidth
            autoFocus={autoFocus}
            {...props}
        />
    );

    return (
        <Dialog
            open
            fullWidth
            maxWidth="xs"
            // Only Escape closes: a stray click beside it must not lose a QR being scanned or the recovery codes.
            onClose={(_event, reason) => reason === 'escapeKeyDown' && close()}
            aria-labelledby="dos-factores-titulo"
        >
            <DialogTitle id="dos-factores-titulo">{translate('app.cuenta.dos_factores.title')}</DialogTitle>
            <DialogContent>
                {problem && (
                    <Alert severity="error" sx={{ mb: 2 }}>
                        {problem}
                    </Alert>
                )}
                {step.kind === 'estado' && estado()}
                {step.kind === 'inscripcion' && (
                    <Stack component="form" id="dos-factores-form" onSubmit={activar} noValidate spacing={2} sx={{ pt: 1 }}>
                        <InscripcionQr inscripcion={step.inscripcion} hint="app.cuenta.dos_factores.scan" />
                        {codeField('app.cuenta.dos_factores.codigo', {
                            autoComplete: 'one-time-code',
                            helperText: translate('app.cuenta.dos_factores.codigo_hint'),
                        })}
                    </Stack>
                )}
                {step.kind === 'codigos' && <CodigosRecuperacion codigos={step.codigos} />}
                {step.kind === 'desactivar' && (
                    <Stack component="form" id="dos-factores-form" onSubmit={desactivar} noValidate spacing={2} sx={{ pt: 1 }}>
                        <Typography variant="body2">{translate('app.cuenta.dos_factores.disable_hint')}</Typography>
                        {codeField('app.cuenta.dos_factores.password', {
                            type: 'password',
                            autoComplete: 'current-password',
                        })}
                        {codeField(
                            'app.cuenta.dos_factores.codigo_actual',
                            { autoComplete: 'one-time-code', helperText: translate('app.cuenta.dos_factores.codigo_actual_hint') },
                            [codigo, setCodigo, false],
                        )}
                    </Stack>
                )}
            </DialogContent>
            <DialogActions sx={{ px: 3, pb: 2 }}>
                {step.kind === 'codigos' ? (
                    <Button variant="contained" onClick={onClose}>
                        {translate('ra.action.close')}
                    </Button>
                ) : (
                    <Button onClick={close} disabled={busy}>
                        {translate(step.kind === 'estado' ? 'ra.action.close' : 'ra.action.cancel')}
                    </Button>
                )}
                {(step.kind === 'inscripcion' || step.kind === 'desactivar') && (
                    <Button
                        type="submit"
                        form="dos-factores-form"
                        variant="contained"
                        color={step.kind === 'desactivar' ? 'warning' : 'primary'}
                        disabled={busy || !input.trim() || (step.kind === 'desactivar' && !codigo.trim())}
                    >
                        <Busy busy={busy}>
                            {translate(
                                step.kind === 'desactivar' ? 'app.cuenta.dos_factores.disable' : 'app.cuenta.dos_factores.enable',
                            )}
                        </Busy>
                    </Button>
                )}
            </DialogActions>
        </Dialog>
    );
};
