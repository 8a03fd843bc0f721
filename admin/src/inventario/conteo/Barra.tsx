import { useSyncExternalStore } from 'react';
import { AppBar, Box, Button, Chip, CircularProgress, IconButton, Stack, Toolbar, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { texto } from '../record';
import type { Pendientes } from './usePendientes';

const suscribirRed = (aviso: () => void) => {
    window.addEventListener('online', aviso);
    window.addEventListener('offline', aviso);
    return () => {
        window.removeEventListener('online', aviso);
        window.removeEventListener('offline', aviso);
    };
};

/** Whether the browser says it has network. */
const useEnLinea = () => useSyncExternalStore(suscribirRed, () => navigator.onLine);

/** The bar of the phone's page: back, the campaign, and what waits to be sent, always in sight. */
export const Barra = ({ inventarioId, nombre, pendientes }: { inventarioId: number; nombre?: string; pendientes: Pendientes }) => {
    const translate = useTranslate();
    const enLinea = useEnLinea();
    return (
        <AppBar position="sticky">
            <Toolbar sx={{ gap: 1, px: 1 }}>
                <IconButton
                    component={Link}
                    to={`/inventario/${inventarioId}`}
                    color="inherit"
                    aria-label={translate(texto('conteo.back'))}
                    size="large"
                >
                    <ArrowBackIcon />
                </IconButton>
                <Box sx={{ minWidth: 0, flex: 1 }}>
                    <Typography variant="h6" component="h1" noWrap>
                        {translate(texto('conteo.title'))}
                    </Typography>
                    {nombre && (
                        <Typography variant="caption" component="div" noWrap>
                            {nombre}
                        </Typography>
                    )}
                </Box>
                {!enLinea && (
                    <Chip
                        icon={<CloudOffIcon />}
                        label={translate(texto('conteo.sin_red'))}
                        size="small"
                        sx={{ bgcolor: 'warning.light', color: 'warning.contrastText' }}
                    />
                )}
            </Toolbar>
            {pendientes.cuenta > 0 && (
                <Stack
                    direction="row"
                    alignItems="center"
                    justifyContent="space-between"
                    gap={1}
                    role="status"
                    sx={{ px: 2, py: 0.5, bgcolor: 'warning.main', color: 'warning.contrastText' }}
                >
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        {translate(texto('conteo.pendientes'), { smart_count: pendientes.cuenta })}
                    </Typography>
                    {enLinea && (
                        <Button
                            size="small"
                            color="inherit"
                            variant="outlined"
                            startIcon={pendientes.enviando ? <CircularProgress size={14} color="inherit" /> : <CloudUploadIcon />}
                            disabled={pendientes.enviando}
                            onClick={() => void pendientes.enviar()}
                        >
                            {translate(texto(pendientes.enviando ? 'conteo.enviando' : 'conteo.enviar'))}
                        </Button>
                    )}
                </Stack>
            )}
        </AppBar>
    );
};
