import type { FormEvent, ReactNode } from 'react';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { useLogin, useTranslate } from 'react-admin';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { InscripcionPorEnlace, LoginDosFactores } from '../api/tipos';
import { CodigoVerificacionField } from '../common/CodigoVerificacionField';
import { CodigosRecuperacion } from '../cuenta/CodigosRecuperacion';
import { InscripcionQr } from '../cuenta/InscripcionQr';
import { useInscripcionPorEnlace } from './useInscripcionPorEnlace';

/** The public page's card, centred on the screen, under its title. */
const TarjetaDeInscripcion = ({ children }: { children: ReactNode }) => {
    const translate = useTranslate();
    return (
        <Box
            component="main"
            sx={{
                minHeight: '100vh',
                display: 'flex',
                alignItems: { xs: 'flex-start', sm: 'center' },
                justifyContent: 'center',
                bgcolor: 'background.default',
                p: { xs: 1, sm: 3 },
            }}
        >
            <Card sx={{ width: 460, maxWidth: '100%' }}>
                <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
                    <Stack spacing={2}>
                        <Stack direction="row" spacing={1} alignItems="center" justifyContent="center">
                            <VerifiedUserIcon color="primary" />
                            <Typography variant="h5" component="h1" align="center" sx={{ typography: { xs: 'h6', sm: 'h5' } }}>
                                {translate('app.inscripcion.title')}
                            </Typography>
                        </Stack>
                        {children}
                    </Stack>
                </CardContent>
            </Card>
        </Box>
    );
};

/** A link that cannot be used (expired, already used, missing): why, and the way to the login page. */
const EnlaceNoValido = ({ mensaje }: { mensaje: string }) => {
    const translate = useTranslate();
    return (
        <>
            <Alert severity="error">{translate(mensaje, { _: mensaje })}</Alert>
            <Button component={RouterLink} to="/login" variant="contained">
                {translate('app.inscripcion.go_login')}
            </Button>
        </>
    );
};

interface InscripcionFormProps {
    datos: InscripcionPorEnlace;
    codigo: string;
    onCodigo(codigo: string): void;
    enviando: boolean;
    problema?: string;
    onSubmit(event: FormEvent): void;
}

/** Whose account it is, the QR of the new secret, and the field for its first code. */
const InscripcionForm = ({ datos, codigo, onCodigo, enviando, problema, onSubmit }: InscripcionFormProps) => {
    const translate = useTranslate();
    return (
        <Stack component="form" onSubmit={onSubmit} noValidate spacing={2}>
            <Typography variant="body2">
                {translate('app.inscripcion.account', {
                    name: datos.nombre,
                    email: datos.correoElectronico,
                })}
            </Typography>
            <InscripcionQr inscripcion={datos.inscripcion} hint="app.inscripcion.scan" />
            {problema && <Alert severity="error">{translate(problema, { _: problema })}</Alert>}
            <CodigoVerificacionField
                value={codigo}
                onChange={onCodigo}
                helperText={translate('app.inscripcion.code_hint')}
                soloDigitos
            />
            <Button
                type="submit"
                variant="contained"
                disabled={enviando || !codigo.trim()}
                startIcon={enviando ? <CircularProgress size={18} color="inherit" /> : undefined}
            >
                {translate('app.inscripcion.submit')}
            </Button>
        </Stack>
    );
};

/** Turned on: the recovery codes, shown once, and Continuar into the panel with the session the activation gave. */
const InscripcionTerminada = ({ respuesta }: { respuesta: LoginDosFactores }) => {
    const translate = useTranslate();
    const login = useLogin();
    const continuar = () => {
        const { codigosRecuperacion: _codigos, ...sesion } = respuesta;
        login({ respuesta: sesion }, '/');
    };
    return (
        <>
            <Alert severity="success">{translate('app.inscripcion.done')}</Alert>
            <CodigosRecuperacion codigos={respuesta.codigosRecuperacion ?? []} />
            <Button variant="contained" onClick={continuar}>
                {translate('app.login.continue')}
            </Button>
        </>
    );
};

/**
 * Where the link e-mailed to a person who must use the verification in two steps leads (/configurar-verificacion#token,
 * or an administrator's reset): the QR of their new secret, then its first code, which turns it on and signs them in,
 * with their recovery codes shown once. Public: the token is the credential; it never leaves the page but to the API.
 */
export const InscripcionPage = () => {
    const translate = useTranslate();
    const token = useLocation().hash.slice(1);
    const { estado, codigo, setCodigo, enviando, problema, activar } = useInscripcionPorEnlace(token);
    return (
        <TarjetaDeInscripcion>
            {estado.kind === 'cargando' && (
                <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
                    <CircularProgress aria-label={translate('ra.message.loading')} />
                </Box>
            )}
            {estado.kind === 'error' && <EnlaceNoValido mensaje={estado.mensaje} />}
            {estado.kind === 'inscripcion' && (
                <InscripcionForm
                    datos={estado.datos}
                    codigo={codigo}
                    onCodigo={setCodigo}
                    enviando={enviando}
                    problema={problema}
                    onSubmit={activar}
                />
            )}
            {estado.kind === 'codigos' && <InscripcionTerminada respuesta={estado.respuesta} />}
        </TarjetaDeInscripcion>
    );
};
