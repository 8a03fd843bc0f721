import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, AlertTitle, Autocomplete, Button, CircularProgress, MenuItem, Stack, TextField } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { useTranslate } from 'react-admin';
import { serverMessageOr } from '../common/errors';
import { noOptionsKey } from '../common/pickers';
import type { FormProblem } from '../common/RecordFormDialog';
import { useApi, useApiQuery, type ApiLoad } from '../common/useApiQuery';
import { readSession } from '../session';
import { usuarioName } from '../usuario/record';
import { ROLES } from './record';
import type { Usuario } from '../api/tipos';

const SIN_ROL = '';

const usuarioLabel = (usuario: Usuario) => (usuario.codigo ? `${usuarioName(usuario)} (${usuario.codigo})` : usuarioName(usuario));

interface UsuarioDisponibleInputProps {
    load: ApiLoad<Usuario[]>;
    /** The company's users not yet assigned. */
    disponibles: Usuario[];
    value: Usuario | null;
    onChange(usuario: Usuario | null): void;
}

/** Usuario: the company's users not yet assigned; when there are none left it says so. */
const UsuarioDisponibleInput = ({ load, disponibles, value, onChange }: UsuarioDisponibleInputProps) => {
    const translate = useTranslate();
    const text = (name: string) => translate(`resources.mantenimiento.usuarios.${name}`);
    const todosAsignados = load.state === 'done' && load.data.length > 0 && disponibles.length === 0;
    return (
        <Autocomplete<Usuario>
            value={value}
            options={disponibles}
            getOptionLabel={usuarioLabel}
            isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
            onChange={(_event, chosen) => onChange(chosen)}
            loading={load.state === 'loading'}
            loadingText={translate('ra.page.loading')}
            noOptionsText={
                todosAsignados
                    ? text('all_assigned')
                    : translate(noOptionsKey(disponibles.length > 0, 'resources.mantenimiento.usuarios.none_available'))
            }
            sx={{ flex: 2 }}
            renderInput={(params) => (
                <TextField {...params} label={text('usuario')} helperText={todosAsignados ? text('all_assigned') : undefined} />
            )}
        />
    );
};

/** Rol: one of the maintenance roles, or "Sin rol específico". */
const RolInput = ({ value, onChange }: { value: string; onChange(rol: string): void }) => {
    const translate = useTranslate();
    const text = (name: string) => translate(`resources.mantenimiento.usuarios.${name}`);
    return (
        <TextField
            select
            label={text('rol')}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            // "Sin rol específico" shows as the choice it is, not as an empty input.
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            sx={{ flex: 1 }}
        >
            <MenuItem value={SIN_ROL}>{text('sin_rol')}</MenuItem>
            {ROLES.map((nombre) => (
                <MenuItem key={nombre} value={nombre}>
                    {nombre}
                </MenuItem>
            ))}
        </TextField>
    );
};

interface AsignarUsuarioFormProps {
    mantenimientoId: number;
    /** Users already assigned: not offered. */
    asignados: readonly number[];
    onAssigned(): void;
}

/** A user of the company not yet assigned, an optional role, and Asignar; a failure keeps the choice to retry. */
export const AsignarUsuarioForm = ({ mantenimientoId, asignados, onAssigned }: AsignarUsuarioFormProps) => {
    const translate = useTranslate();
    const { load } = useApiQuery(['usuariosDeCompania', readSession()?.companiaId], (api) =>
        api.usuariosDeCompania(readSession()?.companiaId),
    );
    const [usuario, setUsuario] = useState<Usuario | null>(null);
    const [rol, setRol] = useState(SIN_ROL);
    const api = useApi();
    const asignacion = useMutation({
        mutationFn: (elegido: Usuario) =>
            api.asignarUsuarioMantenimiento(mantenimientoId, elegido.id, rol === SIN_ROL ? undefined : rol),
    });
    const saving = asignacion.isPending;
    const [problem, setProblem] = useState<FormProblem>();
    const disponibles = load.state === 'done' ? load.data.filter((candidato) => !asignados.includes(candidato.id)) : [];

    const asignar = async () => {
        if (!usuario) {
            setProblem({ title: 'resources.mantenimiento.validation.required_title', message: 'resources.mantenimiento.validation.usuario' });
            return;
        }
        setProblem(undefined);
        try {
            await asignacion.mutateAsync(usuario);
            setUsuario(null);
            setRol(SIN_ROL);
            onAssigned();
        } catch (error) {
            setProblem(serverMessageOr('resources.mantenimiento.usuarios.assign_error')(error));
        }
    };

    return (
        <Stack spacing={1} sx={{ mb: 2 }}>
            {load.state === 'error' && (
                <Alert severity="error">{translate('resources.mantenimiento.usuarios.company_error', { message: load.message })}</Alert>
            )}
            {problem && (
                <Alert severity="error" onClose={() => setProblem(undefined)}>
                    {problem.title && <AlertTitle>{translate(problem.title)}</AlertTitle>}
                    {translate(problem.message, problem.args)}
                </Alert>
            )}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }}>
                <UsuarioDisponibleInput
                    load={load}
                    disponibles={disponibles}
                    value={usuario}
                    onChange={(chosen) => {
                        setUsuario(chosen);
                        setProblem(undefined);
                    }}
                />
                <RolInput value={rol} onChange={setRol} />
                <Button
                    variant="contained"
                    disabled={saving}
                    startIcon={saving ? <CircularProgress size={18} color="inherit" /> : <PersonAddIcon />}
                    onClick={asignar}
                >
                    {translate('resources.mantenimiento.usuarios.assign')}
                </Button>
            </Stack>
        </Stack>
    );
};
