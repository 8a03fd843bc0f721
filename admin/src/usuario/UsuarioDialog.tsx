import { Box } from '@mui/material';
import {
    AutocompleteInput,
    PasswordInput,
    ReferenceInput,
    required,
    SelectInput,
    TextInput,
    usePermissions,
} from 'react-admin';
import compania from '../compania';
import { contrasenaSegura } from '../common/contrasena';
import { RecordFormDialog } from '../common/RecordFormDialog';
import { optionalText, text } from '../common/payload';
import { MAESTRO, USER_TYPES, userTypeLabel } from '../common/roles';
import { readSession } from '../session';
import { SesionesUsuario } from './SesionesUsuario';
import type { Usuario } from '../api/tipos';

const toPayload = (values: Record<string, unknown>) => {
    const contrasena = text(values.contrasena);
    return {
        tipo: Number(values.tipo),
        companiaId: Number(values.companiaId),
        nombre: text(values.nombre),
        apellido: optionalText(values.apellido),
        correoElectronico: text(values.correoElectronico),
        numeroTelefonico: optionalText(values.numeroTelefonico),
        codigo: text(values.codigo),
        detalle: optionalText(values.detalle),
        // Left blank on an edit, the password is not sent and the current one stays.
        ...(contrasena ? { contrasena } : {}),
    };
};

const fullRow = { gridColumn: '1 / -1' };

/** Nuevo Usuario / Editar Usuario, shared by the admin panel and /registrarusuarios. */
export const UsuarioDialog = ({ record, onClose }: { record?: Usuario; onClose(): void }) => {
    const { permissions } = usePermissions<number | undefined>();
    // Only a Maestro makes a Maestro (the API refuses it to anyone else).
    const tipos = USER_TYPES.filter((tipo) => tipo !== MAESTRO || permissions === MAESTRO).map((tipo) => ({
        id: tipo,
        name: userTypeLabel(tipo),
    }));
    return (
        <RecordFormDialog
            resource="Usuario"
            record={record}
            defaultValues={{ companiaId: readSession()?.companiaId }}
            title={record ? 'resources.Usuario.dialog.edit' : 'resources.Usuario.dialog.create'}
            // Wider to edit: the user's sessions are listed below the fields.
            maxWidth={record ? 'md' : 'sm'}
            toPayload={toPayload}
            requiredToSave={['nombre', 'codigo', 'companiaId']}
            onClose={onClose}
        >
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
                <SelectInput source="tipo" choices={tipos} validate={required()} />
                <ReferenceInput source="companiaId" reference="Compania" sort={{ field: 'razonSocial', order: 'ASC' }}>
                    {/* The list is never empty (the user's own company is in it): nothing shown means nothing matches. */}
                    <AutocompleteInput optionText={compania.recordRepresentation} validate={required()} noOptionsText="app.common.no_matches" />
                </ReferenceInput>
                <TextInput source="nombre" validate={required()} autoFocus />
                <TextInput source="apellido" />
                <TextInput source="correoElectronico" type="email" validate={required()} />
                <TextInput source="numeroTelefonico" type="tel" />
                <PasswordInput
                    source="contrasena"
                    autoComplete="new-password"
                    validate={record ? contrasenaSegura : [required(), contrasenaSegura]}
                    helperText={record ? 'resources.Usuario.dialog.password_hint' : 'resources.Usuario.dialog.password_rule'}
                />
                <TextInput source="codigo" validate={required()} />
                <TextInput source="detalle" multiline sx={fullRow} />
            </Box>
            {record && <SesionesUsuario usuario={record} />}
        </RecordFormDialog>
    );
};
