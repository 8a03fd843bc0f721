import {
    Alert,
    Box,
    Button,
    CircularProgress,
    Dialog,
    DialogActions,
    DialogContent,
    DialogTitle,
    LinearProgress,
    Typography,
} from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SearchIcon from '@mui/icons-material/Search';
import UploadIcon from '@mui/icons-material/Upload';
import { useTranslate } from 'react-admin';
import { FileStep } from './FileStep';
import { MappingStep } from './MappingStep';
import { ResultsStep } from './ResultsStep';
import type { ImportDefinition } from './types';
import { STEP_COUNT, useImportWizard, type ImportStep } from './useImportWizard';

const STEP_NAMES: Record<ImportStep, string> = {
    0: 'app.import.steps.file',
    1: 'app.import.steps.mapping',
    2: 'app.import.steps.results',
};

/** "Paso n de 3" with its bar, and a running bar while the server reads the file. */
const StepProgress = ({ step, busy }: { step: ImportStep; busy: boolean }) => {
    const translate = useTranslate();
    const label = translate('app.import.step_of', {
        step: step + 1,
        total: STEP_COUNT,
        name: translate(STEP_NAMES[step]),
    });
    return (
        <Box sx={{ mb: 2 }}>
            <Typography variant="subtitle2" gutterBottom>
                {label}
            </Typography>
            <LinearProgress variant="determinate" value={((step + 1) / STEP_COUNT) * 100} aria-label={label} />
            {busy && (
                <LinearProgress color="secondary" sx={{ mt: 0.5 }} aria-label={translate('app.import.working')} />
            )}
        </Box>
    );
};

const BusyIcon = () => <CircularProgress size={18} color="inherit" />;

interface ImportWizardProps {
    definition: ImportDefinition;
    onClose(): void;
}

/**
 * The three-step Excel import of docs/especificacion-operaciones.md §2 (clients, addresses) and docs/especificacion-activos.md §2 (assets): Seleccionar Archivo,
 * Mapear Columnas, Resultados. Render it to open it; it starts from the first step every time.
 */
export const ImportWizard = ({ definition, onClose }: ImportWizardProps) => {
    const translate = useTranslate();
    const wizard = useImportWizard(definition);
    const { step, busy, problem, result } = wizard;
    const close = () => !busy && onClose();
    return (
        <Dialog
            open
            fullWidth
            maxWidth="md"
            // Only Escape closes (not a stray click beside the dialog), and never while the server works.
            onClose={(_event, reason) => reason === 'escapeKeyDown' && close()}
        >
            <DialogTitle>{translate(definition.texts.title)}</DialogTitle>
            <DialogContent>
                <StepProgress step={step} busy={busy} />
                {problem && (
                    <Alert severity="error" sx={{ mb: 2 }}>
                        {translate(problem.message, problem.args)}
                    </Alert>
                )}
                {step === 0 && <FileStep definition={definition} wizard={wizard} />}
                {step === 1 && <MappingStep definition={definition} wizard={wizard} />}
                {step === 2 && result && <ResultsStep definition={definition} result={result} />}
            </DialogContent>
            <DialogActions sx={{ px: 3, pb: 2 }}>
                {step === 0 && (
                    <>
                        <Button onClick={close} disabled={busy}>
                            {translate('ra.action.cancel')}
                        </Button>
                        <Button
                            variant="contained"
                            onClick={wizard.analyze}
                            disabled={busy}
                            startIcon={busy ? <BusyIcon /> : <SearchIcon />}
                        >
                            {translate(busy ? 'app.import.analyzing' : 'app.import.analyze')}
                        </Button>
                    </>
                )}
                {step === 1 && (
                    <>
                        <Button onClick={wizard.back} disabled={busy} startIcon={<ArrowBackIcon />}>
                            {translate('app.import.back')}
                        </Button>
                        <Button
                            variant="contained"
                            onClick={wizard.runImport}
                            disabled={busy || (definition.disableImportUntilMapped && wizard.missing.length > 0)}
                            startIcon={busy ? <BusyIcon /> : <UploadIcon />}
                        >
                            {translate(busy ? 'app.import.importing' : definition.texts.importButton)}
                        </Button>
                    </>
                )}
                {step === 2 && (
                    <Button variant="contained" onClick={onClose}>
                        {translate('ra.action.close')}
                    </Button>
                )}
            </DialogActions>
        </Dialog>
    );
};
