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
import EditIcon from '@mui/icons-material/Edit';
import { CATEGORIAS_DEPRECIACION } from '@dominio/tasas-sunat';
import { useNotify, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { useErrorMessage } from '../common/errors';
import { useApi } from '../common/useApiQuery';
import { useCamposPersonalizados } from './useCamposPersonalizados';
import type { CampoPersonalizado, CampoPersonalizadoNuevo } from '../api/tipos';

const t = (name: string) => `resources.campos-personalizados.${name}`;
const TIPOS = ['texto', 'numero', 'fecha', 'lista', 'si_no'] as const;

/** The fields with their type and how many assets have a value; the edit and delete buttons of each. */
const TablaDeCampos = ({ campos, onEditar, onEliminar }: { campos: CampoPersonalizado[]; onEditar(campo: CampoPersonalizado): void; onEliminar(campo: CampoPersonalizado): void }) => {
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
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>
                            <Tooltip title={translate('ra.action.edit')}>
                                <IconButton aria-label={`${translate('ra.action.edit')} ${campo.etiqueta}`} onClick={() => onEditar(campo)}>
                                    <EditIcon />
                                </IconButton>
                            </Tooltip>
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

type Borrador = { clave: string; etiqueta: string; tipo: CampoPersonalizadoNuevo['tipo']; opciones: string; obligatorio: boolean; categoria: NonNullable<CampoPersonalizadoNuevo['categoria']> | '' };
const NUEVO: Borrador = { clave: '', etiqueta: '', tipo: 'texto', opciones: '', obligatorio: false, categoria: '' };
const borradorDe = (campo: CampoPersonalizado): Borrador => ({
    clave: campo.clave,
    etiqueta: campo.etiqueta,
    tipo: campo.tipo,
    opciones: campo.opciones.join(', '),
    obligatorio: campo.obligatorio,
    categoria: (campo.categoria ?? '') as Borrador['categoria'],
});

/**
 * Etiqueta, clave, tipo (a list's options separated by commas), obligatorio and categoría of a new field, or of `campo`
 * when editing it: its clave is shown but never sent (the API keeps it); the API answers whether the type may change.
 */
const FormularioDeCampo = ({ campo, onGuardar, onCancelar }: { campo?: CampoPersonalizado; onGuardar(campo: CampoPersonalizadoNuevo): Promise<boolean>; onCancelar?(): void }) => {
    const translate = useTranslate();
    const [borrador, setBorrador] = useState(campo ? borradorDe(campo) : NUEVO);
    const guardar = async () => {
        const opciones = borrador.opciones.split(',').map((opcion) => opcion.trim()).filter(Boolean);
        const { clave, etiqueta, tipo, obligatorio } = borrador;
        const datos = { clave: clave.trim(), etiqueta, tipo, obligatorio, categoria: borrador.categoria || null, ...(tipo === 'lista' && { opciones }) };
        if ((await onGuardar(datos)) && !campo) setBorrador(NUEVO);
    };
    const cambiar = (cambio: Partial<Borrador>) => setBorrador({ ...borrador, ...cambio });
    return (
        <Stack
            component="form"
            aria-label={translate(t(campo ? 'editar_title' : 'nuevo_title'), { etiqueta: campo?.etiqueta })}
            direction={{ xs: 'column', sm: 'row' }}
            gap={1}
            flexWrap="wrap"
            alignItems={{ sm: 'center' }}
            sx={{ mt: 2 }}
            onSubmit={(event) => {
                event.preventDefault();
                void guardar();
            }}
        >
            <TextField label={translate(t('columns.etiqueta'))} value={borrador.etiqueta} onChange={(event) => cambiar({ etiqueta: event.target.value })} required />
            <TextField
                label={translate(t('columns.clave'))}
                value={borrador.clave}
                onChange={(event) => cambiar({ clave: event.target.value })}
                helperText={translate(t(campo ? 'clave_fija' : 'clave_ayuda'))}
                disabled={Boolean(campo)}
                required
            />
            <TextField select label={translate(t('columns.tipo'))} value={borrador.tipo} onChange={(event) => cambiar({ tipo: event.target.value as Borrador['tipo'] })} sx={{ minWidth: 140 }}>
                {TIPOS.map((tipo) => (
                    <MenuItem key={tipo} value={tipo}>
                        {translate(t(`tipos.${tipo}`))}
                    </MenuItem>
                ))}
            </TextField>
            {borrador.tipo === 'lista' && (
                <TextField label={translate(t('opciones'))} value={borrador.opciones} onChange={(event) => cambiar({ opciones: event.target.value })} helperText={translate(t('opciones_ayuda'))} />
            )}
            <TextField
                select
                label={translate(t('columns.categoria'))}
                value={borrador.categoria}
                onChange={(event) => cambiar({ categoria: event.target.value as Borrador['categoria'] })}
                sx={{ width: 220 }}
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
                <MenuItem value="">{translate(t('todas_las_categorias'))}</MenuItem>
                {CATEGORIAS_DEPRECIACION.map((categoria) => (
                    <MenuItem key={categoria.clave} value={categoria.clave} sx={{ maxWidth: 480, whiteSpace: 'normal' }}>
                        {categoria.nombre}
                    </MenuItem>
                ))}
            </TextField>
            <FormControlLabel control={<Checkbox checked={borrador.obligatorio} onChange={(event) => cambiar({ obligatorio: event.target.checked })} />} label={translate(t('columns.obligatorio'))} />
            <Button type="submit" variant="contained">
                {translate(campo ? 'ra.action.save' : t('agregar'))}
            </Button>
            {onCancelar && <Button onClick={onCancelar}>{translate('ra.action.cancel')}</Button>}
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
    const [enEdicion, setEnEdicion] = useState<CampoPersonalizado>();
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
    const modificar = async (campo: CampoPersonalizado, { clave: _clave, ...cambio }: CampoPersonalizadoNuevo) => {
        const hecho = await intentar(() => api.modificarCampoPersonalizado(campo.id, cambio), 'modificado');
        if (hecho) setEnEdicion(undefined);
        return hecho;
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
                {load.state === 'done' && <TablaDeCampos campos={load.data} onEditar={setEnEdicion} onEliminar={setPorEliminar} />}
                {enEdicion ? (
                    <FormularioDeCampo key={enEdicion.id} campo={enEdicion} onGuardar={(campo) => modificar(enEdicion, campo)} onCancelar={() => setEnEdicion(undefined)} />
                ) : (
                    <FormularioDeCampo onGuardar={(campo) => intentar(() => api.crearCampoPersonalizado(campo), 'creado')} />
                )}
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>{translate('ra.action.close')}</Button>
            </DialogActions>
            {porEliminar && <ConfirmarEliminacion campo={porEliminar} onCancelar={() => setPorEliminar(undefined)} onEliminar={() => void eliminar(porEliminar)} />}
        </Dialog>
    );
};
