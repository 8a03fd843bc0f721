import { useState, type ReactElement } from 'react';
import { Button, IconButton, Tooltip } from '@mui/material';
import GroupIcon from '@mui/icons-material/Group';
import TableViewIcon from '@mui/icons-material/TableView';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { FunctionField, TextField, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { DateTimeField } from '../common/DateTimeField';
import { useDownload } from '../common/download';
import { DownloadProgressBar } from '../common/DownloadProgressBar';
import { useErrorMessage } from '../common/errors';
import { deleteOutcomeMessages, MessageDialog, type Message } from '../common/MessageDialog';
import { NumberedPagination } from '../common/NumberedPagination';
import { Page } from '../common/Page';
import { ResourceTable, SECONDARY_COLUMN } from '../common/ResourceTable';
import { RowActions } from '../common/RowActions';
import { useCanWrite } from '../common/useCanWrite';
import { useCreateOnArrival } from '../dashboard/useCreateOnArrival';
import { API_URL } from '../dataProvider';
import { MantenimientoDialog } from './MantenimientoDialog';
import { DescripcionCell, EstadoBadge, NotificacionBadge, UsuariosCell } from './MantenimientoCells';
import { mantenimientoName } from './record';
import { UsuariosDialog } from './UsuariosDialog';
import { WhatsappDialog } from './WhatsappDialog';
import type { Mantenimiento } from '../api/tipos';

// The API's own order: the latest scheduled date first.
const LATEST_FIRST = { field: 'fecha', order: 'DESC' } as const;
const PAGE_SIZE = 10;

const column = (name: string) => `resources.mantenimiento.columns.${name}`;

/** A row button that opens one of the row's dialogs. */
const RowDialogButton = ({ label, icon, onOpen }: { label: string; icon: ReactElement; onOpen(record: Mantenimiento): void }) => {
    const translate = useTranslate();
    const record = useRecordContext<Mantenimiento>();
    if (!record) return null;
    return (
        <Tooltip title={translate(label)}>
            <IconButton aria-label={translate(label)} size="small" onClick={() => onOpen(record)}>
                {icon}
            </IconButton>
        </Tooltip>
    );
};

/** Exportar: every maintenance of the company into Mantenimientos.xlsx, with its progress; a failure is told in a dialog. */
const useExportacionDeMantenimientos = (onError: (message: Message) => void) => {
    const notify = useNotify();
    const describe = useErrorMessage();
    const { download, progress } = useDownload((error) =>
        onError({
            title: 'resources.mantenimiento.notifications.export_error_title',
            text: 'resources.mantenimiento.notifications.export_error',
            args: { message: describe(error) },
            severity: 'error',
        }),
    );
    const exportar = async () => {
        if (await download(`${API_URL}/mantenimiento/export`, 'Mantenimientos.xlsx')) {
            notify('resources.mantenimiento.notifications.exported', { type: 'success' });
        }
    };
    return { exportar, progress };
};

/** The list's Exportar button, disabled while a file arrives. */
const ExportarButton = ({ disabled, onClick }: { disabled: boolean; onClick(): void }) => {
    const translate = useTranslate();
    return (
        <Button variant="outlined" color="success" startIcon={<TableViewIcon />} disabled={disabled} onClick={onClick}>
            {translate('resources.mantenimiento.actions.export')}
        </Button>
    );
};

/** Gestión de Mantenimientos (docs/especificacion-operaciones.md §2): the company's maintenances, paged by the server, with their users. */
export const MantenimientoList = () => {
    const canWrite = useCanWrite();
    const [dialog, setDialog] = useState<{ record?: Mantenimiento }>();
    const [usuariosDe, setUsuariosDe] = useState<Mantenimiento>();
    const [whatsappDe, setWhatsappDe] = useState<Mantenimiento>();
    const [message, setMessage] = useState<Message>();
    useCreateOnArrival(() => setDialog({}), canWrite);
    const { exportar, progress } = useExportacionDeMantenimientos(setMessage);

    return (
        <Page title="resources.mantenimiento.title">
            {progress && <DownloadProgressBar progress={progress} />}
            <ResourceTable
                resource="mantenimiento"
                createLabel="resources.mantenimiento.actions.create"
                onCreate={() => setDialog({})}
                actions={<ExportarButton disabled={Boolean(progress)} onClick={exportar} />}
                refreshButton
                searchPlaceholder="resources.mantenimiento.search"
                perPage={PAGE_SIZE}
                sort={LATEST_FIRST}
                pagination={<NumberedPagination />}
                empty="resources.mantenimiento.empty"
            >
                <TextField {...SECONDARY_COLUMN} source="id" label={column('id')} />
                <TextField source="codigo" label={column('codigo')} sx={{ whiteSpace: 'nowrap' }} />
                <FunctionField label={column('descripcion')} render={() => <DescripcionCell />} />
                <FunctionField<Mantenimiento> label={column('activo')} render={(record) => record.activo.descripcion} />
                <FunctionField label={column('estado')} sortBy="estado" render={() => <EstadoBadge />} />
                <DateTimeField source="fecha" label={column('fecha')} />
                <FunctionField label={column('notificacion')} sortBy="fechaNotificacion" render={() => <NotificacionBadge />} />
                <FunctionField label={column('usuarios')} render={() => <UsuariosCell />} />
                <TextField {...SECONDARY_COLUMN} source="nro" label={column('nro')} sortable={false} />
                <RowActions<Mantenimiento>
                    label="app.common.actions"
                    onEdit={(record) => setDialog({ record })}
                    canEdit={() => canWrite}
                    canDelete={() => canWrite}
                    recordName={mantenimientoName}
                    onDeleteError={deleteOutcomeMessages('mantenimiento', setMessage).onDeleteError}
                >
                    <RowDialogButton
                        label="resources.mantenimiento.actions.whatsapp"
                        icon={<WhatsAppIcon fontSize="small" color="success" />}
                        onOpen={setWhatsappDe}
                    />
                    <RowDialogButton
                        label="resources.mantenimiento.actions.usuarios"
                        icon={<GroupIcon fontSize="small" color="primary" />}
                        onOpen={setUsuariosDe}
                    />
                </RowActions>
            </ResourceTable>
            {dialog && <MantenimientoDialog record={dialog.record} onClose={() => setDialog(undefined)} />}
            {usuariosDe && <UsuariosDialog mantenimiento={usuariosDe} onClose={() => setUsuariosDe(undefined)} />}
            {whatsappDe && <WhatsappDialog mantenimiento={whatsappDe} onClose={() => setWhatsappDe(undefined)} />}
            {message && <MessageDialog message={message} onClose={() => setMessage(undefined)} />}
        </Page>
    );
};
