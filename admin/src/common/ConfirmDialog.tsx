import type { ComponentType } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import { Confirm } from 'react-admin';

interface ConfirmDialogProps {
    open: boolean;
    /** Translation key of the question; its %{...} placeholders come from contentArgs. */
    content: string;
    contentArgs?: Record<string, unknown>;
    /** Translation keys of the title and the confirm button, for an action that is not a deletion. */
    title?: string;
    confirmLabel?: string;
    confirmIcon?: ComponentType;
    loading?: boolean;
    onConfirm(): void;
    onClose(): void;
}

/**
 * The confirmation every destructive action asks for; by default titled as the spec words a deletion
 * ("Confirmar Eliminación") with an Eliminar button.
 */
export const ConfirmDialog = ({
    open,
    content,
    contentArgs,
    title = 'app.confirm.delete_title',
    confirmLabel = 'ra.action.delete',
    confirmIcon = DeleteIcon,
    loading,
    onConfirm,
    onClose,
}: ConfirmDialogProps) => (
    <Confirm
        isOpen={open}
        loading={loading}
        title={title}
        content={content}
        contentTranslateOptions={contentArgs}
        confirm={confirmLabel}
        confirmColor="warning"
        ConfirmIcon={confirmIcon}
        onConfirm={onConfirm}
        // The call is already on its way: closing now would hide its outcome.
        onClose={() => !loading && onClose()}
    />
);
