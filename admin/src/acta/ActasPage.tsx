import { useState } from 'react';
import { Tab, Tabs } from '@mui/material';
import { useTranslate } from 'react-admin';
import { TIPOS_ACTA, type TipoActa } from '@dominio/custodia';
import { Page } from '../common/Page';
import { ActaList } from './ActaList';

/** Actas de entrega y devolución: one tab per kind. Every user reads them; type 6 writes nothing. */
export const ActasPage = () => {
    const translate = useTranslate();
    const [tipo, setTipo] = useState<TipoActa>('entrega');
    return (
        <Page title="app.pages.actas">
            <Tabs value={tipo} onChange={(_event, value: TipoActa) => setTipo(value)} sx={{ mb: 2 }}>
                {Object.keys(TIPOS_ACTA).map((clave) => (
                    <Tab key={clave} value={clave} label={translate(`resources.actas-entrega.tipos.${clave}`)} />
                ))}
            </Tabs>
            <ActaList key={tipo} tipo={tipo} />
        </Page>
    );
};
