import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import { FunctionField, TextField, usePermissions, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatDate } from '../common/format';
import { NumberedPagination } from '../common/NumberedPagination';
import { Page } from '../common/Page';
import { ResourceTable } from '../common/ResourceTable';
import { GERENCIA_ROLES, hasRole } from '../common/roles';
import { EstadoChip, Progreso } from './InventarioCells';
import { InventarioDialog } from './InventarioDialog';
import { estaAbierto, texto } from './record';
import type { Inventario } from '../api/tipos';

const NEWEST_FIRST = { field: 'id', order: 'DESC' } as const;
const PAGE_SIZE = 10;

const column = (name: string) => texto(`columns.${name}`);

/** Contar (while the campaign is open) and Conciliación; `label` is the column's header, read by the table. */
const Acciones = (_props: { label: string }) => {
    const translate = useTranslate();
    const inventario = useRecordContext<Inventario>();
    if (!inventario) return null;
    return (
        <Stack direction="row" gap={1} flexWrap="wrap">
            {estaAbierto(inventario) && (
                <Button
                    component={Link}
                    to={`/inventario/${inventario.id}/contar`}
                    size="small"
                    variant="contained"
                    startIcon={<QrCodeScannerIcon />}
                >
                    {translate(texto('actions.contar'))}
                </Button>
            )}
            <Button
                component={Link}
                to={`/inventario/${inventario.id}`}
                size="small"
                variant="outlined"
                startIcon={<FactCheckIcon />}
            >
                {translate(texto('actions.conciliacion'))}
            </Button>
        </Stack>
    );
};

/** Inventario físico: the company's count campaigns with their progress; management opens new ones. */
export const InventarioList = () => {
    const { permissions } = usePermissions<number | undefined>();
    const [creando, setCreando] = useState(false);
    return (
        <Page title={texto('title')}>
            <ResourceTable
                resource="inventarios"
                createLabel={texto('actions.create')}
                onCreate={hasRole(permissions, GERENCIA_ROLES) ? () => setCreando(true) : undefined}
                searchPlaceholder={texto('search')}
                perPage={PAGE_SIZE}
                sort={NEWEST_FIRST}
                pagination={<NumberedPagination />}
                empty={texto('empty')}
                syncWithLocation
            >
                <TextField source="nombre" label={column('nombre')} />
                <FunctionField<Inventario>
                    source="fechaCorte"
                    label={column('fechaCorte')}
                    render={(inventario) => formatDate(inventario.fechaCorte)}
                />
                <FunctionField<Inventario>
                    source="estado"
                    label={column('estado')}
                    render={(inventario) => <EstadoChip inventario={inventario} />}
                />
                <FunctionField<Inventario>
                    label={column('progreso')}
                    sortable={false}
                    render={(inventario) => <Progreso inventario={inventario} />}
                />
                <Acciones label="app.common.actions" />
            </ResourceTable>
            {creando && <InventarioDialog onClose={() => setCreando(false)} />}
        </Page>
    );
};
