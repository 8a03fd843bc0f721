import { required, SelectInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useCamposCargados } from '../../campo-personalizado/useCamposPersonalizados';
import { Fecha, Numero, Opcion, Section, Texto, useReadOnly } from './fields';
import type { CampoPersonalizado } from '../../api/tipos';

const SI_NO = [
    { id: 'si', name: 'resources.activos.si_no.si' },
    { id: 'no', name: 'resources.activos.si_no.no' },
];

/** A yes/no kept as true/false, shown as Sí / No / Sin especificar. */
const SiNo = ({ source, label }: { source: string; label: string }) => {
    const readOnly = useReadOnly();
    return (
        <SelectInput
            source={source}
            label={label}
            readOnly={readOnly}
            choices={SI_NO}
            emptyText="resources.activos.dialog.none"
            format={(valor: unknown) => (valor === true ? 'si' : valor === false ? 'no' : '')}
            parse={(valor: string) => (valor === 'si' ? true : valor === 'no' ? false : null)}
        />
    );
};

const CampoInput = ({ campo }: { campo: CampoPersonalizado }) => {
    const translate = useTranslate();
    const source = `camposPersonalizados.${campo.clave}`;
    // The label is the company's own text, not a translation key.
    const label = translate(campo.etiqueta, { _: campo.etiqueta });
    const validate = campo.obligatorio ? required() : undefined;
    switch (campo.tipo) {
        case 'numero':
            return <Numero source={source} label={label} validate={validate} />;
        case 'fecha':
            return <Fecha source={source} label={label} validate={validate} />;
        case 'lista':
            return <Opcion source={source} label={label} options={campo.opciones} validate={validate} />;
        case 'si_no':
            return <SiNo source={source} label={label} />;
        default:
            return <Texto source={source} label={label} validate={validate} />;
    }
};

/** Campos Personalizados: the company's own fields, those of one SUNAT category only on its assets; hidden when it defines none. */
export const CamposPersonalizadosSection = () => {
    const campos = useCamposCargados();
    const categoria = useWatch({ name: 'categoriaDepreciacion' }) as string | null | undefined;
    const visibles = campos.filter((campo) => !campo.categoria || campo.categoria === categoria);
    if (!visibles.length) return null;
    return (
        <Section title="resources.activos.sections.campos_personalizados">
            {visibles.map((campo) => (
                <CampoInput key={campo.id} campo={campo} />
            ))}
        </Section>
    );
};

/** The values the form holds, without the empty ones (PUT replaces them all; the server checks each). */
export const camposDelFormulario = (valores: unknown): Record<string, unknown> =>
    Object.fromEntries(
        Object.entries((valores ?? {}) as Record<string, unknown>).filter(([, valor]) => valor !== null && valor !== undefined && valor !== ''),
    );
