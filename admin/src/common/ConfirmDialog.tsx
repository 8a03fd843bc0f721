import DeleteIcon from '@mui/icons-material/Delete';
import { Confirm } from 'react-admin';

interface ConfirmDialogProps {
    open: boolean;
    /** Translation key of the question; its %{...} placeholders come from contentArgs. */
    content: string;
    contentArgs?: Record<string, unknown>;
    loading?: boolean;
    onConfirm(): void;
    onClose(): void;
}

/** The confirmation every destructive action asks for, titled as the spec words it ("Confirmar Eliminación"). */
export const ConfirmDialog = ({ open, content, contentArgs, loading, onConfirm, onClose }: ConfirmDialogProps) => (
    <Confirm
        isOpen={open}
        loading={loading}
        title="app.confirm.delete_title"
        content={content}
        contentTranslateOptions={contentArgs}
        confirm="ra.action.delete"
        confirmColor="warning"
        ConfirmIcon={DeleteIcon}
        onConfirm={onConfirm}
        // The call is already on its way: closing now would hide its outcome.
        onClose={() => !loading && onClose()}
    />
);
