import { Alert, AlertTitle, Box, Chip, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CloudDoneIcon from '@mui/icons-material/CloudDone';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { useTranslate } from 'react-admin';
import { texto, ubicacionTexto } from '../record';
import type { ResultadoLectura } from '@dominio/inventario';
import type { ActivoDeInventario } from '../../api/tipos';
import type { Leida } from './lectura';

const GRAVEDAD: Record<ResultadoLectura, 'success' | 'warning' | 'error'> = {
    encontrado: 'success',
    otra_ubicacion: 'warning',
    sobrante: 'error',
    fuera_de_alcance: 'warning',
    dado_de_baja: 'error',
    ilegible: 'error',
};

/** The last reading, large: the asset and whether it is where the books say, or "No registrado". */
export const UltimaLectura = ({ leida }: { leida: Leida }) => {
    const translate = useTranslate();
    if (leida.error) {
        return (
            <Alert severity="error" role="status">
                <AlertTitle>{leida.codigo}</AlertTitle>
                {translate(texto('conteo.error'), { message: leida.error })}
            </Alert>
        );
    }
    const resultado = leida.resultado ?? 'sobrante';
    return (
        <Alert severity={GRAVEDAD[resultado]} role="status" sx={{ '& .MuiAlert-message': { minWidth: 0, flex: 1 } }}>
            <AlertTitle sx={{ fontSize: '1.25rem', fontWeight: 700 }}>{translate(texto(`conteo.resultados.${resultado}`))}</AlertTitle>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{leida.activo?.codigo ?? leida.codigo}</Typography>
            {leida.activo && <Typography sx={{ overflowWrap: 'anywhere' }}>{leida.activo.descripcion}</Typography>}
            {leida.activo && resultado === 'otra_ubicacion' && (
                <Typography variant="body2">
                    {translate(texto('conteo.resultados.en_libros'), { ubicacion: ubicacionTexto(leida.activo.ubicacion, translate) })}
                </Typography>
            )}
            {(leida.pendiente || leida.enviada) && (
                <Chip
                    size="small"
                    icon={leida.enviada ? <CloudDoneIcon /> : <CloudOffIcon />}
                    color={leida.enviada ? 'success' : 'default'}
                    label={translate(texto(leida.enviada ? 'conteo.resultados.enviada' : 'conteo.resultados.pendiente'))}
                    sx={{ mt: 1, maxWidth: '100%', height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5 } }}
                />
            )}
        </Alert>
    );
};

/** The readings before the last one, one line each. */
export const UltimasLecturas = ({ lecturas }: { lecturas: Leida[] }) => {
    const translate = useTranslate();
    if (!lecturas.length) return null;
    return (
        <Box>
            <Typography variant="subtitle2" component="h2">
                {translate(texto('conteo.ultimas'))}
            </Typography>
            <List dense disablePadding>
                {lecturas.map((leida) => (
                    <ListItem key={leida.clave} disableGutters>
                        <ListItemText
                            primary={leida.activo ? `${leida.activo.codigo} - ${leida.activo.descripcion}` : leida.codigo}
                            secondary={
                                leida.error ??
                                [
                                    translate(texto(`conteo.resultados.${leida.resultado ?? 'sobrante'}`)),
                                    leida.pendiente && translate(texto('conteo.resultados.pendiente_corto')),
                                    leida.enviada && translate(texto('conteo.resultados.enviada_corto')),
                                ]
                                    .filter(Boolean)
                                    .join(' · ')
                            }
                            slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                        />
                    </ListItem>
                ))}
            </List>
        </Box>
    );
};

/** Every asset the books put here, the ones still to read first. */
export const ActivosAqui = ({ activos, leidos }: { activos: ActivoDeInventario[]; leidos: (activo: ActivoDeInventario) => boolean }) => {
    const translate = useTranslate();
    const orden = [...activos].sort((a, b) => Number(leidos(a)) - Number(leidos(b)));
    return (
        <Box>
            <Typography variant="subtitle2" component="h2">
                {translate(texto('conteo.activos_aqui'))}
            </Typography>
            <List dense disablePadding>
                {orden.map((activo) => (
                    <ListItem key={activo.id} disableGutters>
                        <ListItemIcon sx={{ minWidth: 36 }}>
                            {leidos(activo) ? (
                                <CheckCircleIcon color="success" titleAccess={translate(texto('conteo.leido'))} />
                            ) : (
                                <RadioButtonUncheckedIcon color="disabled" titleAccess={translate(texto('conteo.no_leido'))} />
                            )}
                        </ListItemIcon>
                        <ListItemText
                            primary={activo.codigo}
                            secondary={activo.descripcion}
                            slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
                        />
                    </ListItem>
                ))}
            </List>
        </Box>
    );
};
