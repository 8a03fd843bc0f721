import { useState } from 'react';
import { Datagrid, TextField, usePermissions, useRecordContext } from 'react-admin';
import { ADMIN_ROLES, hasRole, MAESTRO } from '../common/roles';
import { RowActions } from '../common/RowActions';
import { ServerList } from '../common/ServerList';
import { readSession } from '../session';
import { usuarioName } from './record';
import { RestablecerDosFactores } from './RestablecerDosFactores';
import { UserTypeField } from './UserTypeField';
import { UsuarioDialog } from './UsuarioDialog';
import type { Usuario } from '../api/tipos';

/** The row's reset of the verification in two steps, for the users the caller may edit. */
const RestablecerEnFila = ({ canEdit }: { canEdit(usuario: Usuario): boolean }) => {
    const usuario = useRecordContext<Usuario>();
    return usuario && canEdit(usuario) ? <RestablecerDosFactores usuario={usuario} /> : null;
};

/** The users of the caller's company (every company's for a Maestro); types 1-2 also add, edit and delete them. */
export const UsuarioList = ({ createLabel }: { createLabel: string }) => {
    const { permissions } = usePermissions<number | undefined>();
    const canManage = hasRole(permissions, ADMIN_ROLES);
    const [dialog, setDialog] = useState<{ record?: Usuario }>();
    const create = { label: createLabel, onClick: () => setDialog({}) };
    // The API refuses both anyway: an Administrador never touches a Maestro, nobody deletes their own user.
    const canEdit = (usuario: Usuario) => permissions === MAESTRO || usuario.tipo !== MAESTRO;
    const canDelete = (usuario: Usuario) => canEdit(usuario) && String(usuario.id) !== readSession()?.userId;
    return (
        <>
            <ServerList resource="Usuario" create={canManage ? create : undefined}>
                <Datagrid bulkActionButtons={false} rowClick={false}>
                    <TextField source="id" />
                    <TextField source="nombre" />
                    <TextField source="apellido" />
                    <TextField source="numeroTelefonico" sortable={false} />
                    <TextField source="correoElectronico" />
                    <TextField source="codigo" />
                    <UserTypeField source="tipo" />
                    <TextField source="companiaNombre" sortBy="companiaId" />
                    <TextField source="detalle" sortable={false} />
                    {canManage && (
                        <RowActions<Usuario>
                            label="app.common.actions"
                            onEdit={(record) => setDialog({ record })}
                            canEdit={canEdit}
                            canDelete={canDelete}
                            recordName={usuarioName}
                        >
                            <RestablecerEnFila canEdit={canEdit} />
                        </RowActions>
                    )}
                </Datagrid>
            </ServerList>
            {dialog && <UsuarioDialog record={dialog.record} onClose={() => setDialog(undefined)} />}
        </>
    );
};
