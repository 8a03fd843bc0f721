import { Box, Typography } from '@mui/material';
import { Pagination, useListContext, useTranslate } from 'react-admin';
import { bajasDe, FILTROS_LISTA, filtrosConValor, type Filtros, type MostrarBajas } from './filtros';

// Companies hold tens of thousands of assets: unlike the spec's static control, the server pages the list.
const PAGE_SIZES = [10, 25, 50, 100];

/** "Código: "ACT" · Descripción: "laptop" · Mostrar dados de baja: Incluir", or nothing without filters. */
export const useFiltrosTexto = () => {
    const translate = useTranslate();
    const label = (campo: string) => translate(`resources.activos.filters.${campo}`);
    return (filtros: Filtros, bajas: MostrarBajas): string =>
        [
            ...Object.entries(filtros).map(([campo, valor]) => `${label(campo)}: "${valor}"`),
            ...(bajas === 'excluir' ? [] : [`${label('bajas')}: ${label(`bajas_${bajas}`)}`]),
        ].join(' · ');
};

/** 'Mostrando n activo(s)' with the active filters, then the page control. */
export const ActivosFooter = () => {
    const translate = useTranslate();
    const describe = useFiltrosTexto();
    const { data, filterValues, isPending } = useListContext();
    const filtros = describe(filtrosConValor(filterValues, FILTROS_LISTA), bajasDe(filterValues));
    return (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', px: 2 }}>
            <Typography variant="body2" color="text.secondary">
                {!isPending && translate('resources.activos.showing', { count: data?.length ?? 0 })}
                {filtros && ` · ${translate('resources.activos.filters.active', { filtros })}`}
            </Typography>
            <Pagination rowsPerPageOptions={PAGE_SIZES} />
        </Box>
    );
};
