import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CopyButton } from '../common/CopyButton';
import type { ClaveApiCreada } from '../api/tipos';

/** The new key, shown this once (the server keeps only its hash): to copy before closing. */
export const ClaveCreadaDialog = ({ clave, onClose }: { clave: ClaveApiCreada; onClose(): void }) => {
    const translate = useTranslate();
    return (
        <Dialog
            open
            fullWidth
            maxWidth="sm"
            // Only the buttons or Escape close it: a stray click must not lose the key.
            onClose={(_event, reason) => reason === 'escapeKeyDown' && onClose()}
            aria-labelledby="clave-creada-titulo"
        >
            <DialogTitle id="clave-creada-titulo">{translate('resources.ClaveApi.dialog.created')}</DialogTitle>
            <DialogContent>
                <Stack spacing={2} sx={{ pt: 1 }}>
                    <Alert severity="warning">{translate('resources.ClaveApi.dialog.warning')}</Alert>
                    <TextField
                        label={translate('resources.ClaveApi.fields.clave')}
                        value={clave.clave}
                        fullWidth
                        slotProps={{
                            input: { readOnly: true, sx: { fontFamily: 'monospace' } },
                            htmlInput: { onFocus: (event: { target: { select(): void } }) => event.target.select() },
                        }}
                    />
                    <div>
                        <CopyButton text={clave.clave} label="resources.ClaveApi.dialog.copy" variant="contained" />
                    </div>
                </Stack>
            </DialogContent>
            <DialogActions sx={{ px: 3, pb: 2 }}>
                <Button onClick={onClose}>{translate('ra.action.close')}</Button>
            </DialogActions>
        </Dialog>
    );
};
