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
import {
    Form,
    FormDataConsumer,
    useCreate,
    useNotify,
    useTranslate,
    useUpdate,
    type RaRecord,
} from 'react-admin';
import { useFormState } from 'react-hook-form';
import { DescartarCambiosDialog, enfocarPrimerCampo } from './CambiosSinGuardar';
import { fieldErrors, useErrorMessage } from './errors';

type Values = Record<string, unknown>;

/** What went wrong, as translation keys: shown at the top of the dialog until a field is edited. */
export interface FormProblem {
    title?: string;
    message: string;
    args?: Record<string, unknown>;
}

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

interface RecordFormDialogProps<RecordType extends RaRecord> {
    resource: string;
    /** The record to edit; without it the dialog creates one. */
    record?: RecordType;
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
    /** The body of the POST or PUT: only the fields the API takes. */
    toPayload(values: Values): Values;
    validate?(values: Values): FormProblem | undefined;
    /** Default: resources.<Resource>.notifications.save_error with the server's message. */
    describeError?(error: unknown): FormProblem;
    /** Save stays disabled until these fields have a value. */
    requiredToSave?: string[];
    /** The record as the API saved it, before the dialog closes. */
    onSaved?(saved: RecordType): void;
    onClose(): void;
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
    toPayload,
    validate,
    describeError,
    requiredToSave = [],
    onSaved,
    onClose,
    children,
}: RecordFormDialogProps<RecordType>) => {
    const translate = useTranslate();
    const notify = useNotify();
    const describe = useErrorMessage();
    const [create] = useCreate();
    const [update] = useUpdate();
    const [saving, setSaving] = useState(false);
    const [problem, setProblem] = useState<FormProblem>();
    const problemRef = useRef<HTMLDivElement>(null);
    const contentRef = useRef<HTMLDivElement>(null);
    const [dirty, setDirty] = useState(false);
    const [discarding, setDiscarding] = useState(false);
    const close = () => (dirty ? setDiscarding(true) : onClose());

    // Saving disabled the focused Guardar button, which drops the focus out of the dialog (and Escape with it):
    // bring it back on the message, where a screen reader reads it too.
    useEffect(() => {
        problemRef.current?.focus();
    }, [problem]);

    // Resolves with the server's messages by field, which the form shows under their inputs.
    const save = async (values: Values): Promise<Record<string, string> | undefined> => {
        const invalid = validate?.(values);
        setProblem(invalid);
        if (invalid) return undefined;
        setSaving(true);
        try {
            const data = toPayload(values);
            const saved = record
                ? await update(resource, { id: record.id, data, previousData: record }, { returnPromise: true })
                : await create(resource, { data }, { returnPromise: true });
            onSaved?.(saved as RecordType);
            notify(`resources.${resource}.notifications.${record ? 'updated' : 'created'}`, { type: 'success' });
            onClose();
            return undefined;
        } catch (error) {
            setProblem(
                describeError?.(error) ?? {
                    message: `resources.${resource}.notifications.save_error`,
                    args: { message: describe(error) },
                },
            );
            return fieldErrors(error);
        } finally {
            setSaving(false);
        }
    };

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
                    {problem && (
                        <Alert ref={problemRef} tabIndex={-1} severity="error" sx={{ mb: 2 }}>
                            {problem.title && <AlertTitle>{translate(problem.title)}</AlertTitle>}
                            {translate(problem.message, problem.args)}
                        </Alert>
                    )}
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
