import { useState } from 'react';
import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { CONDICIONES, TIPOS_ACTA } from '@dominio/custodia';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { useErrorMessage } from '../common/errors';
import { hoyEnLima } from '../common/fechas/dayjs';
import { formatDate } from '../common/format';
import { TablaCargada } from '../common/TablaDialog';
import { useApi, useApiQuery } from '../common/useApiQuery';
import { useCanWrite } from '../common/useCanWrite';
import { custodioName, documentoDe, texto } from './record';
import type { ActivoACargo, Custodio, MovimientoDeCustodia } from '../api/tipos';

const t = (name: string) => texto(`detalle.${name}`);

/** Devolver todo: one return acta, dated today, of everything the custodian holds; asks first. */
const DevolverTodoButton = ({ custodio, cantidad }: { custodio: Custodio; cantidad: number }) => {
    const translate = useTranslate();
    const api = useApi();
    const notify = useNotify();
    const refresh = useRefresh();
    const describe = useErrorMessage();
    const [confirmar, setConfirmar] = useState(false);
    const [devolviendo, setDevolviendo] = useState(false);
    const devolverTodo = async () => {
        setDevolviendo(true);
        try {
            const acta = await api.devolverTodo(custodio.id, hoyEnLima(), null);
            notify(t('devuelto'), { type: 'success', messageArgs: { numero: acta.numero } });
            setConfirmar(false);
            refresh();
        } catch (error) {
            notify(t('devolver_error'), { type: 'error', messageArgs: { message: describe(error) } });
        } finally {
            setDevolviendo(false);
        }
    };
    return (
        <>
            <Button color="warning" startIcon={<AssignmentReturnIcon />} disabled={!cantidad} onClick={() => setConfirmar(true)} sx={{ mr: 'auto' }}>
                {translate(t('devolver_todo'))}
            </Button>
            <ConfirmDialog
                open={confirmar}
                title={t('devolver_todo')}
                content={t('devolver_todo_confirm')}
                contentArgs={{ count: cantidad, name: custodioName(custodio) }}
                confirmLabel={t('devolver_todo')}
                confirmIcon={AssignmentReturnIcon}
                loading={devolviendo}
                onConfirm={devolverTodo}
                onClose={() => setConfirmar(false)}
            />
        </>
    );
};

/** What a custodian holds now and every hand-over and return they had; "Devolver todo" for someone leaving. */
export const CustodioDetalle = ({ custodio, onClose }: { custodio: Custodio; onClose(): void }) => {
    const translate = useTranslate();
    const canWrite = useCanWrite();
    const activos = useApiQuery(['activosDeCustodio', custodio.id], (a) => a.activosDeCustodio(custodio.id));
    const historial = useApiQuery(['historialDeCustodio', custodio.id], (a) => a.historialDeCustodio(custodio.id));
    const errorText = (message: string) => translate(t('error'), { message });
    return (
        <Dialog open onClose={onClose} maxWidth="md" fullWidth>
            <DialogTitle>
                {custodioName(custodio)}
                <Typography variant="body2" color="text.secondary">
                    {[documentoDe(custodio), custodio.area?.nombre].filter(Boolean).join(' · ')}
                </Typography>
            </DialogTitle>
            <DialogContent dividers>
                <Typography variant="subtitle1" component="h3">
                    {translate(t('a_cargo'))}
                </Typography>
                <TablaCargada<ActivoACargo>
                    load={activos.load}
                    onRetry={activos.reload}
                    errorText={errorText}
                    empty={<Typography sx={{ py: 1 }}>{translate(t('sin_activos'))}</Typography>}
                    label={translate(t('a_cargo'))}
                    maxHeight={220}
                    rowKey={(a) => a.activoId}
                    columns={[
                        { label: translate(t('codigo')), render: (a) => a.codigo },
                        { label: translate(t('descripcion')), render: (a) => a.descripcion },
                        { label: translate(t('serie')), render: (a) => a.serie },
                        { label: translate(t('desde')), render: (a) => formatDate(a.desde) },
                        { label: translate(t('acta')), render: (a) => a.numeroActa },
                    ]}
                />
                <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
                    {translate(t('historial'))}
                </Typography>
                <TablaCargada<MovimientoDeCustodia>
                    load={historial.load}
                    onRetry={historial.reload}
                    errorText={errorText}
                    empty={<Typography sx={{ py: 1 }}>{translate(t('sin_historial'))}</Typography>}
                    label={translate(t('historial'))}
                    maxHeight={220}
                    rowKey={(m) => `${m.actaId}-${m.activoId}`}
                    columns={movimientoColumns(translate)}
                />
            </DialogContent>
            <DialogActions>
                {canWrite && <DevolverTodoButton custodio={custodio} cantidad={activos.load.state === 'done' ? activos.load.data.length : 0} />}
                <Button onClick={onClose}>{translate('ra.action.close')}</Button>
            </DialogActions>
        </Dialog>
    );
};

/** The columns of a hand-over and return history, for a custodian's and an asset's. */
export const movimientoColumns = (translate: (key: string) => string, conCustodio = false) => [
    { label: translate(t('fecha')), render: (m: MovimientoDeCustodia) => formatDate(m.fecha), sx: { whiteSpace: 'nowrap' } },
    { label: translate(t('acta')), render: (m: MovimientoDeCustodia) => m.numeroActa, sx: { whiteSpace: 'nowrap' } },
    { label: translate(t('tipo')), render: (m: MovimientoDeCustodia) => TIPOS_ACTA[m.tipo].replace('Acta de ', '') },
    ...(conCustodio
        ? [{ label: translate(texto('custodia.custodio')), render: (m: MovimientoDeCustodia) => m.custodioNombre }]
        : [{ label: translate(t('codigo')), render: (m: MovimientoDeCustodia) => `${m.codigo} - ${m.descripcion}` }]),
    { label: translate(t('condicion')), render: (m: MovimientoDeCustodia) => [CONDICIONES[m.condicion], m.nota].filter(Boolean).join(': ') },
];
