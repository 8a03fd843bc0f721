import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface Message {
    /** Translation keys. */
    title: string;
    text: string;
    args?: Record<string, unknown>;
    severity: 'success' | 'error';
}

/** The outcome of an action told in a dialog the user closes (spec part 1 §8 "Alert kinds"). */
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
