import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { useErrorMessage } from '../common/errors';
import { formatLimaDate } from '../common/format';
import { useApi } from '../common/useApiQuery';
import type { GreConfiguracion } from '../api/tipos';

const T = 'resources.gre.certificado';

/** The stored certificate's holder, serial and expiry, or that there is none yet. */
const DatosDelCertificado = ({ certificado }: { certificado: GreConfiguracion['certificado'] }) => {
    const translate = useTranslate();
    if (!certificado) return <Typography color="text.secondary">{translate(`${T}.ninguno`)}</Typography>;
    return (
        <Box
            component="dl"
            aria-label={translate(`${T}.title`)}
            sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px', '& dd': { m: 0 } }}
        >
            <dt>{translate(`${T}.titular`)}</dt>
            <dd>{certificado.titular}</dd>
            <dt>{translate(`${T}.numero_serie`)}</dt>
            <dd>{certificado.numeroSerie}</dd>
            <dt>{translate(`${T}.vence`)}</dt>
            <dd>{formatLimaDate(certificado.venceEl)}</dd>
        </Box>
    );
};

/** The PKCS#12 file and its password; the server says what is wrong with a file it refuses. */
export const CertificadoGre = ({ configuracion, onSubido }: { configuracion: GreConfiguracion; onSubido(): void }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const describe = useErrorMessage();
    const api = useApi();
    const [archivo, setArchivo] = useState<File | null>(null);
    const [clave, setClave] = useState('');
    const [problema, setProblema] = useState<string>();
    const subir = useMutation({ mutationFn: (form: FormData) => api.subirCertificadoGre(form) });

    const enviar = async (event: FormEvent) => {
        event.preventDefault();
        if (!archivo) return;
        setProblema(undefined);
        const form = new FormData();
        form.append('file', archivo);
        form.append('clave', clave);
        try {
            await subir.mutateAsync(form);
            notify(`${T}.subido`, { type: 'success' });
            onSubido();
        } catch (error) {
            setProblema(describe(error));
        }
    };

    return (
        <Stack component="form" onSubmit={enviar} spacing={2} aria-labelledby="gre-certificado" noValidate>
            <Typography id="gre-certificado" variant="h6" component="h2">
                {translate(`${T}.title`)}
            </Typography>
            <DatosDelCertificado certificado={configuracion.certificado} />
            {problema && <Alert severity="error">{problema}</Alert>}
            <Stack direction="row" spacing={2} alignItems="center">
                <Button variant="outlined" component="label">
                    {translate(`${T}.elegir`)}
                    <input
                        hidden
                        type="file"
                        accept=".pfx,.p12,application/x-pkcs12"
                        aria-label={translate(`${T}.archivo`)}
                        onChange={(event) => setArchivo(event.target.files?.[0] ?? null)}
                    />
                </Button>
                <Typography variant="body2">{archivo?.name}</Typography>
            </Stack>
            <TextField
                id="gre-clave-certificado"
                type="password"
                label={translate(`${T}.clave`)}
                value={clave}
                onChange={(event) => setClave(event.target.value)}
                autoComplete="off"
                size="small"
            />
            <div>
                <Button type="submit" variant="contained" disabled={!archivo || subir.isPending}>
                    {translate(`${T}.subir`)}
                </Button>
            </div>
        </Stack>
    );
};
