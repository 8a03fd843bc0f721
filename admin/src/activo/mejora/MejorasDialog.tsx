import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { IconButton, Tooltip, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useRefresh, useTranslate } from 'react-admin';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import { serverMessageOr } from '../../common/errors';
import { formatDate, formatMoney } from '../../common/format';
import { MessageDialog, type Message } from '../../common/MessageDialog';
import { TablaDialog, type Columna } from '../../common/TablaDialog';
import { useApi, useApiQuery } from '../../common/useApiQuery';
import { useCanWrite } from '../../common/useCanWrite';
import { MejoraForm } from './MejoraForm';
import type { Activo, Mejora } from '../../api/tipos';

const texto = (clave: string) => `resources.activos.mejoras.${clave}`;

/**
 * Mejoras of a saved asset: what was added to its cost and when (it depreciates with the asset from then on). Who
 * writes adds and deletes them while the asset is in the books; each change reloads the depreciation too.
 */
export const MejorasDialog = ({ activo, onClose }: { activo: Activo; onClose(): void }) => {
    const translate = useTranslate();
    const refresh = useRefresh();
    const api = useApi();
    const editable = useCanWrite() && !activo.fechaBaja;
    const { load } = useApiQuery(['mejoras', activo.id], () => api.mejoras(activo.id));
    const [quitar, setQuitar] = useState<Mejora>();
    const [message, setMessage] = useState<Message>();
    const quita = useMutation({ mutationFn: (mejora: Mejora) => api.eliminarMejora(activo.id, mejora.id) });

    const eliminar = async (mejora: Mejora) => {
        try {
            await quita.mutateAsync(mejora);
            refresh();
        } catch (error) {
            const { message: text, args } = serverMessageOr(texto('delete_error'))(error);
            setMessage({ title: 'app.message.delete_error', text, args, severity: 'error' });
        } finally {
            setQuitar(undefined);
        }
    };

    const t = (clave: string) => translate(texto(clave));
    const columns: Array<Columna<Mejora>> = [
        { label: t('fields.fecha'), render: (mejora) => formatDate(mejora.fecha), sx: { whiteSpace: 'nowrap' } },
        { label: t('fields.descripcion'), render: (mejora) => mejora.descripcion },
        { label: t('fields.documento'), render: (mejora) => mejora.documento },
        { label: t('fields.importe'), render: (mejora) => formatMoney(mejora.importe), align: 'right', sx: { whiteSpace: 'nowrap' } },
    ];
    if (editable) {
        columns.push({
            label: translate('app.common.actions'),
            render: (mejora) => (
                <Tooltip title={translate('ra.action.delete')}>
                    <IconButton aria-label={translate('ra.action.delete')} color="error" size="small" onClick={() => setQuitar(mejora)}>
                        <DeleteIcon fontSize="small" />
                    </IconButton>
                </Tooltip>
            ),
        });
    }

    return (
        <TablaDialog<Mejora>
            title={t('title')}
            subtitle={`${activo.codigo} - ${activo.descripcion}`}
            maxWidth="md"
            onClose={onClose}
            before={editable && <MejoraForm activoId={activo.id} onAdded={refresh} />}
            load={load}
            errorText={(message) => translate(texto('load_error'), { message })}
            empty={<Typography color="text.secondary">{t('empty')}</Typography>}
            summary={(mejoras) =>
                mejoras.length > 0 && (
                    <Typography variant="body2" sx={{ mb: 1 }}>
                        {translate(texto('total'), {
                            smart_count: mejoras.length,
                            total: formatMoney(mejoras.reduce((suma, mejora) => suma + mejora.importe, 0)),
                        })}
                    </Typography>
                )
            }
            label={t('title')}
            maxHeight={360}
            rowKey={(mejora) => mejora.id}
            columns={columns}
        >
            <ConfirmDialog
                open={Boolean(quitar)}
                content={texto('confirm_delete')}
                contentArgs={{ descripcion: quitar?.descripcion, importe: quitar && formatMoney(quitar.importe) }}
                loading={quita.isPending}
                onConfirm={() => quitar && eliminar(quitar)}
                onClose={() => setQuitar(undefined)}
            />
            {message && <MessageDialog message={message} onClose={() => setMessage(undefined)} />}
        </TablaDialog>
    );
};
