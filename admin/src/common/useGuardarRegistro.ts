import { useState } from 'react';
import { useCreate, useNotify, useUpdate, type RaRecord } from 'react-admin';
import { fieldErrors, useErrorMessage } from './errors';

type Values = Record<string, unknown>;

/** What went wrong, as translation keys: shown at the top of the dialog until a field is edited. */
export interface FormProblem {
    title?: string;
    message: string;
    args?: Record<string, unknown>;
}

export interface GuardarRegistroOptions<RecordType extends RaRecord> {
    resource: string;
    /** The record to edit; without it the save creates one. */
    record?: RecordType;
    /** The body of the POST or PUT: only the fields the API takes. */
    toPayload(values: Values): Values;
    validate?(values: Values): FormProblem | undefined;
    /** Default: resources.<Resource>.notifications.save_error with the server's message. */
    describeError?(error: unknown): FormProblem;
    /** The record as the API saved it, before the dialog closes. */
    onSaved?(saved: RecordType): void;
    /** The success message (translation key and its arguments); default resources.<Resource>.notifications.created / updated. */
    savedMessage?(saved: RecordType): { message: string; args?: Record<string, unknown> };
    onClose(): void;
}

/**
 * The save of a create/edit dialog (RecordFormDialog): validated first, then POST or PUT; success notifies
 * resources.<Resource>.notifications.created / updated and closes, a failure becomes the dialog's problem.
 */
export const useGuardarRegistro = <RecordType extends RaRecord>({
    resource,
    record,
    toPayload,
    validate,
    describeError,
    onSaved,
    savedMessage,
    onClose,
}: GuardarRegistroOptions<RecordType>) => {
    const notify = useNotify();
    const describe = useErrorMessage();
    const [create] = useCreate();
    const [update] = useUpdate();
    const [saving, setSaving] = useState(false);
    const [problem, setProblem] = useState<FormProblem>();

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
            const aviso = savedMessage?.(saved as RecordType) ?? { message: `resources.${resource}.notifications.${record ? 'updated' : 'created'}` };
            notify(aviso.message, { type: 'success', messageArgs: aviso.args });
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

    return { saving, problem, setProblem, save };
};
