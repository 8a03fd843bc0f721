import { useState } from 'react';
import { FunctionField, TextField } from 'react-admin';
import { NumberedPagination } from '../common/NumberedPagination';
import { ResourceTable } from '../common/ResourceTable';
import { deleteOutcomeMessages, MessageDialog, type Message } from '../common/MessageDialog';
import { RowActions } from '../common/RowActions';
import { useCanWrite } from '../common/useCanWrite';
import { NEWEST_FIRST, PAGE_SIZE } from '../pages/clientesDireccionesList';
import {
    ClienteContactoCell,
    ClienteDireccionCell,
    ClienteDocumentosCell,
    ClienteNombreCell,
    ContratoBadge,
} from './ClienteCells';
import { ClienteDialog } from './ClienteDialog';
import { clienteImport } from './clienteImport';
import { clienteName } from './record';
import type { Cliente, Direccion } from '../api/tipos';

interface ClienteListProps {
    /** The addresses the screen has loaded: the client form's last resort for its address choices. */
    loadedDirecciones: Direccion[];
}

/** The Clientes tab: the company's clients, ten a page. */
export const ClienteList = ({ loadedDirecciones }: ClienteListProps) => {
    const canWrite = useCanWrite();
    const [dialog, setDialog] = useState<{ record?: Cliente }>();
    const [message, setMessage] = useState<Message>();
    const field = (name: string) => `resources.Cliente.fields.${name}`;
    return (
        <>
            <ResourceTable
                resource="Cliente"
                createLabel="resources.Cliente.actions.create"
                onCreate={() => setDialog({})}
                importDefinition={clienteImport}
                searchPlaceholder="resources.Cliente.search"
                perPage={PAGE_SIZE}
                sort={NEWEST_FIRST}
                pagination={<NumberedPagination />}
                empty="resources.Cliente.empty"
            >
                <TextField source="id" />
                <FunctionField<Cliente>
                    label={field('cliente')}
                    sortBy="nombre"
                    render={(cliente) => <ClienteNombreCell cliente={cliente} />}
                />
                <FunctionField<Cliente>
                    label={field('documentos')}
                    render={(cliente) => <ClienteDocumentosCell cliente={cliente} />}
                />
                <FunctionField<Cliente>
                    label={field('contacto')}
                    render={(cliente) => <ClienteContactoCell cliente={cliente} />}
                />
                <FunctionField<Cliente>
                    label={field('direccion')}
                    render={(cliente) => <ClienteDireccionCell cliente={cliente} />}
                />
                <FunctionField<Cliente>
                    label={field('contrato')}
                    render={(cliente) => <ContratoBadge cliente={cliente} />}
                />
                {canWrite && (
                    <RowActions<Cliente>
                        label="app.common.actions"
                        onEdit={(record) => setDialog({ record })}
                        recordName={clienteName}
                        {...deleteOutcomeMessages('Cliente', setMessage)}
                    />
                )}
            </ResourceTable>
            {dialog && (
                <ClienteDialog
                    record={dialog.record}
                    loadedDirecciones={loadedDirecciones}
                    onClose={() => setDialog(undefined)}
                />
            )}
            {message && <MessageDialog message={message} onClose={() => setMessage(undefined)} />}
        </>
    );
};
