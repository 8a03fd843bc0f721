import { Typography } from '@mui/material';

import { useTranslate } from 'react-admin';

import { ClienteContactoCell, ClienteDocumentosCell, ClienteNombreCell, ContratoBadge } from '../cliente/ClienteCells';
import { TablaDialog } from '../common/TablaDialog';
import { useApiQuery } from '../common/useApiQuery';
import { direccionText } from './record';
import type { Cliente, Direccion } from '../api/tipos';

/** Ver (n): the clients that live at an address. */
export const ClientesAsociadosDialog = ({ direccion, onClose }: { direccion: Direccion; onClose(): void }) => {
    const translate = useTranslate();
    const { load } = useApiQuery(['clientesDeDireccion', direccion.id], (api) => api.clientesDeDireccion(direccion.id));
    const field = (name: string) => translate(`resources.Cliente.fields.${name}`);
    return (
        <TablaDialog<Cliente>
            title={translate('resources.Direccion.clientes.title')}
            subtitle={direccionText(direccion)}
            onClose={onClose}
            load={load}
            errorText={() => translate('resources.Direccion.clientes.load_error')}
            empty={<Typography>{translate('resources.Direccion.clientes.empty')}</Typography>}
            rowKey={(cliente) => cliente.id}
            columns={[
                { label: field('id'), render: (cliente) => cliente.id },
                { label: field('cliente'), render: (cliente) => <ClienteNombreCell cliente={cliente} /> },
                { label: field('documentos'), render: (cliente) => <ClienteDocumentosCell cliente={cliente} /> },
                { label: field('contacto'), render: (cliente) => <ClienteContactoCell cliente={cliente} /> },
                { label: field('contrato'), render: (cliente) => <ContratoBadge cliente={cliente} /> },
            ]}
        />
    );
};
