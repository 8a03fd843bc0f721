import { useState } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useDelete, useNotify, useRecordContext, useResourceContext, useTranslate, type RaRecord } from 'react-admin';
import { ConfirmDialog } from './ConfirmDialog';
import { useErrorMessage } from './errors';

interface DeleteRecordButtonProps<RecordType extends RaRecord> {
    /** Fills %{name} in the resource's confirm_delete question. */
    recordName?: (record: RecordType) => string;
    /** Translation key of why this record can't be deleted: the button is disabled and says so on hover. */
    disabledReason?: string;
    /**
     * The outcome, in place of the notifications: the row (and this button) is gone after a delete,
     * so a screen that answers with a dialog keeps it itself. `message` describes the failure.
     */
    onDeleted?(): void;
    onDeleteError?(message: string): void;
}

/**
 * Deletes the row's record after confirmation, with the resource's texts:
 * resources.<Resource>.confirm_delete, notifications.deleted and notifications.delete_error (unless the
 * caller takes the outcome).
 */
export const DeleteRecordButton = <RecordType extends RaRecord>({
    recordName,
    disabledReason,
    onDeleted,
    onDeleteError,
}: DeleteRecordButtonProps<RecordType>) => {
    const record = useRecordContext<RecordType>();
    const resource = useResourceContext()!;
    const translate = useTranslate();
    const notify = useNotify();
    const describe = useErrorMessage();
    const [open, setOpen] = useState(false);
    const [deleteOne, { isPending }] = useDelete();
    if (!record) return null;

    const confirm = () =>
        deleteOne(
            resource,
            { id: record.id, previousData: record },
            {
                mutationMode: 'pessimistic',
                onSuccess: () => {
                    setOpen(false);
                    if (onDeleted) onDeleted();
                    else notify(`resources.${resource}.notifications.deleted`, { type: 'success' });
                },
                onError: (error) => {
                    setOpen(false);
                    if (onDeleteError) onDeleteError(describe(error));
                    else
                        notify(`resources.${resource}.notifications.delete_error`, {
                            type: 'error',
                            messageArgs: { message: describe(error) },
                        });
                },
            },
        );

    const label = translate('ra.action.delete');
    return (
        <>
            <Tooltip title={disabledReason ? translate(disabledReason) : label}>
                {/* A disabled button gets no pointer events: the span still shows the tooltip. */}
                <span>
                    <IconButton
                        aria-label={label}
                        color="error"
                        size="small"
                        disabled={Boolean(disabledReason)}
                        onClick={() => setOpen(true)}
                    >
                        <DeleteIcon fontSize="small" />
                    </IconButton>
                </span>
            </Tooltip>
            <ConfirmDialog
                open={open}
                content={`resources.${resource}.confirm_delete`}
                contentArgs={{ name: recordName?.(record) }}
                loading={isPending}
                onConfirm={confirm}
                onClose={() => setOpen(false)}
            />
        </>
    );
};
