import { Alert, CircularProgress, Divider, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { RetryAlert } from '../common/RetryAlert';
import { useApiQuery } from '../common/useApiQuery';
import { CertificadoGre } from './CertificadoGre';
import { CredencialesGre } from './CredencialesGre';
import { ProbarConexionGre } from './ProbarConexionGre';

/** Gestión de Compañía › Guía electrónica (SUNAT): the company's series, SUNAT credentials and certificate (types 1-2). */
export const GrePanel = () => {
    const translate = useTranslate();
    const { load, reload } = useApiQuery(['gre-configuracion'], (api) => api.greConfiguracion());
    if (load.state === 'loading') return <CircularProgress aria-label={translate('ra.page.loading')} />;
    if (load.state === 'error') return <RetryAlert onRetry={reload}>{load.message}</RetryAlert>;
    const configuracion = load.data;
    return (
        <Stack spacing={3} sx={{ maxWidth: 640 }}>
            <Typography variant="body2" color="text.secondary">
                {translate('resources.gre.intro')}
            </Typography>
            <Alert severity={configuracion.configurado ? 'success' : 'info'}>
                {translate(configuracion.configurado ? 'resources.gre.estado.completa' : 'resources.gre.estado.incompleta')}
            </Alert>
            <CredencialesGre configuracion={configuracion} onGuardada={reload} />
            <Divider />
            <CertificadoGre configuracion={configuracion} onSubido={reload} />
            <Divider />
            <ProbarConexionGre />
        </Stack>
    );
};
