import { useState } from 'react';
import { Tab, Tabs } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import cliente from '../cliente';
import { Page } from '../common/Page';
import direccion from '../direccion';
import { NEWEST_FIRST, PAGE_SIZE } from './clientesDireccionesList';
import type { Direccion } from '../api/tipos';

type ClientesTab = 'clientes' | 'direcciones';

// The same first page each tab asks for: one request feeds both the tab's count and its table.
const FIRST_PAGE = { pagination: { page: 1, perPage: PAGE_SIZE }, sort: NEWEST_FIRST };

/** Gestión de Clientes y Direcciones: two tabs titled with the number of records each holds. */
export const ClientesDireccionesPage = () => {
    const translate = useTranslate();
    const [tab, setTab] = useState<ClientesTab>('clientes');
    const clientes = useGetList('Cliente', FIRST_PAGE);
    const direcciones = useGetList<Direccion>('Direccion', FIRST_PAGE);
    const label = (name: string, total: number | undefined) =>
        total === undefined
            ? translate(`resources.${name}.name`, { smart_count: 2 })
            : translate(`resources.${name}.tab`, { count: total });
    return (
        <Page title="resources.Cliente.title">
            <Tabs value={tab} onChange={(_event, value: ClientesTab) => setTab(value)} sx={{ mb: 2 }}>
                <Tab
                    value="clientes"
                    label={label('Cliente', clientes.total)}
                    icon={<cliente.icon />}
                    iconPosition="start"
                />
                <Tab
                    value="direcciones"
                    label={label('Direccion', direcciones.total)}
                    icon={<direccion.icon />}
                    iconPosition="start"
                />
            </Tabs>
            {tab === 'clientes' ? <cliente.list loadedDirecciones={direcciones.data ?? []} /> : <direccion.list />}
        </Page>
    );
};
