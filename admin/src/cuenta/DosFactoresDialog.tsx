import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CodigosRecuperacion } from './CodigosRecuperacion';
import {
    ActivacionDosFactoresForm,
    Busy,
    DesactivacionDosFactoresForm,
    DOS_FACTORES_FORM,
    EstadoDosFactores,
} from './PasosDosFactores';
import { useDosFactores, type PasoDosFactores } from './useDosFactores';

interface AccionesDosFactoresProps {
    step: PasoDosFactores;
    busy: boolean;
    /** The step's form has what it needs to be sent. */
    completo: boolean;
    /** Cerrar or Cancelar: the dialog closes, unless a call is under way. */
    onCancel(): void;
    /** Cerrar once the recovery codes are shown. */
    onClose(): void;
}

/** The dialog's buttons: Cerrar or Cancelar, and the submit of the step's form (Activar or Desactivar). */
const AccionesDosFactores = ({ step, busy, completo, onCancel, onClose }: AccionesDosFactoresProps) => {
    const translate = useTranslate();
    return (
        <DialogActions sx={{ px: 3, pb: 2 }}>
            {step.kind === 'codigos' ? (
                <Button variant="contained" onClick={onClose}>
                    {translate('ra.action.close')}
                </Button>
            ) : (
                <Button onClick={onCancel} disabled={busy}>
                    {translate(step.kind === 'estado' ? 'ra.action.close' : 'ra.action.cancel')}
                </Button>
            )}
            {(step.kind === 'inscripcion' || step.kind === 'desactivar') && (
                <Button
                    type="submit"
                    form={DOS_FACTORES_FORM}
                    variant="contained"
                    color={step.kind === 'desactivar' ? 'warning' : 'primary'}
                    disabled={busy || !completo}
                >
                    <Busy busy={busy}>
                        {translate(
                            step.kind === 'desactivar' ? 'app.cuenta.dos_factores.disable' : 'app.cuenta.dos_factores.enable',
                        )}
                    </Busy>
                </Button>
            )}
        </DialogActions>
    );
};

/**
 * Verificación en dos pasos of the signed-in person: turning it on shows a QR (and its secret) for the
 * authenticator app, asks for one code to prove it works, then shows the recovery codes once (the person's other
 * sessions end); turning it off asks the password and a current code.
 */
export const DosFactoresDialog = ({ onClose }: { onClose(): void }) => {
    const translate = useTranslate();
    const dosFactores = useDosFactores();
    const { step, input, setInput, codigo, setCodigo, busy, problem } = dosFactores;
    const close = () => !busy && onClose();
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
                {step.kind === 'estado' && (
                    <EstadoDosFactores
                        load={dosFactores.load}
                        reload={dosFactores.reload}
                        busy={busy}
                        onEnable={dosFactores.inscribir}
                        onDisable={() => dosFactores.goTo({ kind: 'desactivar' })}
                    />
                )}
                {step.kind === 'inscripcion' && (
                    <ActivacionDosFactoresForm
                        inscripcion={step.inscripcion}
                        codigo={input}
                        onCodigo={setInput}
                        onSubmit={dosFactores.activar}
                    />
                )}
                {step.kind === 'codigos' && <CodigosRecuperacion codigos={step.codigos} />}
                {step.kind === 'desactivar' && (
                    <DesactivacionDosFactoresForm
                        contrasena={input}
                        onContrasena={setInput}
                        codigo={codigo}
                        onCodigo={setCodigo}
                        onSubmit={dosFactores.desactivar}
                    />
                )}
            </DialogContent>
            <AccionesDosFactores
                step={step}
                busy={busy}
                completo={Boolean(input.trim()) && (step.kind !== 'desactivar' || Boolean(codigo.trim()))}
                onCancel={close}
                onClose={onClose}
            />
        </Dialog>
    );
};
