import { Button, Card, Typography } from '@mui/material';

import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useTranslate } from 'react-admin';

import { Link, useParams } from 'react-router-dom';

import { Page } from '../common/Page';
import { TablaCargada } from '../common/TablaDialog';
import { useApiQuery } from '../common/useApiQuery';
import type { ActivoDelMovimiento } from '../api/tipos';

/** Activos del Movimiento (route movimientos/{id}/detalles): each asset the movement moved. */
export const MovimientoActivosPage = () => {
    const translate = useTranslate();
    const { id } = useParams();
    const { load, reload } = useApiQuery(['activosDelMovimiento', id], (api) =>
        api.activosDelMovimiento(id ?? ''),
    );
    return (
        <Page title="resources.movimiento.detail_title">
            <Button component={Link} to="/movimientos" startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
                {translate('resources.movimiento.detalles.back')}
            </Button>
            <Card>
                <TablaCargada<ActivoDelMovimiento>
                    load={load}
                    errorText={(message) => translate('resources.movimiento.detalles.load_error', { message })}
                    onRetry={reload}
                    empty={<Typography sx={{ p: 2 }}>{translate('resources.movimiento.detalles.empty')}</Typography>}
                    rowKey={(activo) => activo.id}
                    columns={[
                        {
                            label: translate('resources.movimiento.detalles.codigo'),
                            render: (activo) => activo.codigo,
                            sx: { whiteSpace: 'nowrap' },
                        },
                        { label: translate('resources.movimiento.detalles.nombre'), render: (activo) => activo.nombre },
                    ]}
                />
            </Card>
        </Page>
    );
};
