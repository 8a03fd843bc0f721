import { useState } from 'react';
import { Alert, Autocomplete, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import VideocamOffIcon from '@mui/icons-material/VideocamOff';
import { useTranslate } from 'react-admin';
import { camposLeidos, codigoLeido } from '@dominio/inventario';
import { useApiQuery } from '../../common/useApiQuery';
import { readSession } from '../../session';
import { texto } from '../record';
import { Camara } from './Camara';
import type { ActivoDeInventario, UbicacionInventario } from '../../api/tipos';

interface Opcion {
    id: number;
    nombre: string;
}

/** The company's list (when the network gives it) and what the campaign's assets name, each id once. */
const opcionesDe = (lista: Opcion[] | undefined, deActivos: Array<Opcion | undefined>): Opcion[] => {
    const porId = new Map<number, Opcion>();
    for (const opcion of [...(lista ?? []), ...deActivos]) if (opcion && !porId.has(opcion.id)) porId.set(opcion.id, opcion);
    return [...porId.values()].sort((a, b) => a.nombre.localeCompare(b.nombre, 'es'));
};

/** The words the campaign's assets use for a free-text part (edificio, piso, sede), to pick instead of typing. */
const palabrasDe = (activos: ActivoDeInventario[], campo: 'edificio' | 'piso' | 'sede'): string[] =>
    [...new Set(activos.map((activo) => activo.ubicacion[campo]?.trim()).filter((valor): valor is string => Boolean(valor)))].sort(
        (a, b) => a.localeCompare(b, 'es', { numeric: true }),
    );

/** Large inputs, easy to hit with a thumb. */
const CAMPO = { size: 'medium', fullWidth: true } as const;

/** Takes the place from the books of an asset that is here: its label scanned (or seen by the camera) or its code typed. */
const TomarDeUnActivo = ({ activos, onChange }: { activos: ActivoDeInventario[]; onChange(ubicacion: UbicacionInventario): void }) => {
    const translate = useTranslate();
    const [referencia, setReferencia] = useState('');
    // What the last code taken said: the asset's place was taken, it is not in the campaign, or it is no code.
    const [tomada, setTomada] = useState<{ severity: 'success' | 'warning'; mensaje: string }>();
    const [camara, setCamara] = useState(false);

    const tomarDe = (leido: string) => {
        const codigo = codigoLeido(leido, window.location.origin);
        if (!codigo.ok) {
            setTomada({ severity: 'warning', mensaje: codigo.motivo });
            return;
        }
        const activo = activos.find((candidato) => candidato.codigo === codigo.codigo);
        if (!activo) {
            setTomada({
                severity: 'warning',
                mensaje: translate(texto('conteo.ubicacion.no_encontrado'), { codigo: codigo.codigo }),
            });
            return;
        }
        setTomada({ severity: 'success', mensaje: translate(texto('conteo.ubicacion.tomada'), { codigo: codigo.codigo }) });
        onChange({ ...activo.ubicacion });
        setCamara(false);
        setReferencia('');
    };

    return (
        <>
            <Stack
                component="form"
                direction="row"
                gap={1}
                alignItems="flex-start"
                onSubmit={(event) => {
                    event.preventDefault();
                    tomarDe(referencia);
                }}
            >
                <TextField
                    {...CAMPO}
                    label={translate(texto('conteo.ubicacion.tomar'))}
                    helperText={translate(texto('conteo.ubicacion.tomar_hint'))}
                    value={referencia}
                    onChange={(event) => setReferencia(event.target.value)}
                    slotProps={{ htmlInput: { autoCapitalize: 'characters', autoComplete: 'off' } }}
                />
                <Button
                    variant="outlined"
                    aria-label={translate(camara ? texto('conteo.detener') : texto('conteo.camara'))}
                    onClick={() => setCamara((antes) => !antes)}
                    sx={{ minWidth: 56, height: 56 }}
                >
                    {camara ? <VideocamOffIcon /> : <QrCodeScannerIcon />}
                </Button>
            </Stack>
            {camara && <Camara onCodigo={tomarDe} />}
            {tomada && (
                <Alert severity={tomada.severity} onClose={() => setTomada(undefined)}>
                    {tomada.mensaje}
                </Alert>
            )}
        </>
    );
};

interface CamposDeUbicacionProps {
    activos: ActivoDeInventario[];
    ubicacion: UbicacionInventario;
    onChange(ubicacion: UbicacionInventario): void;
}

/**
 * Dirección, edificio, piso, área and sede: the addresses and areas from the company's lists (while the network gives
 * them) and from the campaign's assets; the free-text parts picked among the words the assets use, or typed.
 */
const CamposDeUbicacion = ({ activos, ubicacion, onChange }: CamposDeUbicacionProps) => {
    const translate = useTranslate();
    const companiaId = readSession()?.companiaId;
    const direcciones = useApiQuery(['direccionesDropdown'], (api) => api.direccionesDropdown());
    const areas = useApiQuery(['areasDeCompania', companiaId], (api) => api.areasDeCompania(companiaId ?? 0), Boolean(companiaId));

    const opcionesDireccion = opcionesDe(
        direcciones.load.state === 'done' ? direcciones.load.data.map(({ id, text }) => ({ id, nombre: text })) : undefined,
        activos.map(({ ubicacion: u }) => (u.direccionId && u.direccion ? { id: u.direccionId, nombre: u.direccion } : undefined)),
    );
    const opcionesArea = opcionesDe(
        areas.load.state === 'done' ? areas.load.data.map(({ id, nombre }) => ({ id, nombre })) : undefined,
        activos.map(({ ubicacion: u }) => (u.areaId && u.area ? { id: u.areaId, nombre: u.area } : undefined)),
    );

    const porId = (campo: 'direccionId' | 'areaId', nombre: 'direccion' | 'area', opciones: Opcion[]) => (
        <Autocomplete<Opcion>
            options={opciones}
            getOptionLabel={(opcion) => opcion.nombre}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            value={opciones.find((opcion) => opcion.id === ubicacion[campo]) ?? null}
            onChange={(_event, opcion) => onChange({ ...ubicacion, [campo]: opcion?.id ?? null, [nombre]: opcion?.nombre ?? null })}
            noOptionsText={translate('app.common.no_matches')}
            renderInput={(params) => <TextField {...params} {...CAMPO} label={translate(texto(`ubicacion.${nombre}`))} />}
        />
    );
    const palabra = (campo: 'edificio' | 'piso' | 'sede') => (
        <Autocomplete<string, false, false, true>
            freeSolo
            options={palabrasDe(activos, campo)}
            inputValue={ubicacion[campo] ?? ''}
            onInputChange={(_event, valor) => onChange({ ...ubicacion, [campo]: valor })}
            renderInput={(params) => <TextField {...params} {...CAMPO} label={translate(texto(`ubicacion.${campo}`))} />}
        />
    );

    return (
        <>
            {porId('direccionId', 'direccion', opcionesDireccion)}
            {palabra('edificio')}
            {palabra('piso')}
            {porId('areaId', 'area', opcionesArea)}
            {palabra('sede')}
        </>
    );
};

interface UbicacionPasoProps {
    activos: ActivoDeInventario[];
    ubicacion: UbicacionInventario;
    onChange(ubicacion: UbicacionInventario): void;
    onEmpezar(): void;
}

/**
 * ¿Dónde está contando?: dirección, edificio, piso, área and sede, picked or typed, or taken from the books of an
 * asset of the place, its label scanned or its code typed.
 */
export const UbicacionPaso = ({ activos, ubicacion, onChange, onEmpezar }: UbicacionPasoProps) => {
    const translate = useTranslate();
    const hayUbicacion = camposLeidos(ubicacion).length > 0;
    return (
        <Card>
            <CardContent>
                <Stack gap={2}>
                    <Box>
                        <Typography variant="h6" component="h2">
                            {translate(texto('conteo.ubicacion.title'))}
                        </Typography>
                        <Typography variant="body2" color="text.secondary">
                            {translate(texto('conteo.ubicacion.hint'))}
                        </Typography>
                    </Box>
                    <TomarDeUnActivo activos={activos} onChange={onChange} />
                    <CamposDeUbicacion activos={activos} ubicacion={ubicacion} onChange={onChange} />
                    <Button
                        variant="contained"
                        size="large"
                        startIcon={<PlayArrowIcon />}
                        disabled={!hayUbicacion}
                        onClick={onEmpezar}
                        sx={{ minHeight: 56 }}
                    >
                        {translate(texto('conteo.ubicacion.empezar'))}
                    </Button>
                    {!hayUbicacion && (
                        <Typography variant="caption" color="text.secondary">
                            {translate(texto('conteo.ubicacion.vacia'))}
                        </Typography>
                    )}
                </Stack>
            </CardContent>
        </Card>
    );
};
