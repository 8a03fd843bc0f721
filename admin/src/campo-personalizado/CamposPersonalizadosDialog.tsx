import { useState } from 'react';
import {
    Alert,
    Button,
    Checkbox,
    Dialog,
    DialogActions,
    DialogContent,
    DialogTitle,
    FormControlLabel,
    IconButton,
    MenuItem,
    Stack,
    Table,
    TableBody,
    TableCell,
    TableHead,
    TableRow,
    TextField,
    Tooltip,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useNotify, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { useErrorMessage } from '../common/errors';
import { useApi } from '../common/useApiQuery';
import { useCamposPersonalizados } from './useCamposPersonalizados';
import type { CampoPersonalizado, CampoPersonalizadoNuevo } from '../api/tipos';

const t = (name: string) => `resources.campos-personalizados.${name}`;
const TIPOS = ['texto', 'numero', 'fecha', 'lista', 'si_no'] as const;
const NUEVO = { clave: '', etiqueta: '', tipo: 'texto' as CampoPersonalizadoNuevo['tipo'], opciones: '', obligatorio: false };

/** The company's own fields of its assets: defined and deleted by its administrators (types 1-3); docs/campos-personalizados.md. */
export const CamposPersonalizadosDialog = ({ onClose }: { onClose(): void }) => {
    const translate = useTranslate();
    const api = useApi();
    const notify = useNotify();
    const describe = useErrorMessage();
    const queryClient = useQueryClient();
    const { load } = useCamposPersonalizados();
    const [nuevo, setNuevo] = useState(NUEVO);
    const [porEliminar, setPorEliminar] = useState<CampoPersonalizado>();
    const [problema, setProblema] = useState<string>();
    const releer = () => queryClient.invalidateQueries({ queryKey: ['camposPersonalizados'] });
    const intentar = async (trabajo: () => Promise<unknown>, aviso: string) => {
        try {
            await trabajo();
            setProblema(undefined);
            notify(t(aviso), { type: 'success' });
            await releer();
            return true;
        } catch (error) {
            setProblema(describe(error));
            return false;
        }
    };
    const crear = async () => {
        const opciones = nuevo.opciones.split(',').map((opcion) => opcion.trim()).filter(Boolean);
        const campo = { clave: nuevo.clave.trim(), etiqueta: nuevo.etiqueta, tipo: nuevo.tipo, obligatorio: nuevo.obligatorio, ...(nuevo.tipo === 'lista' && { opciones }) };
        if (await intentar(() => api.crearCampoPersonalizado(campo), 'creado')) setNuevo(NUEVO);
    };
    const eliminar = async (campo: CampoPersonalizado) => {
        setPorEliminar(undefined);
        await intentar(() => api.eliminarCampoPersonalizado(campo.id, campo.activosConValor > 0), 'eliminado');
    };
    return (
        <Dialog open onClose={onClose} maxWidth="md" fullWidth>
            <DialogTitle>{translate(t('title'))}</DialogTitle>
            <DialogContent dividers>
                {problema && (
                    <Alert severity="error" sx={{ mb: 2 }}>
                        {problema}
                    </Alert>
                )}
                {load.state === 'error' && <Alert severity="error">{load.message}</Alert>}
                {load.state === 'done' && (
                    <Table size="small" aria-label={translate(t('title'))}>
                        <TableHead>
                            <TableRow>
                                {['etiqueta', 'clave', 'tipo', 'obligatorio', 'activos'].map((columna) => (
                                    <TableCell key={columna}>{translate(t(`columns.${columna}`))}</TableCell>
                                ))}
                                <TableCell />
                            </TableRow>
                        </TableHead>
                        <TableBody>
                            {load.data.map((campo) => (
                                <TableRow key={campo.id}>
                                    <TableCell>{campo.etiqueta}</TableCell>
                                    <TableCell>{campo.clave}</TableCell>
                                    <TableCell>{translate(t(`tipos.${campo.tipo}`))}{campo.tipo === 'lista' && `: ${campo.opciones.join(', ')}`}</TableCell>
                                    <TableCell>{translate(campo.obligatorio ? 'resources.activos.si_no.si' : 'resources.activos.si_no.no')}</TableCell>
                                    <TableCell>{campo.activosConValor}</TableCell>
                                    <TableCell>
                                        <Tooltip title={translate('ra.action.delete')}>
                                            <IconButton aria-label={`${translate('ra.action.delete')} ${campo.etiqueta}`} onClick={() => setPorEliminar(campo)}>
                                                <DeleteIcon />
                                            </IconButton>
                                        </Tooltip>
                                    </TableCell>
                                </TableRow>
                            ))}
                        </TableBody>
                    </Table>
                )}
                <Stack component="form" direction={{ xs: 'column', sm: 'row' }} gap={1} flexWrap="wrap" alignItems={{ sm: 'center' }} sx={{ mt: 2 }} onSubmit={(event) => {
                    event.preventDefault();
                    void crear();
                }}>
                    <TextField label={translate(t('columns.etiqueta'))} value={nuevo.etiqueta} onChange={(event) => setNuevo({ ...nuevo, etiqueta: event.target.value })} required />
                    <TextField label={translate(t('columns.clave'))} value={nuevo.clave} onChange={(event) => setNuevo({ ...nuevo, clave: event.target.value })} helperText={translate(t('clave_ayuda'))} required />
                    <TextField select label={translate(t('columns.tipo'))} value={nuevo.tipo} onChange={(event) => setNuevo({ ...nuevo, tipo: event.target.value as CampoPersonalizadoNuevo['tipo'] })} sx={{ minWidth: 140 }}>
                        {TIPOS.map((tipo) => (
                            <MenuItem key={tipo} value={tipo}>
                                {translate(t(`tipos.${tipo}`))}
                            </MenuItem>
                        ))}
                    </TextField>
                    {nuevo.tipo === 'lista' && (
                        <TextField label={translate(t('opciones'))} value={nuevo.opciones} onChange={(event) => setNuevo({ ...nuevo, opciones: event.target.value })} helperText={translate(t('opciones_ayuda'))} />
                    )}
                    <FormControlLabel control={<Checkbox checked={nuevo.obligatorio} onChange={(event) => setNuevo({ ...nuevo, obligatorio: event.target.checked })} />} label={translate(t('columns.obligatorio'))} />
                    <Button type="submit" variant="contained">
                        {translate(t('agregar'))}
                    </Button>
                </Stack>
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>{translate('ra.action.close')}</Button>
            </DialogActions>
            {porEliminar && (
                <Dialog open onClose={() => setPorEliminar(undefined)}>
                    <DialogTitle>{translate(t('eliminar_title'), { etiqueta: porEliminar.etiqueta })}</DialogTitle>
                    <DialogContent>
                        {translate(t(porEliminar.activosConValor > 0 ? 'eliminar_con_valores' : 'eliminar_sin_valores'), { n: porEliminar.activosConValor })}
                    </DialogContent>
                    <DialogActions>
                        <Button onClick={() => setPorEliminar(undefined)}>{translate('ra.action.cancel')}</Button>
                        <Button color="error" onClick={() => void eliminar(porEliminar)}>
                            {translate('ra.action.delete')}
                        </Button>
                    </DialogActions>
                </Dialog>
            )}
        </Dialog>
    );
};
