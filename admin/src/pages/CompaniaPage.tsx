import { Tab, Tabs } from '@mui/material';
import { useTranslate } from 'react-admin';
import area from '../area';
import { Page } from '../common/Page';

/** Gestión de Compañía (user types 1-3): only the Áreas tab works so far. */
export const CompaniaPage = () => {
    const translate = useTranslate();
    const comingSoon = (name: string) => translate('app.common.coming_soon', { name: translate(name) });
    return (
        <Page title="resources.Compania.title">
            <Tabs value="areas" sx={{ mb: 2 }}>
                <Tab
                    value="areas"
                    label={translate('resources.Area.name', { smart_count: 2 })}
                    icon={<area.icon />}
                    iconPosition="start"
                />
                <Tab value="departamentos" label={comingSoon('resources.Compania.tabs.departamentos')} disabled />
                <Tab value="ubicaciones" label={comingSoon('resources.Compania.tabs.ubicaciones')} disabled />
            </Tabs>
            <area.list />
        </Page>
    );
};
