import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { custodioName } from '../../custodio/record';
import { Section } from './fields';
import type { Activo } from '../../api/tipos';

/** Who holds the asset now (docs/custodios.md): changed by hand-over and return actas, never in this form. */
export const CustodioSection = ({ custodio }: { custodio: Activo['custodio'] }) => {
    const translate = useTranslate();
    return (
        <Section title="resources.activos.sections.custodio">
            <Typography sx={{ gridColumn: '1 / -1', mb: 1 }}>
                {custodio ? translate('resources.activos.custodio.actual', { nombre: custodioName(custodio) }) : translate('resources.activos.custodio.ninguno')}
            </Typography>
        </Section>
    );
};
