import { useState } from 'react';
import { Tab, Tabs } from '@mui/material';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { usePermissions, useTranslate } from 'react-admin';
import area from '../area';
import { Page } from '../common/Page';
import { ADMIN_ROLES, hasRole } from '../common/roles';
import { GrePanel } from '../gre/GrePanel';

type CompaniaTab = 'areas' | 'gre';

/** Gestión de Compañía (user types 1-3): its areas and, for types 1-2, its guía electrónica configuration. */
export const CompaniaPage = () => {
    const translate = useTranslate();
    const { permissions } = usePermissions<number | undefined>();
    const [tab, setTab] = useState<CompaniaTab>('areas');
    const comingSoon = (name: string) => translate('app.common.coming_soon', { name: translate(name) });
    return (
        <Page title="resources.Compania.title">
            {/* At 1024 px the four tabs do not fit side by side: they narrow and their labels wrap instead. */}
            <Tabs
                value={tab}
                onChange={(_event, value: CompaniaTab) => setTab(value)}
                sx={{ mb: 2, '& .MuiTab-root': { flexShrink: 1, minWidth: 0 } }}
            >
                <Tab
                    value="areas"
                    label={translate('resources.Area.name', { smart_count: 2 })}
                    icon={<area.icon />}
                    iconPosition="start"
                />
                {hasRole(permissions, ADMIN_ROLES) && (
                    <Tab
                        value="gre"
                        label={translate('resources.gre.tab')}
                        icon={<ReceiptLongIcon />}
                        iconPosition="start"
                        wrapped
                    />
                )}
                <Tab value="departamentos" label={comingSoon('resources.Compania.tabs.departamentos')} disabled />
                <Tab value="ubicaciones" label={comingSoon('resources.Compania.tabs.ubicaciones')} disabled />
            </Tabs>
            {tab === 'gre' ? <GrePanel /> : <area.list />}
        </Page>
    );
};
