import { useState } from 'react';
import { Button, Typography } from '@mui/material';
import PostAddIcon from '@mui/icons-material/PostAdd';
import { FunctionField, TextField, useNotify, useTranslate } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { DateTimeField } from '../common/DateTimeField';
import { useDownload } from '../common/download';
import { DownloadProgressBar } from '../common/DownloadProgressBar';
import { useErrorMessage } from '../common/errors';
import { NumberedPagination } from '../common/NumberedPagination';
import { Page } from '../common/Page';
import { ResourceTable } from '../common/ResourceTable';
import { RowActions } from '../common/RowActions';
import { useCanWrite } from '../common/useCanWrite';
import { API_URL } from '../dataProvider';
import { ExportarExcelButton } from './ExportarExcelButton';
import { GuiaElectronicaButton } from '../gre/GuiaElectronicaButton';
import { hoyEnLima } from '../common/fechas/dayjs';
import { ImprimirGuiaButton } from './ImprimirGuiaButton';
import { MovimientoDialog } from './MovimientoDialog';
import type { Movimiento } from '../api/tipos';

// The API's own order and page size: newest first, ten a page.
const NEWEST_FIRST = { field: 'fecha', order: 'DESC' } as const;
const PAGE_SIZE = 10;
const DESCRIPCION_MAX = 50;

const column = (name: string) => `resources.movimiento.columns.${name}`;

/** The detail, cut at 50 characters (the whole text on hover), or Sin descripción. */
const DescripcionCell = ({ detalle }: { detalle: string | null }) => {
    const translate = useTranslate();
    if (!detalle?.trim()) {
        return (
            <Typography variant="body2" color="text.secondary">
                {translate('resources.movimiento.no_detalle')}
            </Typography>
        );
    }
    const corto = detalle.length > DESCRIPCION_MAX ? `${detalle.slice(0, DESCRIPCION_MAX)}...` : detalle;
    return (
        <Typography variant="body2" title={detalle}>
            {corto}
        </Typography>
    );
};

/** Movimientos (docs/especificacion-operaciones.md §2 "Lista de movimientos"): the company's movements, paged by the server. */
export const MovimientoList = () => {
    const translate = useTranslate();
    const notify = useNotify();
    const describe = useErrorMessage();
    const navigate = useNavigate();
    const canWrite = useCanWrite();
    const [dialog, setDialog] = useState<{ record?: Movimiento }>();
    const { download, progress } = useDownload((error) =>
        notify('resources.movimiento.errors.export', { type: 'error', messageArgs: { message: describe(error) } }),
    );
    const exportar = async () => {
        const today = hoyEnLima();
        if (await download(`${API_URL}/Movimiento/export`, `Movimientos_${today}.xlsx`)) {
            notify('resources.movimiento.notifications.exported', { type: 'success' });
        }
    };
    return (
        <Page title="resources.movimiento.title">
            {progress && <DownloadProgressBar progress={progress} />}
            <ResourceTable
                resource="movimiento"
                createLabel="resources.movimiento.actions.create"
                onCreate={() => setDialog({})}
                actions={
                    <>
                        {canWrite && (
                            <Button
                                component={Link}
                                to="/movimientos/create"
                                variant="outlined"
                                startIcon={<PostAddIcon />}
                            >
                                {translate('resources.movimiento.actions.generar')}
                            </Button>
                        )}
                        <ExportarExcelButton progress={progress} onClick={exportar} />
                    </>
                }
                searchPlaceholder="resources.movimiento.search"
                perPage={PAGE_SIZE}
                sort={NEWEST_FIRST}
                pagination={<NumberedPagination />}
                empty="resources.movimiento.empty"
            >
                <DateTimeField source="fecha" label={column('fecha')} />
                <TextField source="destinatario" label={column('destinatario')} />
                <TextField source="puntoDePartida" label={column('puntoDePartida')} />
                <TextField source="puntoDeLlegada" label={column('puntoDeLlegada')} />
                <FunctionField<Movimiento>
                    label={column('descripcion')}
                    render={(movimiento) => <DescripcionCell detalle={movimiento.detalle} />}
                />
                <RowActions<Movimiento>
                    label="app.common.actions"
                    onEdit={(record) => setDialog({ record })}
                    onView={(record) => navigate(`/movimientos/${record.id}/detalles`)}
                    canEdit={() => canWrite}
                    canDelete={() => canWrite}
                >
                    <ImprimirGuiaButton />
                    <GuiaElectronicaButton />
                </RowActions>
            </ResourceTable>
            {dialog && <MovimientoDialog record={dialog.record} onClose={() => setDialog(undefined)} />}
        </Page>
    );
};
