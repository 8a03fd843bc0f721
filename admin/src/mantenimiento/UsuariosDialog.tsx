import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { IconButton, Tooltip, Typography } from '@mui/material';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import { useRefresh, useTranslate } from 'react-admin';
import { usuarioNombre } from '../activo/record';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { serverMessageOr } from '../common/errors';
import { formatDateTime } from '../common/format';
import { MessageDialog, type Message } from '../common/MessageDialog';
import { TablaDialog, type Columna } from '../common/TablaDialog';
import { useApi, useApiQuery } from '../common/useApiQuery';
import { useCanWrite } from '../common/useCanWrite';
import { AsignarUsuarioForm } from './AsignarUsuarioForm';
import { mantenimientoName } from './record';
import type { Mantenimiento, UsuarioAsignado } from '../api/tipos';

/**
 * The users of a maintenance: assign one of the company with an optional role, unassign after confirmation.
 * Each change reloads the list of the screen too (its Usuarios column).
 */
export const UsuariosDialog = ({ mantenimiento, onClose }: { mantenimiento: Mantenimiento; onClose(): void }) => {
    const translate = useTranslate();
    const refresh = useRefresh();
    const canWrite = useCanWrite();
    const api = useApi();
    const { load } = useApiQuery(['usuariosDeMantenimiento', mantenimiento.id], () =>
        api.usuariosDeMantenimiento(mantenimiento.id),
    );
    const [quitar, setQuitar] = useState<UsuarioAsignado>();
    const quita = useMutation({
        mutationFn: (usuario: UsuarioAsignado) => api.desasignarUsuarioMantenimiento(mantenimiento.id, usuario.id),
    });
    const [message, setMessage] = useState<Message>();

    const desasignar = async (usuario: UsuarioAsignado) => {
        try {
            await quita.mutateAsync(usuario);
            refresh();
        } catch (error) {
            const { message: text, args } = serverMessageOr('resources.mantenimiento.usuarios.unassign_error')(error);
            setMessage({ title: 'resources.mantenimiento.usuarios.unassign_error_title', text, args, severity: 'error' });
        } finally {
            setQuitar(undefined);
        }
    };

    const text = (name: string) => translate(`resources.mantenimiento.usuarios.${name}`);
    const columns: Array<Columna<UsuarioAsignado>> = [
        { label: text('usuario'), render: usuarioNombre },
        { label: text('codigo'), render: (usuario) => usuario.codigo },
        { label: text('rol'), render: (usuario) => usuario.rol ?? text('sin_rol') },
        { label: text('fecha'), render: (usuario) => formatDateTime(usuario.fechaAsignacion) },
    ];
    // Who only reads has no Desasignar column.
    if (canWrite) {
        columns.push({
            label: translate('app.common.actions'),
            render: (usuario) => (
                <Tooltip title={text('unassign')}>
                    <IconButton aria-label={text('unassign')} color="error" size="small" onClick={() => setQuitar(usuario)}>
                        <PersonRemoveIcon fontSize="small" />
                    </IconButton>
                </Tooltip>
            ),
        });
    }

    return (
        <TablaDialog<UsuarioAsignado>
            title={text('title')}
            subtitle={mantenimientoName(mantenimiento)}
            onClose={onClose}
            before={
                canWrite && (
                    <AsignarUsuarioForm
                        mantenimientoId={mantenimiento.id}
                        asignados={load.state === 'done' ? load.data.map((usuario) => usuario.id) : []}
                        onAssigned={refresh}
                    />
                )
            }
            load={load}
            errorText={() => text('load_error')}
            empty={<Typography>{text('empty')}</Typography>}
            rowKey={(usuario) => usuario.id}
            columns={columns}
        >
            <ConfirmDialog
                open={Boolean(quitar)}
                content="resources.mantenimiento.usuarios.confirm_unassign"
                contentArgs={{ name: quitar && usuarioNombre(quitar) }}
                loading={quita.isPending}
                onConfirm={() => quitar && desasignar(quitar)}
                onClose={() => setQuitar(undefined)}
            />
            {message && <MessageDialog message={message} onClose={() => setMessage(undefined)} />}
        </TablaDialog>
    );
};
