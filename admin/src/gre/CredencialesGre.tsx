import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { useErrorMessage } from '../common/errors';
import { useApi } from '../common/useApiQuery';
import type { GreConfiguracion, GreConfiguracionCambio } from '../api/tipos';

const T = 'resources.gre.credenciales';

interface CampoProps {
    id: string;
    /** Its translation key under resources.gre.credenciales. */
    label: string;
    value: string;
    onChange(value: string): void;
    hint?: string;
}

const CampoTexto = ({ id, label, value, onChange, hint }: CampoProps) => {
    const translate = useTranslate();
    return (
        <TextField
            id={id}
            label={translate(`${T}.${label}`)}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            helperText={hint && translate(`${T}.${hint}`)}
            required
            size="small"
        />
    );
};

/** A secret's field: empty unless typed; when one is stored, it says so and may stay blank. */
const CampoSecreto = ({ id, label, value, onChange, guardado }: CampoProps & { guardado: boolean }) => {
    const translate = useTranslate();
    return (
        <TextField
            id={id}
            type="password"
            label={translate(`${T}.${label}`)}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            required={!guardado}
            helperText={guardado ? translate(`${T}.configurado`) : undefined}
            autoComplete="new-password"
            size="small"
        />
    );
};

/** Series, client ID and SOL user; the client secret and the clave SOL are sent only when typed. */
export const CredencialesGre = ({ configuracion, onGuardada }: { configuracion: GreConfiguracion; onGuardada(): void }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const describe = useErrorMessage();
    const api = useApi();
    const [valores, setValores] = useState({
        serie: configuracion.serie ?? '',
        clientId: configuracion.clientId ?? '',
        usuarioSol: configuracion.usuarioSol ?? '',
        clientSecret: '',
        claveSol: '',
    });
    const [problema, setProblema] = useState<string>();
    const guardar = useMutation({ mutationFn: (cambio: GreConfiguracionCambio) => api.guardarGreConfiguracion(cambio) });
    const cambiar = (campo: keyof typeof valores) => (value: string) =>
        setValores((antes) => ({ ...antes, [campo]: value }));

    const enviar = async (event: FormEvent) => {
        event.preventDefault();
        setProblema(undefined);
        try {
            await guardar.mutateAsync({
                ...valores,
                clientSecret: valores.clientSecret || undefined,
                claveSol: valores.claveSol || undefined,
            });
            notify(`${T}.guardadas`, { type: 'success' });
            onGuardada();
        } catch (error) {
            setProblema(describe(error));
        }
    };

    return (
        <Stack component="form" onSubmit={enviar} spacing={2} aria-labelledby="gre-credenciales" noValidate>
            <Typography id="gre-credenciales" variant="h6" component="h2">
                {translate(`${T}.title`)}
            </Typography>
            {problema && <Alert severity="error">{problema}</Alert>}
            <CampoTexto id="gre-serie" label="serie" hint="serie_hint" value={valores.serie} onChange={cambiar('serie')} />
            <CampoTexto id="gre-client-id" label="client_id" value={valores.clientId} onChange={cambiar('clientId')} />
            <CampoSecreto
                id="gre-client-secret"
                label="client_secret"
                guardado={configuracion.clientSecretConfigurado}
                value={valores.clientSecret}
                onChange={cambiar('clientSecret')}
            />
            <CampoTexto
                id="gre-usuario-sol"
                label="usuario_sol"
                hint="usuario_sol_hint"
                value={valores.usuarioSol}
                onChange={cambiar('usuarioSol')}
            />
            <CampoSecreto
                id="gre-clave-sol"
                label="clave_sol"
                guardado={configuracion.claveSolConfigurada}
                value={valores.claveSol}
                onChange={cambiar('claveSol')}
            />
            <div>
                <Button type="submit" variant="contained" disabled={guardar.isPending}>
                    {translate(`${T}.guardar`)}
                </Button>
            </div>
        </Stack>
    );
};
