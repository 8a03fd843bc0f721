import { Box, Typography } from '@mui/material';

import RefreshIcon from '@mui/icons-material/Refresh';
import { useTranslate } from 'react-admin';

import { formatDateTime } from '../common/format';
import { TablaDialog } from '../common/TablaDialog';
import { useApiQuery } from '../common/useApiQuery';
import type { Activo, UbicacionCambio } from '../api/tipos';

type Campo = keyof UbicacionCambio;

/** The parts of a location, each with its field before and after the move. */
const LUGARES: Array<{ lugar: string; anterior: Campo; nueva: Campo }> = [
    { lugar: 'edificio', anterior: 'edificioAnterior', nueva: 'edificioNuevo' },
    { lugar: 'piso', anterior: 'pisoAnterior', nueva: 'pisoNuevo' },
    { lugar: 'area', anterior: 'areaAnterior', nueva: 'areaNueva' },
    { lugar: 'sede', anterior: 'sedeAnterior', nueva: 'sedeNueva' },
    { lugar: 'direccion', anterior: 'direccionAnterior', nueva: 'direccionNueva' },
];

/** "Edificio: Torre A", "Piso: 3"…: the parts of one side of the move that have a value. */
const Ubicacion = ({ cambio, lado }: { cambio: UbicacionCambio; lado: 'anterior' | 'nueva' }) => {
    const translate = useTranslate();
    return (
        <Box>
            {LUGARES.filter((campos) => cambio[campos[lado]]).map((campos) => (
                <Typography key={campos.lugar} variant="body2">
                    {`${translate(`resources.activos.historial.${campos.lugar}`)}: ${cambio[campos[lado]]}`}
                </Typography>
            ))}
        </Box>
    );
};

/** Historial de Ubicaciones: every move of the asset, newest first. */
export const HistorialUbicacionesDialog = ({ activo, onClose }: { activo: Activo; onClose(): void }) => {
    const translate = useTranslate();
    const { load, reload } = useApiQuery(['historialUbicaciones', activo.id], (api) =>
        api.historialUbicaciones(activo.id),
    );
    const text = (name: string, args?: Record<string, unknown>) =>
        translate(`resources.activos.historial.${name}`, args);
    return (
        <TablaDialog<UbicacionCambio>
            title={text('title')}
            subtitle={`${activo.codigo} - ${activo.descripcion}`}
            maxWidth="lg"
            onClose={onClose}
            action={{ label: translate('ra.action.refresh'), icon: <RefreshIcon />, onClick: reload }}
            load={load}
            errorText={(message) => text('error', { message })}
            empty={
                <Box sx={{ textAlign: 'center', py: 3 }}>
                    <Typography>{text('empty')}</Typography>
                    <Typography variant="body2" color="text.secondary">
                        {text('empty_hint')}
                    </Typography>
                </Box>
            }
            label={text('title')}
            maxHeight={600}
            rowKey={(cambio) => cambio.id}
            columns={[
                { label: text('fecha'), render: (cambio) => formatDateTime(cambio.fechaCambio), sx: { whiteSpace: 'nowrap' } },
                { label: text('usuario'), render: (cambio) => cambio.usuarioCambio },
                { label: text('motivo'), render: (cambio) => cambio.motivo },
                { label: text('anterior'), render: (cambio) => <Ubicacion cambio={cambio} lado="anterior" /> },
                { label: text('nueva'), render: (cambio) => <Ubicacion cambio={cambio} lado="nueva" /> },
                { label: text('observaciones'), render: (cambio) => cambio.observaciones },
            ]}
        />
    );
};
