import { useState } from 'react';
import { Alert, Tab, Tabs } from '@mui/material';
import { useTranslate } from 'react-admin';
import compania from '../compania';
import usuario from '../usuario';
import { Page } from '../common/Page';

type AdminTab = 'usuarios' | 'empresas';

/** Panel de Administracion (user types 1-2): users and companies. */
export const AdminPanelPage = () => {
    const translate = useTranslate();
    const [tab, setTab] = useState<AdminTab>('usuarios');
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
            </Tabs>
            {tab === 'usuarios' ? (
                <>
                    <Alert severity="warning" sx={{ mb: 2 }}>
                        {translate('app.admin_panel.admin_types_warning')}
                    </Alert>
                    <usuario.list createLabel="resources.Usuario.actions.create" />
                </>
            ) : (
                <compania.list />
            )}
        </Page>
    );
};
