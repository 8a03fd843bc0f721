import { halfRow, Section, Texto } from './fields';
import { PickerInput } from './PickerInput';
import { usePickerOptions } from './usePickerOptions';
import type { Area, Usuario } from '../../api/tipos';

const usuarioText = (usuario: Usuario) =>
    [usuario.nombre, usuario.apellido].filter(Boolean).join(' ') + (usuario.codigo ? ` (${usuario.codigo})` : '');

/** Información del Área Usuaria: who holds the asset, among the areas and users of the given company. */
export const AreaUsuariaSection = ({ companiaId }: { companiaId?: number }) => {
    const areas = usePickerOptions<Area>(
        ['areasDeCompania', companiaId],
        companiaId ? (api) => api.areasDeCompania(companiaId) : undefined,
    );
    const usuarios = usePickerOptions<Usuario>(
        ['usuariosDeCompania', companiaId],
        companiaId ? (api) => api.usuariosDeCompania(companiaId) : undefined,
    );
    return (
        <Section title="resources.activos.sections.area_usuaria">
            <PickerInput<Area>
                source="areaId"
                {...areas}
                optionText={(area) => area.nombre}
                emptyText="resources.activos.pickers.no_areas"
                errorText="resources.activos.pickers.areas_error"
                idleText="resources.activos.pickers.no_company"
                sx={halfRow}
            />
            <PickerInput<Usuario>
                source="usuarioId"
                {...usuarios}
                optionText={usuarioText}
                emptyText="resources.activos.pickers.no_usuarios"
                errorText="resources.activos.pickers.usuarios_error"
                idleText="resources.activos.pickers.no_company"
                sx={halfRow}
            />
            <Texto source="usuarioAnterior" sx={halfRow} />
            <Texto source="centroCostos" sx={halfRow} />
        </Section>
    );
};
