import { Alert, Box, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useTranslate } from 'react-admin';
import { formatDate } from '../common/format';
import { TablaDialog } from '../common/TablaDialog';
import { useApiQuery, type ApiLoad } from '../common/useApiQuery';
import { movimientoColumns } from './CustodioDetalle';
import { custodioName, texto } from './record';
import type { Activo, CustodiaDeActivo, MovimientoDeCustodia } from '../api/tipos';

/** Custodia del activo: who holds it now, and every hand-over and return of it, newest first. */
export const CustodiaDeActivoDialog = ({ activo, onClose }: { activo: Activo; onClose(): void }) => {
    const translate = useTranslate();
    const { load, reload } = useApiQuery(['custodiaDeActivo', activo.id], (api) => api.custodiaDeActivo(activo.id));
    const filas: ApiLoad<MovimientoDeCustodia[]> = load.state === 'done' ? { state: 'done', data: load.data.historial } : load;
    const actual = (custodia: CustodiaDeActivo) =>
        custodia.custodio && custodia.desde
            ? translate(texto('custodia.actual'), { name: custodioName(custodia.custodio), fecha: formatDate(custodia.desde) })
            : translate(texto('custodia.libre'));
    return (
        <TablaDialog<MovimientoDeCustodia>
            title={translate(texto('custodia.title'))}
            subtitle={`${activo.codigo} - ${activo.descripcion}`}
            maxWidth="md"
            onClose={onClose}
            action={{ label: translate('ra.action.refresh'), icon: <RefreshIcon />, onClick: reload }}
            load={filas}
            errorText={(message) => translate(texto('detalle.error'), { message })}
            summary={() => load.state === 'done' && <Alert severity={load.data.custodio ? 'info' : 'success'} sx={{ mb: 1 }}>{actual(load.data)}</Alert>}
            empty={
                <Box sx={{ py: 2 }}>
                    <Typography>{translate(texto('custodia.empty'))}</Typography>
                </Box>
            }
            label={translate(texto('custodia.title'))}
            maxHeight={420}
            rowKey={(m) => `${m.actaId}-${m.activoId}`}
            columns={movimientoColumns(translate, true)}
        />
    );
};
