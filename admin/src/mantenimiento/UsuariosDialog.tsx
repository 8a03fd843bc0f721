import { useState } from 'react';
import {
    Alert,
    Button,
    CircularProgress,
    Dialog,
    DialogActions,
    DialogContent,
    DialogTitle,
    IconButton,
    Table,
    TableBody,
    TableCell,
    TableHead,
    TableRow,
    Tooltip,
    Typography,
} from '@mui/material';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import { useRefresh, useTranslate } from 'react-admin';
import { usuarioNombre } from '../activos/record';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { serverMessageOr } from '../common/errors';
import { formatDateTime } from '../common/format';
import { MessageDialog, type Message } from '../common/MessageDialog';
import { useApiGet } from '../common/useApiGet';
import { useCanWrite } from '../common/useCanWrite';
import { API_URL, httpClient } from '../dataProvider';
import { AsignarUsuarioForm } from './AsignarUsuarioForm';
import { mantenimientoName, type Mantenimiento, type UsuarioAsignado } from './record';

interface UsuariosAsignadosTableProps {
    usuarios: UsuarioAsignado[];
    /** Without it, no Desasignar column: the user only reads. */
    onUnassign?(usuario: UsuarioAsignado): void;
}

/** Usuario, Código, Rol and Fecha Asignación of each assigned user. */
const UsuariosAsignadosTable = ({ usuarios, onUnassign }: UsuariosAsignadosTableProps) => {
    const translate = useTranslate();
    const text = (name: string) => translate(`resources.mantenimiento.usuarios.${name}`);
    if (usuarios.length === 0) return <Typography>{text('empty')}</Typography>;
    return (
        <Table size="small">
            <TableHead>
                <TableRow>
                    <TableCell>{text('usuario')}</TableCell>
                    <TableCell>{text('codigo')}</TableCell>
                    <TableCell>{text('rol')}</TableCell>
                    <TableCell>{text('fecha')}</TableCell>
                    {onUnassign && <TableCell>{translate('app.common.actions')}</TableCell>}
                </TableRow>
            </TableHead>
            <TableBody>
                {usuarios.map((usuario) => (
                    <TableRow key={usuario.id}>
                        <TableCell>{usuarioNombre(usuario)}</TableCell>
                        <TableCell>{usuario.codigo}</TableCell>
                        <TableCell>{usuario.rol ?? text('sin_rol')}</TableCell>
                        <TableCell>{formatDateTime(usuario.fechaAsignacion)}</TableCell>
                        {onUnassign && (
                            <TableCell>
                                <Tooltip title={text('unassign')}>
                                    <IconButton
                                        aria-label={text('unassign')}
                                        color="error"
                                        size="small"
                                        onClick={() => onUnassign(usuario)}
                                    >
                                        <PersonRemoveIcon fontSize="small" />
                                    </IconButton>
                                </Tooltip>
                            </TableCell>
                        )}
                    </TableRow>
                ))}
            </TableBody>
        </Table>
    );
};

/**
 * The users of a maintenance: assign one of the company with an optional role, unassign after confirmation.
 * Each change reloads the list of the screen too (its Usuarios column).
 */
export const UsuariosDialog = ({ mantenimiento, onClose }: { mantenimiento: Mantenimiento; onClose(): void }) => {
    const translate = useTranslate();
    const refresh = useRefresh();
    const canWrite = useCanWrite();
    const { load, reload } = useApiGet<UsuarioAsignado[]>(`/mantenimiento/${mantenimiento.id}/usuarios`);
    const [quitar, setQuitar] = useState<UsuarioAsignado>();
    const [quitando, setQuitando] = useState(false);
    const [message, setMessage] = useState<Message>();

    const changed = () => {
        reload();
        refresh();
    };

    const desasignar = async (usuario: UsuarioAsignado) => {
        setQuitando(true);
        try {
            await httpClient(`${API_URL}/mantenimiento/${mantenimiento.id}/usuarios/${usuario.id}`, { method: 'DELETE' });
            changed();
        } catch (error) {
            const { message: text, args } = serverMessageOr('resources.mantenimiento.usuarios.unassign_error')(error);
            setMessage({ title: 'resources.mantenimiento.usuarios.unassign_error_title', text, args, severity: 'error' });
        } finally {
            setQuitando(false);
            setQuitar(undefined);
        }
    };

    return (
        <Dialog open fullWidth maxWidth="md" onClose={onClose}>
            <DialogTitle>
                {translate('resources.mantenimiento.usuarios.title')}
                <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                    {mantenimientoName(mantenimiento)}
                </Typography>
            </DialogTitle>
            <DialogContent>
                {canWrite && (
                    <AsignarUsuarioForm
                        mantenimientoId={mantenimiento.id}
                        asignados={load.state === 'done' ? load.data.map((usuario) => usuario.id) : []}
                        onAssigned={changed}
                    />
                )}
                {load.state === 'loading' && <CircularProgress size={28} />}
                {load.state === 'error' && (
                    <Alert severity="error">{translate('resources.mantenimiento.usuarios.load_error')}</Alert>
                )}
                {load.state === 'done' && (
                    <UsuariosAsignadosTable usuarios={load.data} onUnassign={canWrite ? setQuitar : undefined} />
                )}
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>{translate('ra.action.close')}</Button>
            </DialogActions>
            <ConfirmDialog
                open={Boolean(quitar)}
                content="resources.mantenimiento.usuarios.confirm_unassign"
                contentArgs={{ name: quitar && usuarioNombre(quitar) }}
                loading={quitando}
                onConfirm={() => quitar && desasignar(quitar)}
                onClose={() => setQuitar(undefined)}
            />
            {message && <MessageDialog message={message} onClose={() => setMessage(undefined)} />}
        </Dialog>
    );
};
