import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { useLogin, useTranslate } from 'react-admin';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { post, serverMessage } from '../authProvider';
import type { InscripcionPorEnlace, LoginDosFactores } from '../api/tipos';
import { CodigoVerificacionField } from '../common/CodigoVerificacionField';
import { CodigosRecuperacion } from '../cuenta/CodigosRecuperacion';
import { InscripcionQr } from '../cuenta/InscripcionQr';

const ABRIR = '/api/auth/2fa/enlace';
const ACTIVAR = '/api/auth/2fa/enlace/activar';
const CONNECTION_ERROR = 'app.login.connection_error';

type Estado =
    | { kind: 'cargando' }
    | { kind: 'error'; mensaje: string }
    | { kind: 'inscripcion'; datos: InscripcionPorEnlace }
    | { kind: 'codigos'; respuesta: LoginDosFactores };

/**
 * The opening of each link, made once per page load: a second one at the same moment (React's development double
 * effects) could have the server generate the secret twice, and show one that is not kept.
 */
const aperturas = new Map<string, Promise<InscripcionPorEnlace>>();

/** A call of this page: the JSON answer, or an Error with the server's Spanish message. */
const llamar = async <T,>(url: string, body: object): Promise<T> => {
    const response = await post(url, body);
    if (!response.ok) throw new Error((await serverMessage(response)) ?? CONNECTION_ERROR);
    return (await response.json()) as T;
};

/**
 * Where the link e-mailed to a person who must use the verification in two steps leads (/configurar-verificacion#token,
 * or an administrator's reset): the QR of their new secret, then its first code, which turns it on and signs them in,
 * with their recovery codes shown once. Public: the token is the credential; it never leaves the page but to the API.
 */
export const InscripcionPage = () => {
    const translate = useTranslate();
    const login = useLogin();
    const token = useLocation().hash.slice(1);
    const [estado, setEstado] = useState<Estado>({ kind: 'cargando' });
    const [codigo, setCodigo] = useState('');
    const [enviando, setEnviando] = useState(false);
    const [problema, setProblema] = useState<string>();

    useEffect(() => {
        let vigente = true;
        if (token && !aperturas.has(token)) aperturas.set(token, llamar<InscripcionPorEnlace>(ABRIR, { token }));
        const abrir = aperturas.get(token) ?? Promise.reject(new Error('app.inscripcion.sin_enlace'));
        abrir.then(
            (datos) => vigente && setEstado({ kind: 'inscripcion', datos }),
            (error: Error) => vigente && setEstado({ kind: 'error', mensaje: error.message }),
        );
        return () => {
            vigente = false;
        };
    }, [token]);

    const activar = async (event: FormEvent) => {
        event.preventDefault();
        if (!codigo.trim() || enviando) return;
        setEnviando(true);
        setProblema(undefined);
        try {
            setEstado({ kind: 'codigos', respuesta: await llamar<LoginDosFactores>(ACTIVAR, { token, codigo: codigo.trim() }) });
        } catch (error) {
            setProblema((error as Error).message);
        } finally {
            setEnviando(false);
        }
    };

    const continuar = (respuesta: LoginDosFactores) => {
        const { codigosRecuperacion: _codigos, ...sesion } = respuesta;
        login({ respuesta: sesion }, '/');
    };

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
                        {estado.kind === 'cargando' && (
                            <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
                                <CircularProgress aria-label={translate('ra.message.loading')} />
                            </Box>
                        )}
                        {estado.kind === 'error' && (
                            <>
                                <Alert severity="error">{translate(estado.mensaje, { _: estado.mensaje })}</Alert>
                                <Button component={RouterLink} to="/login" variant="contained">
                                    {translate('app.inscripcion.go_login')}
                                </Button>
                            </>
                        )}
                        {estado.kind === 'inscripcion' && (
                            <Stack component="form" onSubmit={activar} noValidate spacing={2}>
                                <Typography variant="body2">
                                    {translate('app.inscripcion.account', {
                                        name: estado.datos.nombre,
                                        email: estado.datos.correoElectronico,
                                    })}
                                </Typography>
                                <InscripcionQr inscripcion={estado.datos.inscripcion} hint="app.inscripcion.scan" />
                                {problema && <Alert severity="error">{translate(problema, { _: problema })}</Alert>}
                                <CodigoVerificacionField
                                    value={codigo}
                                    onChange={setCodigo}
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
                        )}
                        {estado.kind === 'codigos' && (
                            <>
                                <Alert severity="success">{translate('app.inscripcion.done')}</Alert>
                                <CodigosRecuperacion codigos={estado.respuesta.codigosRecuperacion ?? []} />
                                <Button variant="contained" onClick={() => continuar(estado.respuesta)}>
                                    {translate('app.login.continue')}
                                </Button>
                            </>
                        )}
                    </Stack>
                </CardContent>
            </Card>
        </Box>
    );
};
