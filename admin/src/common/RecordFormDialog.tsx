import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
    Alert,
    AlertTitle,
    Box,
    Button,
    CircularProgress,
    Dialog,
    DialogActions,
    DialogContent,
    DialogTitle,
    type Breakpoint,
} from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import { Form, FormDataConsumer, useTranslate, type RaRecord } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { DescartarCambiosDialog, enfocarPrimerCampo } from './CambiosSinGuardar';
import { useGuardarRegistro, type FormProblem, type GuardarRegistroOptions } from './useGuardarRegistro';

export type { FormProblem };

type Values = Record<string, unknown>;

const isFilled = (value: unknown) => value !== undefined && value !== null && String(value).trim() !== '';

interface SaveButtonProps {
    label: string;
    saving: boolean;
    requiredToSave: string[];
}

const SaveButton = ({ label, saving, requiredToSave }: SaveButtonProps) => {
    const translate = useTranslate();
    return (
        <FormDataConsumer>
            {({ formData }) => (
                <Button
                    type="submit"
                    variant="contained"
                    disabled={saving || !requiredToSave.every((field) => isFilled(formData[field]))}
                    startIcon={saving ? <CircularProgress size={18} color="inherit" /> : <SaveIcon />}
                >
                    {translate(saving ? 'app.common.saving' : label)}
                </Button>
            )}
        </FormDataConsumer>
    );
};

/** Inside the form: tells the dialog whether anything was changed since it opened. */
const ReportarCambios = ({ onChange }: { onChange(dirty: boolean): void }) => {
    const { isDirty } = useFormState();
    useEffect(() => onChange(isDirty), [isDirty, onChange]);
    return null;
};

/** What went wrong in the last attempt, at the top of the dialog. */
const ProblemaDelFormulario = ({ problem }: { problem: FormProblem }) => {
    const translate = useTranslate();
    const problemRef = useRef<HTMLDivElement>(null);
    // Saving disabled the focused Guardar button, which drops the focus out of the dialog (and Escape with it):
    // bring it back on the message, where a screen reader reads it too.
    useEffect(() => {
        problemRef.current?.focus();
    }, [problem]);
    return (
        <Alert ref={problemRef} tabIndex={-1} severity="error" sx={{ mb: 2 }}>
            {problem.title && <AlertTitle>{translate(problem.title)}</AlertTitle>}
            {translate(problem.message, problem.args)}
        </Alert>
    );
};

/** The record to edit (without it the dialog creates one), how it is saved, and what the save does after. */
interface RecordFormDialogProps<RecordType extends RaRecord> extends GuardarRegistroOptions<RecordType> {
    defaultValues?: Values;
    title: string;
    titleArgs?: Record<string, unknown>;
    /** Default: sm. */
    maxWidth?: Breakpoint;
    /** Translation keys of the two buttons; default Cancelar and Guardar. */
    cancelLabel?: string;
    saveLabel?: string;
    /** More buttons, at the start of the dialog's actions. */
    actions?: ReactNode;
    /** Shows the record without a save button (the inputs are the caller's to make read-only). */
    readOnly?: boolean;
    /** Save stays disabled until these fields have a value. */
    requiredToSave?: string[];
    children: ReactNode;
}

/**
 * The create/edit dialog of a list: Enter submits, Escape closes unless a save is under way,
 * success closes it with resources.<Resource>.notifications.created / updated. It opens with the focus on
 * its first input; closing it with unsaved changes asks first.
 */
export const RecordFormDialog = <RecordType extends RaRecord>({
    resource,
    record,
    defaultValues,
    title,
    titleArgs,
    maxWidth = 'sm',
    cancelLabel = 'ra.action.cancel',
    saveLabel = 'ra.action.save',
    actions,
    readOnly,
    requiredToSave = [],
    onClose,
    children,
    ...guardado
}: RecordFormDialogProps<RecordType>) => {
    const translate = useTranslate();
    const { saving, problem, setProblem, save } = useGuardarRegistro({ resource, record, onClose, ...guardado });
    const contentRef = useRef<HTMLDivElement>(null);
    const [dirty, setDirty] = useState(false);
    const [discarding, setDiscarding] = useState(false);
    const close = () => (dirty ? setDiscarding(true) : onClose());

    return (
        <Dialog
            open
            fullWidth
            maxWidth={maxWidth}
            // Only Escape closes (not a stray click beside the dialog), and never while saving.
            onClose={(_event, reason) => reason === 'escapeKeyDown' && !saving && close()}
            // The form sits between the dialog and its parts: laid out like the dialog, only the content scrolls
            // and the title and buttons stay in sight.
            slotProps={{
                paper: { sx: { '& > form': { display: 'flex', flexDirection: 'column', minHeight: 0 } } },
                transition: { onEntering: () => enfocarPrimerCampo(contentRef.current) },
            }}
        >
            <Form
                record={record}
                defaultValues={defaultValues}
                resource={resource}
                onSubmit={save}
                noValidate
                // A field says what is wrong with it as soon as the user leaves it, then at every change: not only on Guardar.
                mode="onTouched"
                // The errors show in the dialog itself, beside the fields.
                disableInvalidFormNotification
            >
                <DialogTitle>{translate(title, titleArgs)}</DialogTitle>
                {/* Editing any field retires the message about the previous attempt. */}
                <ReportarCambios onChange={setDirty} />
                <DialogContent ref={contentRef} onChange={() => setProblem(undefined)}>
                    {problem && <ProblemaDelFormulario problem={problem} />}
                    <Box sx={{ pt: 1 }}>{children}</Box>
                </DialogContent>
                <DialogActions sx={{ px: 3, pb: 2 }}>
                    {actions}
                    <Button onClick={close} disabled={saving}>
                        {translate(cancelLabel)}
                    </Button>
                    {!readOnly && <SaveButton label={saveLabel} saving={saving} requiredToSave={requiredToSave} />}
                </DialogActions>
            </Form>
            <DescartarCambiosDialog open={discarding} onConfirm={onClose} onClose={() => setDiscarding(false)} />
        </Dialog>
    );
};
