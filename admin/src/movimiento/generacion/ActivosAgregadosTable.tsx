import { Box, IconButton, Table, TableBody, TableCell, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslate } from 'react-admin';
import { ActivoSelector, type ActivoOption } from '../../activo/ActivoSelector';
import { readSession } from '../../session';

interface ActivosAgregadosTableProps {
    activos: ActivoOption[];
    /** Assets a guide carries: they stay until their guide is changed or removed. */
    enGuias: readonly number[];
    /** An asset picked in the selector (the page keeps it once). */
    onAgregar(activo: ActivoOption): void;
    onQuitar(id: number): void;
}

/** The movement's assets: picking one in the selector adds it to the table, once. */
export const ActivosAgregadosTable = ({ activos, enGuias, onAgregar, onQuitar }: ActivosAgregadosTableProps) => {
    const translate = useTranslate();
    const quitarLabel = translate('ra.action.remove');
    const enGuiaLabel = translate('resources.movimiento.generacion.activo_en_guia');
    return (
        <Box>
            <ActivoSelector
                // A fresh selector after each addition, empty for the next one.
                key={activos.length}
                companiaId={readSession()?.companiaId}
                value={null}
                onChange={(activo) => activo && onAgregar(activo)}
                label="resources.movimiento.generacion.agregar_activo"
                excludeIds={activos.map((activo) => activo.id)}
            />
            <Table size="small" aria-label={translate('resources.movimiento.generacion.activos')}>
                <TableHead>
                    <TableRow>
                        <TableCell>{translate('resources.movimiento.detalles.codigo')}</TableCell>
                        <TableCell>{translate('resources.movimiento.generacion.descripcion')}</TableCell>
                        <TableCell align="right">{translate('app.common.actions')}</TableCell>
                    </TableRow>
                </TableHead>
                <TableBody>
                    {activos.length === 0 && (
                        <TableRow>
                            <TableCell colSpan={3}>
                                <Typography variant="body2" color="text.secondary">
                                    {translate('resources.movimiento.generacion.sin_activos')}
                                </Typography>
                            </TableCell>
                        </TableRow>
                    )}
                    {activos.map((activo) => {
                        const enGuia = enGuias.includes(activo.id);
                        return (
                            <TableRow key={activo.id}>
                                <TableCell sx={{ whiteSpace: 'nowrap' }}>{activo.codigo}</TableCell>
                                <TableCell>{activo.descripcion}</TableCell>
                                <TableCell align="right">
                                    <Tooltip title={enGuia ? enGuiaLabel : quitarLabel}>
                                        {/* A disabled button gets no pointer events: the span shows the tooltip. */}
                                        <span>
                                            <IconButton
                                                aria-label={quitarLabel}
                                                color="error"
                                                size="small"
                                                disabled={enGuia}
                                                onClick={() => onQuitar(activo.id)}
                                            >
                                                <DeleteIcon fontSize="small" />
                                            </IconButton>
                                        </span>
                                    </Tooltip>
                                </TableCell>
                            </TableRow>
                        );
                    })}
                </TableBody>
            </Table>
        </Box>
    );
};
