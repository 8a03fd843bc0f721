import { ESTADOS } from '../opciones';
import { Fecha, fullRow, halfRow, Opcion, Section, Texto } from './fields';

/** Estado del Bien: its condition and the last inventory. */
export const EstadoSection = () => (
    <Section title="resources.activos.sections.estado">
        <Opcion source="estado" options={ESTADOS} />
        <Texto source="detalleStatus" sx={halfRow} />
        <Fecha source="fechaInventario" />
        <Texto source="observaciones" multiline minRows={2} sx={fullRow} />
    </Section>
);
