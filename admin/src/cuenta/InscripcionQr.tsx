import { Box, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Inscripcion } from '../api/tipos';

/** What the authenticator app is set up with: the QR to scan, and the secret for typing it by hand. */
export const InscripcionQr = ({ inscripcion, hint }: { inscripcion: Inscripcion; hint: string }) => {
    const translate = useTranslate();
    return (
        <Stack spacing={1.5} alignItems="center">
            <Typography variant="body2">{translate(hint)}</Typography>
            <Box
                component="img"
                src={inscripcion.qr}
                alt={translate('app.cuenta.dos_factores.qr_alt')}
                sx={{ width: 180, height: 180, imageRendering: 'pixelated' }}
            />
            <TextField
                label={translate('app.cuenta.dos_factores.secret')}
                value={inscripcion.secreto}
                size="small"
                fullWidth
                slotProps={{
                    input: { readOnly: true, sx: { fontFamily: 'monospace' } },
                    htmlInput: { onFocus: (event: { target: { select(): void } }) => event.target.select() },
                }}
            />
        </Stack>
    );
};
