import { useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import {
    Alert,
    AppBar,
    Box,
    Button,
    Card,
    CardContent,
    Chip,
    CircularProgress,
    Dialog,
    DialogActions,
    DialogContent,
    DialogTitle,
    IconButton,
    LinearProgress,
    List,
    ListItem,
    ListItemText,
    Stack,
    TextField,
    Toolbar,
    Typography,
} from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import EditLocationAltIcon from '@mui/icons-material/EditLocationAlt';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import VideocamOffIcon from '@mui/icons-material/VideocamOff';
import { useTranslate } from 'react-admin';
import { codigoLeido, enSuLugar } from '@dominio/inventario';
import { Link, useParams } from 'react-router-dom';
import { useErrorMessage } from '../../common/errors';
import { formatNumber } from '../../common/format';
import { RetryAlert } from '../../common/RetryAlert';
import { useApi } from '../../common/useApiQuery';
import { useCanWrite } from '../../common/useCanWrite';
import { SessionWatcher } from '../../layout/SessionWatcher';
import { estaAbierto, texto, ubicacionTexto } from '../record';
import { Camara } from './Camara';
import { ActivosAqui, UltimaLectura, UltimasLecturas } from './Lecturas';
import { ubicacionDeLectura, type Leida } from './lectura';
import { prepararSonido, senal } from './senal';
import { UbicacionPaso } from './UbicacionPaso';
import { useCampana } from './useCampana';
import { sinRed, usePendientes, type Pendientes } from './usePendientes';
import { guardarLugar, lugarGuardado, type Campana, type LugarDelConteo } from './almacen';
import { claveDeEnvio, segunConfirmaciones, type Confirmacion } from './confirmaciones';
import { readSession } from '../../session';
import type { Lectura, LecturaNueva } from '../../api/tipos';

/** How many readings the page lists under the last one. */
const ULTIMAS = 10;

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
const Barra = ({ inventarioId, nombre, pendientes }: { inventarioId: number; nombre?: string; pendientes: Pendientes }) => {
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

/** The rows of a batch the API refused, until the person has read them. */
const Rechazos = ({ pendientes }: { pendientes: Pendientes }) => {
    const translate = useTranslate();
    if (!pendientes.rechazos.length) return null;
    return (
        <Dialog open fullWidth onClose={pendientes.olvidarRechazos}>
            <DialogTitle>{translate(texto('conteo.rechazadas.title'))}</DialogTitle>
            <DialogContent>
                <List dense>
                    {pendientes.rechazos.map((rechazo, indice) => (
                        <ListItem key={indice} disableGutters>
                            <ListItemText
                                primary={translate(texto('conteo.rechazadas.fila'), {
                                    codigo: rechazo.codigo,
                                    message: rechazo.mensaje,
                                })}
                            />
                        </ListItem>
                    ))}
                </List>
            </DialogContent>
            <DialogActions>
                <Button variant="contained" onClick={pendientes.olvidarRechazos}>
                    {translate(texto('conteo.rechazadas.cerrar'))}
                </Button>
            </DialogActions>
        </Dialog>
    );
};

interface ContarProps {
    campana: Campana;
    guardada: boolean;
    pendientes: Pendientes;
    /** The server's answers for readings that waited on the phone, by claveDeEnvio. */
    confirmadas: ReadonlyMap<string, Confirmacion>;
    /** The assets read since the page opened (the campaign's list says which were read before). */
    leidos: ReadonlySet<number>;
    onLeido(activoId: number): void;
}

/** The counting itself: the place, then reading its assets one after another. */
const Contar = ({ campana, guardada, pendientes, confirmadas, leidos, onLeido }: ContarProps) => {
    const translate = useTranslate();
    const describe = useErrorMessage();
    const api = useApi();
    const puedeLeer = useCanWrite() && estaAbierto(campana.inventario);
    const { inventario, activos } = campana;
    const usuarioId = readSession()?.userId ?? '';
    const [lugar, setLugar] = useState<LugarDelConteo>(() => lugarGuardado(inventario.id, usuarioId));
    const { ubicacion, contando } = lugar;
    const cambiarLugar = (cambio: Partial<LugarDelConteo>) =>
        setLugar((antes) => {
            const nuevo = { ...antes, ...cambio };
            guardarLugar(inventario.id, usuarioId, nuevo);
            return nuevo;
        });
    const [codigo, setCodigo] = useState('');
    const [camara, setCamara] = useState(false);
    const [lecturas, setLecturas] = useState<Leida[]>([]);
    const campo = useRef<HTMLInputElement>(null);
    const siguiente = useRef(0);

    const aqui = activos.filter((activo) => enSuLugar(activo.ubicacion, ubicacion));
    const fueLeido = (activo: { id: number; leido: boolean }) => activo.leido || leidos.has(activo.id);
    const leidosAqui = aqui.filter(fueLeido).length;

    /**
     * What the phone can say of a reading kept for later: the asset of its list, and whether its books put it here; or,
     * for a text that names no code (`codigo` null), that it is unreadable.
     */
    const segunElTelefono = (codigo: string | null, textoLeido: string): Omit<Leida, 'clave'> => {
        if (codigo === null) return { codigo: textoLeido, resultado: 'ilegible', pendiente: true };
        const activo = activos.find((candidato) => candidato.codigo === codigo);
        return {
            codigo,
            activo,
            resultado: !activo ? 'sobrante' : enSuLugar(activo.ubicacion, ubicacion) ? 'encontrado' : 'otra_ubicacion',
            pendiente: true,
        };
    };
    // An unreadable reading has no code: the text read says which it was.
    const segunLaApi = (lectura: Lectura, textoLeido: string): Omit<Leida, 'clave'> => ({
        codigo: lectura.codigo || textoLeido,
        activo: lectura.activo,
        resultado: lectura.resultado,
    });

    const registrar = async (leido: string) => {
        const textoLeido = leido.trim();
        if (!textoLeido) return;
        // Taken now: readings overlap (the camera does not wait for the API's answer).
        const clave = ++siguiente.current;
        // The API's own rule, against this panel's address (the one the labels are printed with): an asset's code, or
        // a text that names none (a label of another address), which is kept too, as an unreadable reading.
        const segunLaRegla = codigoLeido(textoLeido, window.location.origin);
        const codigo = segunLaRegla.ok ? segunLaRegla.codigo : null;
        // The label's URL goes as it was read: the API decides by the same rule.
        const lectura: LecturaNueva = {
            codigo: textoLeido,
            ubicacion: ubicacionDeLectura(ubicacion),
            leidoEl: new Date().toISOString(),
        };
        const guardar = async () => {
            await pendientes.guardar(lectura);
            return { ...segunElTelefono(codigo, textoLeido), envio: claveDeEnvio(lectura) };
        };
        let leida: Omit<Leida, 'clave'>;
        // Readings already waiting go first, so a newer reading of an asset is never overwritten by an older one.
        if (!navigator.onLine || pendientes.cuenta > 0) {
            leida = await guardar();
            if (navigator.onLine) void pendientes.enviar();
        } else {
            try {
                leida = segunLaApi(await api.leer(inventario.id, lectura), textoLeido);
            } catch (error) {
                leida = sinRed(error) ? await guardar() : { codigo: codigo ?? textoLeido, error: describe(error) };
            }
        }
        const activo = leida.resultado === 'ilegible' ? undefined : activos.find((candidato) => candidato.codigo === (leida.activo?.codigo ?? leida.codigo));
        if (activo && !leida.error) onLeido(activo.id);
        senal(leida.resultado === 'encontrado');
        setLecturas((antes) => [{ ...leida, clave }, ...antes].slice(0, ULTIMAS + 1));
    };

    if (!contando) {
        return (
            <UbicacionPaso
                activos={activos}
                ubicacion={ubicacion}
                onChange={(nueva) => cambiarLugar({ ubicacion: nueva })}
                onEmpezar={() => {
                    prepararSonido();
                    cambiarLugar({ contando: true });
                }}
            />
        );
    }

    const [ultima, ...anteriores] = lecturas.map((leida) => segunConfirmaciones(leida, confirmadas));
    const progreso = translate(texto('conteo.progreso'), {
        leidos: formatNumber(leidosAqui),
        esperados: formatNumber(aqui.length),
    });
    return (
        <Stack gap={2}>
            {guardada && <Alert severity="warning">{translate(texto('conteo.activos_guardados'))}</Alert>}
            {/* Compact, so the camera's picture and the last reading fit a phone's screen below it. */}
            <Card>
                <CardContent sx={{ py: 1, '&:last-child': { pb: 1.5 } }}>
                    <Stack direction="row" alignItems="center" gap={1}>
                        <Typography noWrap sx={{ flex: 1, fontWeight: 500 }} title={ubicacionTexto(ubicacion, translate)}>
                            {ubicacionTexto(ubicacion, translate)}
                        </Typography>
                        <IconButton
                            color="primary"
                            aria-label={translate(texto('conteo.ubicacion.cambiar'))}
                            title={translate(texto('conteo.ubicacion.cambiar'))}
                            onClick={() => cambiarLugar({ contando: false })}
                        >
                            <EditLocationAltIcon />
                        </IconButton>
                    </Stack>
                    <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
                        {progreso}
                    </Typography>
                    <LinearProgress
                        variant="determinate"
                        value={aqui.length ? (leidosAqui / aqui.length) * 100 : 0}
                        aria-label={progreso}
                        sx={{ height: 10, borderRadius: 1 }}
                    />
                </CardContent>
            </Card>
            {!estaAbierto(inventario) && <Alert severity="info">{translate(texto('conteo.cerrada'))}</Alert>}
            {estaAbierto(inventario) && !puedeLeer && <Alert severity="info">{translate(texto('conteo.solo_lectura'))}</Alert>}
            {puedeLeer && (
                <>
                    <Stack
                        component="form"
                        gap={1}
                        onSubmit={(event) => {
                            event.preventDefault();
                            const leido = codigo;
                            setCodigo('');
                            void registrar(leido);
                            campo.current?.focus();
                        }}
                    >
                        <TextField
                            inputRef={campo}
                            autoFocus
                            fullWidth
                            label={translate(texto('conteo.codigo'))}
                            helperText={camara ? undefined : translate(texto('conteo.codigo_hint'))}
                            value={codigo}
                            onChange={(event) => setCodigo(event.target.value)}
                            slotProps={{
                                htmlInput: { autoCapitalize: 'characters', autoComplete: 'off', spellCheck: false, enterKeyHint: 'send' },
                            }}
                        />
                        <Stack direction="row" gap={1}>
                            <Button type="submit" variant="contained" size="large" sx={{ flex: 1, minHeight: 56 }}>
                                {translate(texto('conteo.registrar'))}
                            </Button>
                            <Button
                                variant={camara ? 'outlined' : 'contained'}
                                color="secondary"
                                size="large"
                                startIcon={camara ? <VideocamOffIcon /> : <QrCodeScannerIcon />}
                                onClick={() => setCamara((antes) => !antes)}
                                sx={{ flex: 1, minHeight: 56, whiteSpace: 'nowrap' }}
                            >
                                {translate(texto(camara ? 'conteo.detener' : 'conteo.camara'))}
                            </Button>
                        </Stack>
                    </Stack>
                    {camara && <Camara onCodigo={(leido) => void registrar(leido)} />}
                </>
            )}
            {ultima && <UltimaLectura leida={ultima} />}
            <UltimasLecturas lecturas={anteriores} />
            <ActivosAqui activos={aqui} leidos={fueLeido} />
        </Stack>
    );
};

/** The page's frame: full screen, no menu, the session watched as in the rest of the app. */
const Marco = ({ barra, children }: { barra: ReactNode; children: ReactNode }) => (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
        <SessionWatcher />
        {barra}
        <Box component="main" id="main-content" sx={{ p: 2, maxWidth: 640, mx: 'auto' }}>
            {children}
        </Box>
    </Box>
);

/**
 * Contar (route /inventario/:id/contar), made for a phone: choose the place, then read its assets with the camera,
 * a handheld scanner (it types the code and Enter) or the keyboard. Without network the readings wait on the phone
 * and are sent in batches when it comes back.
 */
export const ConteoPage = () => {
    const translate = useTranslate();
    const inventarioId = Number(useParams().id);
    const { load, reload } = useCampana(inventarioId);
    const [leidos, setLeidos] = useState<ReadonlySet<number>>(new Set());
    const [confirmadas, setConfirmadas] = useState<ReadonlyMap<string, Confirmacion>>(new Map());
    const marcar = (ids: number[]) => setLeidos((antes) => new Set([...antes, ...ids]));
    const pendientes = usePendientes(inventarioId, (lote) => {
        setConfirmadas((antes) => new Map([...antes, ...lote]));
        marcar(lote.flatMap(([, confirmacion]) => (confirmacion.ok && confirmacion.lectura.activoId !== null ? [confirmacion.lectura.activoId] : [])));
    });
    const nombre = load.state === 'done' ? load.data.campana.inventario.nombre : undefined;
    return (
        <Marco barra={<Barra inventarioId={inventarioId} nombre={nombre} pendientes={pendientes} />}>
            {pendientes.error && (
                <Alert severity="error" sx={{ mb: 2 }}>
                    {translate(texto('conteo.envio_error'), { message: pendientes.error })}
                </Alert>
            )}
            {load.state === 'loading' && <CircularProgress aria-label={translate('ra.page.loading')} />}
            {load.state === 'error' && (
                <RetryAlert onRetry={reload}>{translate(texto('conteo.load_error'), { message: load.message })}</RetryAlert>
            )}
            {load.state === 'done' && (
                <Contar
                    campana={load.data.campana}
                    guardada={load.data.guardada}
                    pendientes={pendientes}
                    confirmadas={confirmadas}
                    leidos={leidos}
                    onLeido={(id) => marcar([id])}
                />
            )}
            <Rechazos pendientes={pendientes} />
        </Marco>
    );
};
