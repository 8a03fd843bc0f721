import {
    Box,
    Button,
    IconButton,
    Stack,
    Table,
    TableBody,
    TableCell,
    TableHead,
    TableRow,
    Tooltip,
    Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '../../common/format';
import type { GuiaMovimiento } from '../record';

const COLUMNAS = [
    'ruc',
    'fecha',
    'destinatario',
    'guiaRemitente',
    'puntoDePartida',
    'puntoDeLlegada',
    'activoId',
    'unidad',
    'cantidad',
] as const;

const celda = (guia: GuiaMovimiento, columna: (typeof COLUMNAS)[number]) => {
    if (columna === 'fecha') return formatDateTime(guia.fecha);
    if (columna === 'activoId') return guia.codigo;
    return guia[columna];
};

interface GuiasTableProps {
    guias: GuiaMovimiento[];
    onAdd(): void;
    onEdit(index: number): void;
    onDelete(index: number): void;
}

/** The movement's guide lines, added, changed and removed through the guide dialog. */
export const GuiasTable = ({ guias, onAdd, onEdit, onDelete }: GuiasTableProps) => {
    const translate = useTranslate();
    const editLabel = translate('ra.action.edit');
    const deleteLabel = translate('ra.action.delete');
    return (
        <Box>
            <Button startIcon={<AddIcon />} variant="outlined" onClick={onAdd}>
                {translate('resources.movimiento.generacion.agregar_guia')}
            </Button>
            <Box sx={{ overflowX: 'auto' }}>
                <Table size="small" aria-label={translate('resources.movimiento.generacion.guias')}>
                    <TableHead>
                        <TableRow>
                            {COLUMNAS.map((columna) => (
                                <TableCell key={columna}>
                                    {translate(`resources.movimiento.guia.fields.${columna}`)}
                                </TableCell>
                            ))}
                            <TableCell align="right">{translate('app.common.actions')}</TableCell>
                        </TableRow>
                    </TableHead>
                    <TableBody>
                        {guias.length === 0 && (
                            <TableRow>
                                <TableCell colSpan={COLUMNAS.length + 1}>
                                    <Typography variant="body2" color="text.secondary">
                                        {translate('resources.movimiento.generacion.sin_guias')}
                                    </Typography>
                                </TableCell>
                            </TableRow>
                        )}
                        {guias.map((guia, index) => (
                            <TableRow key={index}>
                                {COLUMNAS.map((columna) => (
                                    <TableCell key={columna}>{celda(guia, columna)}</TableCell>
                                ))}
                                <TableCell align="right">
                                    <Stack direction="row" spacing={0.5} justifyContent="flex-end">
                                        <Tooltip title={editLabel}>
                                            <IconButton
                                                aria-label={editLabel}
                                                color="primary"
                                                size="small"
                                                onClick={() => onEdit(index)}
                                            >
                                                <EditIcon fontSize="small" />
                                            </IconButton>
                                        </Tooltip>
                                        <Tooltip title={deleteLabel}>
                                            <IconButton
                                                aria-label={deleteLabel}
                                                color="error"
                                                size="small"
                                                onClick={() => onDelete(index)}
                                            >
                                                <DeleteIcon fontSize="small" />
                                            </IconButton>
                                        </Tooltip>
                                    </Stack>
                                </TableCell>
                            </TableRow>
                        ))}
                    </TableBody>
                </Table>
            </Box>
        </Box>
    );
};
