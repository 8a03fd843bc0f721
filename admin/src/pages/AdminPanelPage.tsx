import { useState } from 'react';
import { Alert, Tab, Tabs } from '@mui/material';
import { usePermissions, useTranslate } from 'react-admin';
import auditoria from '../auditoria';
import claveApi from '../clave-api';
import compania from '../compania';
import { MAESTRO } from '../common/roles';
import usuario from '../usuario';
import { Page } from '../common/Page';

type AdminTab = 'usuarios' | 'empresas' | 'claves_api' | 'auditoria';

/** Panel de Administración (user types 1-2): users, companies and API keys; the audit log for type 1 only. */
export const AdminPanelPage = () => {
    const translate = useTranslate();
    const { permissions } = usePermissions<number | undefined>();
    const [tab, setTab] = useState<AdminTab>('usuarios');
    const esMaestro = permissions === MAESTRO;
    return (
        <Page title="app.pages.admin_panel">
            <Tabs value={tab} onChange={(_event, value: AdminTab) => setTab(value)} sx={{ mb: 2 }}>
                <Tab
                    value="usuarios"
                    label={translate('app.admin_panel.usuarios')}
                    icon={<usuario.icon />}
                    iconPosition="start"
                />
                <Tab
                    value="empresas"
                    label={translate('app.admin_panel.empresas')}
                    icon={<compania.icon />}
                    iconPosition="start"
                />
                <Tab
                    value="claves_api"
                    label={translate('app.admin_panel.claves_api')}
                    icon={<claveApi.icon />}
                    iconPosition="start"
                />
                {esMaestro && (
                    <Tab
                        value="auditoria"
                        label={translate('app.admin_panel.auditoria')}
                        icon={<auditoria.icon />}
                        iconPosition="start"
                    />
                )}
            </Tabs>
            {tab === 'usuarios' && (
                <>
                    <Alert severity="warning" sx={{ mb: 2 }}>
                        {translate('app.admin_panel.admin_types_warning')}
                    </Alert>
                    <usuario.list createLabel="resources.Usuario.actions.create" />
                </>
            )}
            {tab === 'empresas' && <compania.list />}
            {tab === 'claves_api' && <claveApi.list />}
            {tab === 'auditoria' && esMaestro && <auditoria.panel />}
        </Page>
    );
};
