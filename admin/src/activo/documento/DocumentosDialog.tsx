import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Box, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import { useNotify, useTranslate } from 'react-admin';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import { DownloadProgressBar } from '../../common/DownloadProgressBar';
import { serverMessageOr, useErrorMessage } from '../../common/errors';
import { hoyEnLima } from '../../common/fechas/dayjs';
import { formatDate, formatMoney } from '../../common/format';
import { MessageDialog, type Message } from '../../common/MessageDialog';
import { TablaDialog, type Columna } from '../../common/TablaDialog';
import { useDownload } from '../../common/download';
import { useApi, useApiQuery } from '../../common/useApiQuery';
import { useCanWrite } from '../../common/useCanWrite';
import { DocumentoForm } from './DocumentoForm';
import { texto } from './tipos';
import { VencimientoBadge } from './VencimientoBadge';
import type { Activo, DocumentoDeActivo } from '../../api/tipos';

const DIA_MS = 86_400_000;
/** Days from today (Lima) to a due date stored at UTC midnight. */
const diasHasta = (vence: string) => Math.round((Date.parse(vence) - Date.parse(`${hoyEnLima()}T00:00:00Z`)) / DIA_MS);

/** The columns of the documents: tipo with its thumbnail, N°, dates with the due date's badge, monto, and the actions. */
const useColumnas = (
    editable: boolean,
    onDescargar: (documento: DocumentoDeActivo) => void,
    onQuitar: (documento: DocumentoDeActivo) => void,
): Array<Columna<DocumentoDeActivo>> => {
    const translate = useTranslate();
    const t = (clave: string) => translate(texto(clave));
    return [
        {
            label: t('fields.tipo'),
            render: (d) => (
                <Stack direction="row" spacing={1} alignItems="center">
                    {d.miniatura && <Box component="img" src={d.miniatura} alt="" sx={{ width: 40, height: 40, objectFit: 'cover', borderRadius: 0.5 }} />}
                    <span>{t(`tipos.${d.tipo}`)}</span>
                </Stack>
            ),
        },
        { label: t('fields.numero'), render: (d) => d.numero ?? d.descripcion },
        { label: t('fields.fecha'), render: (d) => d.fecha && formatDate(d.fecha), sx: { whiteSpace: 'nowrap' } },
        {
            label: t('fields.vence'),
            render: (d) =>
                d.vence && (
                    <Stack direction="row" spacing={1} alignItems="center">
                        <span>{formatDate(d.vence)}</span>
                        <VencimientoBadge diasRestantes={diasHasta(d.vence)} />
                    </Stack>
                ),
            sx: { whiteSpace: 'nowrap' },
        },
        { label: t('fields.monto'), render: (d) => d.monto !== null && formatMoney(d.monto), align: 'right', sx: { whiteSpace: 'nowrap' } },
        {
            label: translate('app.common.actions'),
            render: (d) => (
                <Stack direction="row">
                    {d.tieneArchivo && (
                        <Tooltip title={t('download')}>
                            <IconButton
                                aria-label={`${t('download')} ${d.nombreArchivo ?? ''}`}
                                size="small"
                                onClick={() => onDescargar(d)}
                            >
                                <DownloadIcon fontSize="small" />
                            </IconButton>
                        </Tooltip>
                    )}
                    {editable && d.bajaId === null && (
                        <Tooltip title={translate('ra.action.delete')}>
                            <IconButton aria-label={translate('ra.action.delete')} color="error" size="small" onClick={() => onQuitar(d)}>
                                <DeleteIcon fontSize="small" />
                            </IconButton>
                        </Tooltip>
                    )}
                </Stack>
            ),
        },
    ];
};

/**
 * Documentos of a saved asset: invoices, policies, SOAT, warranties… with their file (downloaded with the session),
 * their due date and amount. Who writes uploads and deletes them; the evidence of a disposal shows here too.
 */
export const DocumentosDialog = ({ activo, onClose }: { activo: Activo; onClose(): void }) => {
    const translate = useTranslate();
    const api = useApi();
    const editable = useCanWrite();
    const { load, reload } = useApiQuery(['documentos', activo.id], () => api.documentosDeActivo(activo.id));
    const [quitar, setQuitar] = useState<DocumentoDeActivo>();
    const [message, setMessage] = useState<Message>();
    const quita = useMutation({ mutationFn: (documento: DocumentoDeActivo) => api.eliminarDocumento(activo.id, documento.id) });
    const notify = useNotify();
    const describe = useErrorMessage();
    const { download, progress } = useDownload((error) => notify(texto('download_error'), { type: 'error', messageArgs: { message: describe(error) } }));

    const eliminar = async (documento: DocumentoDeActivo) => {
        try {
            await quita.mutateAsync(documento);
            reload();
        } catch (error) {
            const { message: text, args } = serverMessageOr(texto('delete_error'))(error);
            setMessage({ title: 'app.message.delete_error', text, args, severity: 'error' });
        } finally {
            setQuitar(undefined);
        }
    };

    const columns = useColumnas(editable, (d) => download(`/api/activos/${activo.id}/documentos/${d.id}/archivo`, d.nombreArchivo ?? 'documento'), setQuitar);
    const t = (clave: string) => translate(texto(clave));

    return (
        <TablaDialog<DocumentoDeActivo>
            title={t('title')}
            subtitle={`${activo.codigo} - ${activo.descripcion}`}
            maxWidth="lg"
            onClose={onClose}
            before={editable && <DocumentoForm activoId={activo.id} onAdded={reload} />}
            load={load}
            errorText={(text) => translate(texto('load_error'), { message: text })}
            empty={<Typography color="text.secondary">{t('empty')}</Typography>}
            label={t('title')}
            maxHeight={360}
            rowKey={(d) => d.id}
            columns={columns}
        >
            {progress && <DownloadProgressBar progress={progress} />}
            <ConfirmDialog
                open={Boolean(quitar)}
                content={texto('confirm_delete')}
                contentArgs={{ tipo: quitar && t(`tipos.${quitar.tipo}`), numero: quitar?.numero ?? '' }}
                loading={quita.isPending}
                onConfirm={() => quitar && eliminar(quitar)}
                onClose={() => setQuitar(undefined)}
            />
            {message && <MessageDialog message={message} onClose={() => setMessage(undefined)} />}
        </TablaDialog>
    );
};
