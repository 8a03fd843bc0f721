import { useTranslate } from 'react-admin';
import { optionalInteger, requiredText } from '../../common/validation';
import { useApiQuery } from '../../common/useApiQuery';
import { CATEGORIAS } from '../opciones';
import { halfRow, Numero, Section, Texto, useReadOnly } from './fields';

const CATEGORIAS_LIST = 'activo-categorias';

/** The code the next asset saved without one gets (GET /api/activos/next-codigo), for the hint. */
const useNextCodigo = (enabled: boolean): string | undefined => {
    const { load } = useApiQuery(['siguienteCodigoActivo'], (api) => api.siguienteCodigoActivo(), enabled);
    // Without it the hint shows the first code.
    return load.state === 'done' ? load.data.codigo : undefined;
};

/** Información del Bien: what the asset is. */
export const BienSection = ({ creating }: { creating: boolean }) => {
    const translate = useTranslate();
    const readOnly = useReadOnly();
    const nextCodigo = useNextCodigo(creating);
    return (
        <Section title="resources.activos.sections.bien">
            <Texto
                source="codigo"
                helperText={
                    creating &&
                    translate('resources.activos.dialog.codigo_hint', { codigo: nextCodigo ?? 'ACT-000001' })
                }
            />
            <Texto
                source="descripcion"
                validate={requiredText('resources.activos.validation.descripcion')}
                sx={halfRow}
                autoFocus={!readOnly}
            />
            <Texto source="tipoActivo" />
            <Texto source="marca" />
            <Texto source="modelo" />
            <Texto source="serie" />
            <Texto source="color" />
            <Texto source="tipoMaterial" />
            <Numero source="largo" />
            <Numero source="ancho" />
            <Numero source="altura" />
            <Numero source="peso" />
            <Texto source="dimensiones" />
            <Texto source="consumoEnergia" />
            <Texto source="tipoEquipoCategoria" />
            <Texto source="codigoFamilia" />
            <Texto source="categoria" slotProps={{ htmlInput: { list: CATEGORIAS_LIST } }} />
            <Numero
                source="anioFabricacion"
                step={1}
                min={1900}
                validate={optionalInteger('resources.activos.validation.anio', 1900, 2030)}
            />
            <datalist id={CATEGORIAS_LIST}>
                {CATEGORIAS.map((categoria) => (
                    <option key={categoria} value={categoria} />
                ))}
            </datalist>
        </Section>
    );
};
