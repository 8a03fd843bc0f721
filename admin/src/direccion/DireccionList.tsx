import { useState } from 'react';
import { Box, Button, Chip, Typography } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { FunctionField, TextField, useRecordContext, useTranslate } from 'react-admin';
import { deleteOutcomeMessages, MessageDialog, type Message } from '../common/MessageDialog';
import { NumberedPagination } from '../common/NumberedPagination';
import { ResourceTable } from '../common/ResourceTable';
import { RowActions } from '../common/RowActions';
import { useCanWrite } from '../common/useCanWrite';
import { ClientesAsociadosDialog } from './ClientesAsociadosDialog';
import { DireccionDialog } from './DireccionDialog';
import { direccionImport } from './direccionImport';
import { NEWEST_FIRST, PAGE_SIZE } from '../pages/clientesDireccionesList';
import { direccionName } from './record';
import type { Direccion } from '../api/tipos';

const DireccionCell = ({ direccion }: { direccion: Direccion }) => {
    const translate = useTranslate();
    return (
        <Box>
            <Typography variant="body2" fontWeight={500}>
                {direccion.calle}
            </Typography>
            {direccion.urbanizacion && (
                <Typography variant="body2" color="text.secondary">
                    {direccion.urbanizacion}
                </Typography>
            )}
            {direccion.codigoPostal && (
                <Typography variant="body2" color="text.secondary">
                    {translate('resources.Direccion.postal_code', { codigo: direccion.codigoPostal })}
                </Typography>
            )}
        </Box>
    );
};

/** The sede, and below it the SUNAT establishment code when the address is one. */
const SedeBadge = ({ direccion }: { direccion: Direccion }) => {
    const translate = useTranslate();
    return (
        <Box>
            {direccion.sede ? (
                <Chip size="small" color="info" label={direccion.sede} />
            ) : (
                <Typography variant="body2" color="text.secondary">
                    {translate('resources.Direccion.no_sede')}
                </Typography>
            )}
            {direccion.codigoEstablecimiento && (
                <Typography variant="body2" color="text.secondary">
                    {translate('resources.Direccion.establecimiento', { codigo: direccion.codigoEstablecimiento })}
                </Typography>
            )}
        </Box>
    );
};

/** Ver (n): opens the address's clients; there is nothing to see at 0. */
const VerClientesButton = ({ onView }: { onView(direccion: Direccion): void }) => {
    const translate = useTranslate();
    const direccion = useRecordContext<Direccion>();
    if (!direccion) return null;
    return (
        <Button
            size="small"
            variant="outlined"
            startIcon={<VisibilityIcon />}
            disabled={direccion.clientesCount === 0}
            onClick={() => onView(direccion)}
            sx={{ whiteSpace: 'nowrap' }}
        >
            {translate('resources.Direccion.actions.view_clients', { count: direccion.clientesCount })}
        </Button>
    );
};

// The API refuses it too (409); the button says why before the user tries.
const deleteBlocked = (direccion: Direccion) =>
    direccion.clientesCount > 0 ? 'resources.Direccion.delete_blocked' : undefined;

/** The Direcciones tab: the company's addresses, ten a page, with their clients. */
export const DireccionList = () => {
    const canWrite = useCanWrite();
    const [dialog, setDialog] = useState<{ record?: Direccion }>();
    const [viewing, setViewing] = useState<Direccion>();
    const [message, setMessage] = useState<Message>();
    const field = (name: string) => `resources.Direccion.fields.${name}`;
    return (
        <>
            <ResourceTable
                resource="Direccion"
                createLabel="resources.Direccion.actions.create"
                onCreate={() => setDialog({})}
                importDefinition={direccionImport}
                searchPlaceholder="resources.Direccion.search"
                perPage={PAGE_SIZE}
                sort={NEWEST_FIRST}
                pagination={<NumberedPagination />}
                empty="resources.Direccion.empty"
            >
                <TextField source="id" />
                <FunctionField<Direccion>
                    label={field('direccion')}
                    sortBy="calle"
                    render={(direccion) => <DireccionCell direccion={direccion} />}
                />
                <TextField source="ciudad" />
                <FunctionField<Direccion>
                    label={field('ubicacion')}
                    sortBy="distrito"
                    render={(direccion) =>
                        [direccion.distrito, direccion.provincia, direccion.departamento].join(' / ')
                    }
                />
                <FunctionField<Direccion>
                    label={field('sede')}
                    sortBy="sede"
                    render={(direccion) => <SedeBadge direccion={direccion} />}
                />
                <FunctionField<Direccion>
                    label={field('clientesCount')}
                    render={(direccion) => (
                        <Chip
                            size="small"
                            color={direccion.clientesCount > 0 ? 'primary' : 'default'}
                            label={direccion.clientesCount}
                        />
                    )}
                />
                <RowActions<Direccion>
                    label="app.common.actions"
                    onEdit={(record) => setDialog({ record })}
                    canEdit={() => canWrite}
                    canDelete={() => canWrite}
                    recordName={direccionName}
                    deleteDisabledReason={deleteBlocked}
                    {...deleteOutcomeMessages('Direccion', setMessage)}
                >
                    <VerClientesButton onView={setViewing} />
                </RowActions>
            </ResourceTable>
            {dialog && <DireccionDialog record={dialog.record} onClose={() => setDialog(undefined)} />}
            {viewing && <ClientesAsociadosDialog direccion={viewing} onClose={() => setViewing(undefined)} />}
            {message && <MessageDialog message={message} onClose={() => setMessage(undefined)} />}
        </>
    );
};
