import { useState } from 'react';
import { Tab, Tabs } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Page } from '../common/Page';
import conductores from '../conductores';
import vehiculos from '../vehiculos';

type TransporteTab = 'conductores' | 'vehiculos';

/** Conductores y Vehículos: what the company's transport guides name, kept to be chosen again. Every user reads it; type 6 writes nothing. */
export const TransportePage = () => {
    const translate = useTranslate();
    const [tab, setTab] = useState<TransporteTab>('conductores');
    return (
        <Page title="app.pages.transporte">
            <Tabs value={tab} onChange={(_event, value: TransporteTab) => setTab(value)} sx={{ mb: 2 }}>
                <Tab
                    value="conductores"
                    label={translate('resources.gre/conductores.name', { smart_count: 2 })}
                    icon={<conductores.icon />}
                    iconPosition="start"
                />
                <Tab
                    value="vehiculos"
                    label={translate('resources.gre/vehiculos.name', { smart_count: 2 })}
                    icon={<vehiculos.icon />}
                    iconPosition="start"
                />
            </Tabs>
            {tab === 'conductores' ? <conductores.list /> : <vehiculos.list />}
        </Page>
    );
};
