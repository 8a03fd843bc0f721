import { useState, type ReactElement } from 'react';
import { Chip, IconButton, Stack, Tooltip } from '@mui/material';
import DrawIcon from '@mui/icons-material/Draw';
import EmailIcon from '@mui/icons-material/Email';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { FunctionField, NumberField, TextField, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { TipoActa } from '@dominio/custodia';
import { useDownload } from '../common/download';
import { useErrorMessage } from '../common/errors';
import { formatDate, formatDateTime } from '../common/format';
import { ResourceTable, SECONDARY_COLUMN } from '../common/ResourceTable';
import { useApi } from '../common/useApiQuery';
import { useCanWrite } from '../common/useCanWrite';
import { API_URL, RUTA_DE_ACTA } from '../dataProvider';
import { ActaNuevaDialog } from './ActaNuevaDialog';
import { FirmaDialog } from './FirmaDialog';
import type { Acta } from '../api/tipos';

const t = (name: string) => `resources.actas-entrega.${name}`;

/** Descargar PDF, Firmar (pending only) and Enviar por correo (once) of one acta. */
const AccionesDeActa = ({ onFirmar }: { onFirmar(acta: Acta): void }) => {
    const acta = useRecordContext<Acta>();
    const translate = useTranslate();
    const api = useApi();
    const notify = useNotify();
    const refresh = useRefresh();
    const describe = useErrorMessage();
    const canWrite = useCanWrite();
    const [enviando, setEnviando] = useState(false);
    const { download, progress } = useDownload((error) => notify(t('pdf_error'), { type: 'error', messageArgs: { message: describe(error) } }));
    if (!acta) return null;
    const enviar = async () => {
        setEnviando(true);
        try {
            await api.enviarActa(acta.tipo, acta.id);
            notify(t('correo.enviado'), { type: 'success', messageArgs: { numero: acta.numero } });
            refresh();
        } catch (error) {
            notify(t('correo.error'), { type: 'error', messageArgs: { message: describe(error) } });
        } finally {
            setEnviando(false);
        }
    };
    const boton = (label: string, icon: ReactElement, onClick: () => void, disabled = false) => (
        <Tooltip title={translate(label)}>
            <span>
                <IconButton aria-label={translate(label)} color="primary" size="small" onClick={onClick} disabled={disabled}>
                    {icon}
                </IconButton>
            </span>
        </Tooltip>
    );
    return (
        <Stack direction="row" spacing={0.5}>
            {boton(t('actions.pdf'), <PictureAsPdfIcon fontSize="small" />, () => void download(`${API_URL}/${RUTA_DE_ACTA[acta.tipo]}/${acta.id}/pdf`, `Acta_${acta.numero}.pdf`), Boolean(progress))}
            {canWrite && !acta.firmadaEl && boton(t('actions.firmar'), <DrawIcon fontSize="small" />, () => onFirmar(acta))}
            {canWrite && !acta.correoEnviadoEl && boton(t('actions.enviar'), <EmailIcon fontSize="small" />, () => void enviar(), enviando)}
        </Stack>
    );
};

/** The actas of one kind, newest first, with their signature state: pending ones can be signed from here. */
export const ActaList = ({ tipo }: { tipo: TipoActa }) => {
    const translate = useTranslate();
    const [nueva, setNueva] = useState(false);
    const [firmar, setFirmar] = useState<Acta>();
    return (
        <>
            <ResourceTable
                resource={RUTA_DE_ACTA[tipo]}
                createLabel={t(`actions.create_${tipo}`)}
                onCreate={() => setNueva(true)}
                searchPlaceholder={t('search')}
                empty={t('empty')}
                sort={{ field: 'id', order: 'DESC' }}
            >
                <TextField source="numero" />
                <FunctionField<Acta> source="fecha" render={(acta) => formatDate(acta.fecha)} />
                <TextField source="custodioNombre" />
                <NumberField source="cantidadActivos" sortable={false} />
                <FunctionField<Acta>
                    source="firmadaEl"
                    render={(acta) =>
                        acta.firmadaEl ? (
                            <Chip size="small" color="success" label={translate(t('estado.firmada'))} />
                        ) : (
                            <Chip size="small" color="warning" variant="outlined" label={translate(t('estado.pendiente'))} />
                        )
                    }
                />
                <FunctionField<Acta>
                    source="correoEnviadoEl"
                    sortable={false}
                    {...SECONDARY_COLUMN}
                    render={(acta) => (acta.correoEnviadoEl ? formatDateTime(acta.correoEnviadoEl) : translate(t('estado.no_enviado')))}
                />
                <FunctionField label="app.common.actions" render={() => <AccionesDeActa onFirmar={setFirmar} />} />
            </ResourceTable>
            {nueva && <ActaNuevaDialog tipo={tipo} onClose={() => setNueva(false)} />}
            {firmar && <FirmaDialog acta={firmar} onClose={() => setFirmar(undefined)} />}
        </>
    );
};
