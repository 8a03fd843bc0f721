import { Box, Chip, Stack, Typography, type SxProps, type Theme } from '@mui/material';
import { yellow } from '@mui/material/colors';
import { useRecordContext, useTranslate } from 'react-admin';
import { usuarioNombre } from '../activo/record';
import { estadoNotificacion } from './notificacion';
import type { Mantenimiento } from '../api/tipos';

// The cells of a maintenance row (docs/especificacion-operaciones.md §2 "Gestión de mantenimientos").

// docs/especificacion-operaciones.md §4: Completado green, En Proceso yellow (the theme's warning is orange), Cancelado red, any other blue.
const ESTADO_COLORS: Record<string, SxProps<Theme>> = {
    Completado: { bgcolor: 'success.main', color: 'success.contrastText' },
    'En Proceso': { bgcolor: yellow[600], color: 'rgba(0, 0, 0, 0.87)' },
    Cancelado: { bgcolor: 'error.main', color: 'error.contrastText' },
};
const OTRO_ESTADO: SxProps<Theme> = { bgcolor: 'info.main', color: 'info.contrastText' };

export const EstadoBadge = () => {
    const mantenimiento = useRecordContext<Mantenimiento>();
    if (!mantenimiento) return null;
    return <Chip size="small" label={mantenimiento.estado} sx={ESTADO_COLORS[mantenimiento.estado] ?? OTRO_ESTADO} />;
};

export const NOTIFICACION_COLORS = { vencido: 'error', proximo: 'warning', programado: 'info' } as const;

/** Vencido, Próximo (n h) or Programado, from the notification date against now; nothing without a date. */
export const NotificacionBadge = () => {
    const translate = useTranslate();
    const mantenimiento = useRecordContext<Mantenimiento>();
    const estado = estadoNotificacion(mantenimiento?.fechaNotificacion ?? null);
    if (!estado) return null;
    return (
        <Chip
            size="small"
            color={NOTIFICACION_COLORS[estado.tipo]}
            label={translate(`resources.mantenimiento.notificacion.${estado.tipo}`, {
                horas: estado.tipo === 'proximo' ? estado.horas : undefined,
            })}
        />
    );
};

/** The asset's description when saved, with the service underneath. */
export const DescripcionCell = () => {
    const mantenimiento = useRecordContext<Mantenimiento>();
    if (!mantenimiento) return null;
    return (
        <Box>
            <Typography variant="body2">{mantenimiento.descripcion}</Typography>
            {mantenimiento.descripcionServicio && (
                <Typography variant="body2" color="text.secondary">
                    {mantenimiento.descripcionServicio}
                </Typography>
            )}
        </Box>
    );
};

/** The assigned users' names, their role on hover. */
export const UsuariosCell = () => {
    const translate = useTranslate();
    const mantenimiento = useRecordContext<Mantenimiento>();
    if (!mantenimiento) return null;
    return (
        <Stack direction="row" flexWrap="wrap" gap={0.5}>
            {mantenimiento.mantenimientoUsuarios.map(({ usuarioId, rol, usuario }) => (
                <Chip
                    key={usuarioId}
                    size="small"
                    variant="outlined"
                    label={usuarioNombre(usuario)}
                    title={rol ?? translate('resources.mantenimiento.usuarios.sin_rol')}
                />
            ))}
        </Stack>
    );
};
