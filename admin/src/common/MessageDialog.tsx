import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface Message {
    /** Translation keys. */
    title: string;
    text: string;
    args?: Record<string, unknown>;
    severity: 'success' | 'error';
}

/** The outcome of an action told in a dialog the user closes (docs/especificacion-activos.md §8 "Tipos de alerta"). */
export const MessageDialog = ({ message, onClose }: { message: Message; onClose(): void }) => {
    const translate = useTranslate();
    return (
        <Dialog open onClose={onClose} maxWidth="xs" fullWidth>
            <DialogTitle>{translate(message.title)}</DialogTitle>
            <DialogContent>
                <Alert severity={message.severity}>{translate(message.text, message.args)}</Alert>
            </DialogContent>
            <DialogActions>
                <Button variant="contained" onClick={onClose} autoFocus>
                    {translate('app.common.accept')}
                </Button>
            </DialogActions>
        </Dialog>
    );
};

/**
 * A delete's outcome told in a titled dialog (Éxito / Error al Eliminar), with the resource's
 * notifications.deleted and notifications.delete_error texts; for DeleteRecordButton's callbacks.
 */
export const deleteOutcomeMessages = (resource: string, show: (message: Message) => void) => ({
    onDeleted: () => show({ title: 'app.message.success', text: `resources.${resource}.notifications.deleted`, severity: 'success' }),
    onDeleteError: (detail: string) =>
        show({
            title: 'app.message.delete_error',
            text: `resources.${resource}.notifications.delete_error`,
            args: { message: detail },
            severity: 'error',
        }),
});
