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

/** The fields with their type and how many assets have a value; the delete button of each. */
const TablaDeCampos = ({ campos, onEliminar }: { campos: CampoPersonalizado[]; onEliminar(campo: CampoPersonalizado): void }) => {
    const translate = useTranslate();
    return (
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
                {campos.map((campo) => (
                    <TableRow key={campo.id}>
                        <TableCell>{campo.etiqueta}</TableCell>
                        <TableCell>{campo.clave}</TableCell>
                        <TableCell>
                            {translate(t(`tipos.${campo.tipo}`))}
                            {campo.tipo === 'lista' && `: ${campo.opciones.join(', ')}`}
                        </TableCell>
                        <TableCell>{translate(campo.obligatorio ? 'resources.activos.si_no.si' : 'resources.activos.si_no.no')}</TableCell>
                        <TableCell>{campo.activosConValor}</TableCell>
                        <TableCell>
                            <Tooltip title={translate('ra.action.delete')}>
                                <IconButton aria-label={`${translate('ra.action.delete')} ${campo.etiqueta}`} onClick={() => onEliminar(campo)}>
                                    <DeleteIcon />
                                </IconButton>
                            </Tooltip>
                        </TableCell>
                    </TableRow>
                ))}
            </TableBody>
        </Table>
    );
};

/** Etiqueta, clave, tipo (a list's options separated by commas) and obligatorio of a new field. */
const NuevoCampo = ({ onCrear }: { onCrear(campo: CampoPersonalizadoNuevo): Promise<boolean> }) => {
    const translate = useTranslate();
    const [nuevo, setNuevo] = useState(NUEVO);
    const crear = async () => {
        const opciones = nuevo.opciones.split(',').map((opcion) => opcion.trim()).filter(Boolean);
        const campo = { clave: nuevo.clave.trim(), etiqueta: nuevo.etiqueta, tipo: nuevo.tipo, obligatorio: nuevo.obligatorio, ...(nuevo.tipo === 'lista' && { opciones }) };
        if (await onCrear(campo)) setNuevo(NUEVO);
    };
    const cambiar = (cambio: Partial<typeof NUEVO>) => setNuevo({ ...nuevo, ...cambio });
    return (
        <Stack
            component="form"
            direction={{ xs: 'column', sm: 'row' }}
            gap={1}
            flexWrap="wrap"
            alignItems={{ sm: 'center' }}
            sx={{ mt: 2 }}
            onSubmit={(event) => {
                event.preventDefault();
                void crear();
            }}
        >
            <TextField label={translate(t('columns.etiqueta'))} value={nuevo.etiqueta} onChange={(event) => cambiar({ etiqueta: event.target.value })} required />
            <TextField label={translate(t('columns.clave'))} value={nuevo.clave} onChange={(event) => cambiar({ clave: event.target.value })} helperText={translate(t('clave_ayuda'))} required />
            <TextField select label={translate(t('columns.tipo'))} value={nuevo.tipo} onChange={(event) => cambiar({ tipo: event.target.value as CampoPersonalizadoNuevo['tipo'] })} sx={{ minWidth: 140 }}>
                {TIPOS.map((tipo) => (
                    <MenuItem key={tipo} value={tipo}>
                        {translate(t(`tipos.${tipo}`))}
                    </MenuItem>
                ))}
            </TextField>
            {nuevo.tipo === 'lista' && (
                <TextField label={translate(t('opciones'))} value={nuevo.opciones} onChange={(event) => cambiar({ opciones: event.target.value })} helperText={translate(t('opciones_ayuda'))} />
            )}
            <FormControlLabel control={<Checkbox checked={nuevo.obligatorio} onChange={(event) => cambiar({ obligatorio: event.target.checked })} />} label={translate(t('columns.obligatorio'))} />
            <Button type="submit" variant="contained">
                {translate(t('agregar'))}
            </Button>
        </Stack>
    );
};

/** Deleting a field: with values, how many assets lose theirs (they stay in the audit log). */
const ConfirmarEliminacion = ({ campo, onCancelar, onEliminar }: { campo: CampoPersonalizado; onCancelar(): void; onEliminar(): void }) => {
    const translate = useTranslate();
    return (
        <Dialog open onClose={onCancelar}>
            <DialogTitle>{translate(t('eliminar_title'), { etiqueta: campo.etiqueta })}</DialogTitle>
            <DialogContent>{translate(t(campo.activosConValor > 0 ? 'eliminar_con_valores' : 'eliminar_sin_valores'), { n: campo.activosConValor })}</DialogContent>
            <DialogActions>
                <Button onClick={onCancelar}>{translate('ra.action.cancel')}</Button>
                <Button color="error" onClick={onEliminar}>
                    {translate('ra.action.delete')}
                </Button>
            </DialogActions>
        </Dialog>
    );
};

/** The company's own fields of its assets: defined and deleted by its administrators (types 1-3); docs/campos-personalizados.md. */
export const CamposPersonalizadosDialog = ({ onClose }: { onClose(): void }) => {
    const translate = useTranslate();
    const api = useApi();
    const notify = useNotify();
    const describe = useErrorMessage();
    const queryClient = useQueryClient();
    const { load } = useCamposPersonalizados();
    const [porEliminar, setPorEliminar] = useState<CampoPersonalizado>();
    const [problema, setProblema] = useState<string>();
    const intentar = async (trabajo: () => Promise<unknown>, aviso: string) => {
        try {
            await trabajo();
            setProblema(undefined);
            notify(t(aviso), { type: 'success' });
            await queryClient.invalidateQueries({ queryKey: ['camposPersonalizados'] });
            return true;
        } catch (error) {
            setProblema(describe(error));
            return false;
        }
    };
    const eliminar = (campo: CampoPersonalizado) => {
        setPorEliminar(undefined);
        return intentar(() => api.eliminarCampoPersonalizado(campo.id, campo.activosConValor > 0), 'eliminado');
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
                {load.state === 'done' && <TablaDeCampos campos={load.data} onEliminar={setPorEliminar} />}
                <NuevoCampo onCrear={(campo) => intentar(() => api.crearCampoPersonalizado(campo), 'creado')} />
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>{translate('ra.action.close')}</Button>
            </DialogActions>
            {porEliminar && <ConfirmarEliminacion campo={porEliminar} onCancelar={() => setPorEliminar(undefined)} onEliminar={() => void eliminar(porEliminar)} />}
        </Dialog>
    );
};
