import { useState } from 'react';
import { Box, IconButton, MenuItem, Stack, TextField, Tooltip } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { FunctionField, TextField as CampoDeTexto, useListContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { MOTIVOS_TRASLADO } from '@dominio/catalogos-sunat';
import { CampoFecha } from '../common/fechas/Fechas';
import { formatDate } from '../common/format';
import { NumberedPagination } from '../common/NumberedPagination';
import { Page } from '../common/Page';
import { ResourceTable, SECONDARY_COLUMN } from '../common/ResourceTable';
import { EstadoGuiaChip } from './EstadoGuiaChip';
import { GuiaElectronicaDialog } from './GuiaElectronicaDialog';
import type { EstadoGuia, GuiaElectronica } from './record';

const t = (clave: string) => `resources.gre/guias.${clave}`;
const ESTADOS: EstadoGuia[] = ['pendiente', 'enviado', 'aceptado', 'observado', 'rechazado', 'error'];
const NEWEST_FIRST = { field: 'id', order: 'DESC' } as const;

/** Estado and the issue days: each change applies at once. */
const Filtros = () => {
    const translate = useTranslate();
    const { filterValues, setFilters } = useListContext();
    const poner = (campo: string, valor: string) => {
        const { [campo]: _anterior, ...resto } = filterValues;
        setFilters(valor ? { ...resto, [campo]: valor } : resto, {}, false);
    };
    return (
        <Stack direction={{ xs: 'column', sm: 'row' }} gap={1} sx={{ mb: 1 }} role="search">
            <TextField select label={translate(t('filters.estado'))} value={filterValues.estado ?? ''} onChange={(e) => poner('estado', e.target.value)} sx={{ minWidth: 220 }}>
                <MenuItem value="">{translate('ra.action.clear_input_value')}</MenuItem>
                {ESTADOS.map((estado) => (
                    <MenuItem key={estado} value={estado}>
                        {translate(t(`estados.${estado}`))}
                    </MenuItem>
                ))}
            </TextField>
            <CampoFecha label={translate(t('filters.desde'))} value={filterValues.desde ?? ''} onChange={(valor) => poner('desde', valor)} />
            <CampoFecha label={translate(t('filters.hasta'))} value={filterValues.hasta ?? ''} onChange={(valor) => poner('hasta', valor)} />
        </Stack>
    );
};

/** "Guías electrónicas": every guide of the company, newest first, filtered by state and issue day. */
export const GuiasElectronicasPage = () => {
    const translate = useTranslate();
    const [abierta, setAbierta] = useState<GuiaElectronica>();
    return (
        <Page title={t('title')}>
            <ResourceTable resource="gre/guias" search={false} header={<Filtros />} sort={NEWEST_FIRST} pagination={<NumberedPagination />} empty={t('empty')} refreshButton>
                <FunctionField<GuiaElectronica> label={t('columns.documento')} render={(guia) => <Box sx={{ whiteSpace: 'nowrap' }}>{guia.documento}</Box>} />
                <FunctionField<GuiaElectronica> label={t('columns.fechaEmision')} render={(guia) => formatDate(guia.fechaEmision)} />
                <FunctionField<GuiaElectronica>
                    label={t('columns.movimiento')}
                    render={(guia) => <Link to={`/movimientos/${guia.movimientoId}/detalles`}>#{guia.movimientoId}</Link>}
                />
                <CampoDeTexto source="destinatario" label={t('columns.destinatario')} />
                <FunctionField<GuiaElectronica>
                    {...SECONDARY_COLUMN}
                    label={t('columns.motivo')}
                    render={(guia) => `${guia.motivo} - ${MOTIVOS_TRASLADO[guia.motivo as keyof typeof MOTIVOS_TRASLADO] ?? ''}`}
                />
                <FunctionField<GuiaElectronica> label={t('columns.estado')} render={(guia) => <EstadoGuiaChip estado={guia.estado} />} />
                <FunctionField<GuiaElectronica>
                    label="app.common.actions"
                    render={(guia) => (
                        <Tooltip title={translate(t('actions.abrir'))}>
                            <IconButton size="small" aria-label={`${translate(t('actions.abrir'))} ${guia.documento}`} onClick={() => setAbierta(guia)}>
                                <VisibilityIcon fontSize="small" />
                            </IconButton>
                        </Tooltip>
                    )}
                />
            </ResourceTable>
            {abierta && (
                <GuiaElectronicaDialog
                    movimiento={{ id: abierta.movimientoId, destinatario: abierta.destinatario, ruc: null }}
                    onClose={() => setAbierta(undefined)}
                />
            )}
        </Page>
    );
};
