import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useErrorMessage } from '../common/errors';
import { useApi } from '../common/useApiQuery';

const T = 'resources.gre.prueba';

/** Asks SUNAT for a token with the stored credentials and shows what it answered. */
export const ProbarConexionGre = () => {
    const translate = useTranslate();
    const describe = useErrorMessage();
    const api = useApi();
    const prueba = useMutation({ mutationFn: () => api.probarConexionGre() });
    return (
        <Stack spacing={2} aria-labelledby="gre-prueba">
            <Typography id="gre-prueba" variant="h6" component="h2">
                {translate(`${T}.title`)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
                {translate(`${T}.hint`)}
            </Typography>
            <div>
                <Button variant="outlined" onClick={() => prueba.mutate()} disabled={prueba.isPending}>
                    {translate(`${T}.probar`)}
                </Button>
            </div>
            {prueba.data && (
                <Alert severity={prueba.data.ok ? 'success' : 'error'} role="status">
                    {prueba.data.mensaje}
                </Alert>
            )}
            {prueba.error && <Alert severity="error">{describe(prueba.error)}</Alert>}
        </Stack>
    );
};
