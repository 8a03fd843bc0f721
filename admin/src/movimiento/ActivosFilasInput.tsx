import { Box, Button, IconButton, Stack, Tooltip } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutline';
import { useInput, useTranslate } from 'react-admin';
import { ActivoSelector, type ActivoOption } from '../activo/ActivoSelector';
import { readSession } from '../session';
import { resumenDe } from './record';

type Fila = ActivoOption | null;

/**
 * The movement modal's assets: one picker a row, rows added with Agregar Activo and removed with their button
 * while more than one is left; an asset chosen in one row is not offered in the others.
 */
export const ActivosFilasInput = () => {
    const translate = useTranslate();
    const { field } = useInput<Fila[]>({ source: 'activos' });
    const filas: Fila[] = field.value?.length ? field.value : [null];
    const elegidos = filas.flatMap((fila) => (fila ? [fila.id] : []));
    const cambiar = (index: number, fila: Fila) =>
        field.onChange(filas.map((actual, i) => (i === index ? fila : actual)));
    const quitar = (index: number) => field.onChange(filas.filter((_fila, i) => i !== index));
    const quitarLabel = translate('resources.movimiento.dialog.remove_activo');
    return (
        <Box>
            <Stack spacing={1.5}>
                {filas.map((fila, index) => (
                    <Stack key={index} direction="row" spacing={1} alignItems="center">
                        <Box sx={{ flex: 1 }}>
                            <ActivoSelector
                                companiaId={readSession()?.companiaId}
                                value={fila}
                                onChange={(activo) => cambiar(index, activo && resumenDe(activo))}
                                excludeIds={elegidos.filter((id) => id !== fila?.id)}
                            />
                        </Box>
                        <Tooltip title={quitarLabel}>
                            {/* A disabled button gets no pointer events: the span still shows the tooltip. */}
                            <span>
                                <IconButton
                                    aria-label={quitarLabel}
                                    color="error"
                                    disabled={filas.length === 1}
                                    onClick={() => quitar(index)}
                                >
                                    <RemoveCircleOutlineIcon />
                                </IconButton>
                            </span>
                        </Tooltip>
                    </Stack>
                ))}
            </Stack>
            <Button startIcon={<AddIcon />} onClick={() => field.onChange([...filas, null])} sx={{ mt: 1 }}>
                {translate('resources.movimiento.dialog.add_activo')}
            </Button>
        </Box>
    );
};
