import { useState } from 'react';
import { Box, Button, Tab, Tabs } from '@mui/material';
import GavelIcon from '@mui/icons-material/Gavel';
import { usePermissions, useTranslate } from 'react-admin';
import { TIPOS_ACTA, type TipoActa } from '@dominio/custodia';
import { Page } from '../common/Page';
import { ADMIN_ROLES, hasRole } from '../common/roles';
import { ActaList } from './ActaList';
import { TextosDeActasDialog } from './TextosDeActasDialog';

/** Actas de entrega y devolución: one tab per kind. Every user reads them; type 6 writes nothing. */
export const ActasPage = () => {
    const translate = useTranslate();
    const [tipo, setTipo] = useState<TipoActa>('entrega');
    const [textos, setTextos] = useState(false);
    // The legal wording is the administration's (types 1-2); the API refuses the others.
    const { permissions } = usePermissions<number | undefined>();
    return (
        <Page title="app.pages.actas">
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
                <Tabs value={tipo} onChange={(_event, value: TipoActa) => setTipo(value)} sx={{ flexGrow: 1 }}>
                    {Object.keys(TIPOS_ACTA).map((clave) => (
                        <Tab key={clave} value={clave} label={translate(`resources.actas-entrega.tipos.${clave}`)} />
                    ))}
                </Tabs>
                {hasRole(permissions, ADMIN_ROLES) && (
                    <Button startIcon={<GavelIcon />} onClick={() => setTextos(true)}>
                        {translate('resources.actas-entrega.textos.open')}
                    </Button>
                )}
            </Box>
            <ActaList key={tipo} tipo={tipo} />
            {textos && <TextosDeActasDialog onClose={() => setTextos(false)} />}
        </Page>
    );
};
