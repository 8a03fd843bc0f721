import type { ComponentType, MouseEvent } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import UndoIcon from '@mui/icons-material/Undo';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';

interface ConfirmDialogProps {
    open: boolean;
    /** Translation key of the question; its %{...} placeholders come from contentArgs. */
    content: string;
    contentArgs?: Record<string, unknown>;
    /** Translation keys of the title and the buttons, for an action that is not a deletion. */
    title?: string;
    confirmLabel?: string;
    cancelLabel?: string;
    confirmIcon?: ComponentType;
    loading?: boolean;
    onConfirm(): void;
    onClose(): void;
}

/**
 * The confirmation every destructive action asks for; by default titled as the spec words a deletion
 * ("Confirmar Eliminación") with an Eliminar button. The safe choice has the focus: Enter after an
 * Escape or a double click keeps what the person has, and only a deliberate choice destroys it.
 */
export const ConfirmDialog = ({
    open,
    content,
    contentArgs,
    title = 'app.confirm.delete_title',
    confirmLabel = 'ra.action.delete',
    cancelLabel = 'ra.action.cancel',
    confirmIcon: ConfirmIcon = DeleteIcon,
    loading,
    onConfirm,
    onClose,
}: ConfirmDialogProps) => {
    const translate = useTranslate();
    // The call is already on its way: closing now would hide its outcome.
    const cerrar = () => !loading && onClose();
    // Inside a row or a form, a click here is the dialog's only.
    const soloAqui = (event: MouseEvent) => event.stopPropagation();
    return (
        <Dialog open={open} onClose={cerrar} onClick={soloAqui} aria-labelledby="confirmacion-titulo">
            <DialogTitle id="confirmacion-titulo">{translate(title, { _: title })}</DialogTitle>
            <DialogContent>
                <DialogContentText>{translate(content, { _: content, ...contentArgs })}</DialogContentText>
            </DialogContent>
            <DialogActions>
                <Button disabled={loading} onClick={cerrar} startIcon={<UndoIcon />} autoFocus>
                    {translate(cancelLabel, { _: cancelLabel })}
                </Button>
                <Button
                    disabled={loading}
                    onClick={onConfirm}
                    color="error"
                    className="ra-confirm"
                    startIcon={<ConfirmIcon />}
                >
                    {translate(confirmLabel, { _: confirmLabel })}
                </Button>
            </DialogActions>
        </Dialog>
    );
};
