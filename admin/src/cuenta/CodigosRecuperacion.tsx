import { Alert, Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CopyButton } from '../common/CopyButton';

/** The ten recovery codes, shown once: with a copy button and the warning to keep them. */
export const CodigosRecuperacion = ({ codigos }: { codigos: string[] }) => {
    const translate = useTranslate();
    return (
        <Stack spacing={2} component="section" aria-labelledby="codigos-recuperacion-titulo">
            <Typography id="codigos-recuperacion-titulo" variant="subtitle1" component="h2" sx={{ fontWeight: 500 }}>
                {translate('app.cuenta.recovery.title')}
            </Typography>
            <Alert severity="warning">{translate('app.cuenta.recovery.warning')}</Alert>
            <Box
                component="ul"
                aria-label={translate('app.cuenta.recovery.title')}
                sx={{
                    m: 0,
                    p: 1.5,
                    listStyle: 'none',
                    display: 'grid',
                    gridTemplateColumns: 'repeat(2, 1fr)',
                    gap: 1,
                    bgcolor: 'action.hover',
                    borderRadius: 1,
                    fontFamily: 'monospace',
                    fontSize: '1rem',
                    textAlign: 'center',
                }}
            >
                {codigos.map((codigo) => (
                    <li key={codigo}>{codigo}</li>
                ))}
            </Box>
            <Box>
                <CopyButton text={codigos.join('\n')} label="app.cuenta.recovery.copy" />
            </Box>
        </Stack>
    );
};
