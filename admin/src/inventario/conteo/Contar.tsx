import { useRef, type Dispatch } from 'react';
import { Alert, Button, Card, CardContent, IconButton, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import EditLocationAltIcon from '@mui/icons-material/EditLocationAlt';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import VideocamOffIcon from '@mui/icons-material/VideocamOff';
import { useTranslate } from 'react-admin';
import { enSuLugar } from '@dominio/inventario';
import { formatNumber } from '../../common/format';
import { useCanWrite } from '../../common/useCanWrite';
import { estaAbierto, texto, ubicacionTexto } from '../record';
import { Camara } from './Camara';
import { filasDelConteo, fueLeido, type AccionDelConteo, type EstadoDelConteo } from './estadoDelConteo';
import { ActivosAqui, UltimaLectura, UltimasLecturas } from './Lecturas';
import { prepararSonido } from './senal';
import { UbicacionPaso } from './UbicacionPaso';
import { useRegistrarLectura } from './useRegistrarLectura';
import type { Campana } from './almacen';
import type { Pendientes } from './usePendientes';
import type { UbicacionInventario } from '../../api/tipos';

interface ResumenDelLugarProps {
    ubicacion: UbicacionInventario;
    leidos: number;
    esperados: number;
    onCambiar(): void;
}

/** The place being counted (with Cambiar ubicación) and how many of its assets were read. Compact, so the camera's picture and the last reading fit a phone's screen below it. */
const ResumenDelLugar = ({ ubicacion, leidos, esperados, onCambiar }: ResumenDelLugarProps) => {
    const translate = useTranslate();
    const progreso = translate(texto('conteo.progreso'), { leidos: formatNumber(leidos), esperados: formatNumber(esperados) });
    return (
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
                        onClick={onCambiar}
                    >
                        <EditLocationAltIcon />
                    </IconButton>
                </Stack>
                <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
                    {progreso}
                </Typography>
                <LinearProgress
                    variant="determinate"
                    value={esperados ? (leidos / esperados) * 100 : 0}
                    aria-label={progreso}
                    sx={{ height: 10, borderRadius: 1 }}
                />
            </CardContent>
        </Card>
    );
};

interface EntradaDeLecturasProps {
    codigo: string;
    camara: boolean;
    dispatch: Dispatch<AccionDelConteo>;
    registrar(leido: string): Promise<void>;
}

/** Where readings come in: the code field (typed, or a handheld scanner's code and Enter), Registrar, and the camera. */
const EntradaDeLecturas = ({ codigo, camara, dispatch, registrar }: EntradaDeLecturasProps) => {
    const translate = useTranslate();
    const campo = useRef<HTMLInputElement>(null);
    return (
        <>
            <Stack
                component="form"
                gap={1}
                onSubmit={(event) => {
                    event.preventDefault();
                    dispatch({ tipo: 'escribir', codigo: '' });
                    void registrar(codigo);
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
                    onChange={(event) => dispatch({ tipo: 'escribir', codigo: event.target.value })}
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
                        onClick={() => dispatch({ tipo: 'camara' })}
                        sx={{ flex: 1, minHeight: 56, whiteSpace: 'nowrap' }}
                    >
                        {translate(texto(camara ? 'conteo.detener' : 'conteo.camara'))}
                    </Button>
                </Stack>
            </Stack>
            {camara && <Camara onCodigo={(leido) => void registrar(leido)} />}
        </>
    );
};

interface ContarProps {
    campana: Campana;
    /** The campaign comes from the phone's copy: there is no network. */
    guardada: boolean;
    pendientes: Pendientes;
    estado: EstadoDelConteo;
    dispatch: Dispatch<AccionDelConteo>;
}

/** The counting itself: the place, then reading its assets one after another. */
export const Contar = ({ campana, guardada, pendientes, estado, dispatch }: ContarProps) => {
    const translate = useTranslate();
    const { inventario, activos } = campana;
    const puedeLeer = useCanWrite() && estaAbierto(inventario);
    const { ubicacion, contando } = estado.lugar;
    const registrar = useRegistrarLectura(campana, ubicacion, pendientes, dispatch);

    if (!contando) {
        return (
            <UbicacionPaso
                activos={activos}
                ubicacion={ubicacion}
                onChange={(nueva) => dispatch({ tipo: 'ubicacion', ubicacion: nueva })}
                onEmpezar={() => {
                    prepararSonido();
                    dispatch({ tipo: 'empezar' });
                }}
            />
        );
    }

    const aqui = activos.filter((activo) => enSuLugar(activo.ubicacion, ubicacion));
    const leido = (activo: (typeof activos)[number]) => fueLeido(estado, activo);
    const [ultima, ...anteriores] = filasDelConteo(estado);
    return (
        <Stack gap={2}>
            {guardada && <Alert severity="warning">{translate(texto('conteo.activos_guardados'))}</Alert>}
            <ResumenDelLugar
                ubicacion={ubicacion}
                leidos={aqui.filter(leido).length}
                esperados={aqui.length}
                onCambiar={() => dispatch({ tipo: 'cambiarUbicacion' })}
            />
            {!estaAbierto(inventario) && <Alert severity="info">{translate(texto('conteo.cerrada'))}</Alert>}
            {estaAbierto(inventario) && !puedeLeer && <Alert severity="info">{translate(texto('conteo.solo_lectura'))}</Alert>}
            {puedeLeer && <EntradaDeLecturas codigo={estado.codigo} camara={estado.camara} dispatch={dispatch} registrar={registrar} />}
            {ultima && <UltimaLectura leida={ultima} />}
            <UltimasLecturas lecturas={anteriores} />
            <ActivosAqui activos={aqui} leidos={leido} />
        </Stack>
    );
};
