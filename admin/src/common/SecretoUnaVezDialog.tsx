import type { ReactNode } from 'react';
import { Alert, AlertColor, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CopyButton } from './CopyButton';

interface SecretoUnaVezDialogProps {
    /** Unique in the page: names the dialog for assistive technology. */
    id: string;
    title: string;
    alert: { severity: AlertColor; text: ReactNode };
    label: string;
    value: string;
    /** Translation key of the copy button. */
    copyLabel: string;
    /** A long value (a link) wraps instead of scrolling sideways. */
    multiline?: boolean;
    onClose(): void;
}

/** A secret the server shows this once and keeps only as a hash (an API key, an enrolment link): to copy before closing. */
export const SecretoUnaVezDialog = ({ id, title, alert, label, value, copyLabel, multiline, onClose }: SecretoUnaVezDialogProps) => {
    const translate = useTranslate();
    return (
        <Dialog
            open
            fullWidth
            maxWidth="sm"
            // Only the button or Escape close it: a stray click must not lose the secret.
            onClose={(_event, reason) => reason === 'escapeKeyDown' && onClose()}
            aria-labelledby={id}
        >
            <DialogTitle id={id}>{title}</DialogTitle>
            <DialogContent>
                <Stack spacing={2} sx={{ pt: 1 }}>
                    <Alert severity={alert.severity}>{alert.text}</Alert>
                    <TextField
                        label={label}
                        value={value}
                        fullWidth
                        multiline={multiline}
                        slotProps={{
                            input: { readOnly: true, sx: { fontFamily: 'monospace', ...(multiline && { wordBreak: 'break-all' }) } },
                            htmlInput: { onFocus: (event: { target: { select(): void } }) => event.target.select() },
                        }}
                    />
                    <div>
                        <CopyButton text={value} label={copyLabel} variant="contained" />
                    </div>
                </Stack>
            </DialogContent>
            <DialogActions sx={{ px: 3, pb: 2 }}>
                <Button onClick={onClose}>{translate('ra.action.close')}</Button>
            </DialogActions>
        </Dialog>
    );
};
