import type { ImportDefinition } from '../common/import/types';

const field = (key: string) => `resources.Direccion.fields.${key}`;

/** Carga Masiva de Direcciones: POST /api/Direccion/analyze-excel and import-excel. */
export const direccionImport: ImportDefinition = {
    recurso: 'Direccion',
    fields: [
        {
            configKey: 'calleColumn',
            label: field('calle'),
            required: true,
            synonyms: ['direccion', 'street', 'address', 'avenida', 'jiron'],
        },
        { configKey: 'ciudadColumn', label: field('ciudad'), required: true, synonyms: ['city', 'localidad'] },
        { configKey: 'distritoColumn', label: field('distrito'), required: true, synonyms: ['district'] },
        { configKey: 'provinciaColumn', label: field('provincia'), required: true, synonyms: ['province'] },
        {
            configKey: 'departamentoColumn',
            label: field('departamento'),
            required: true,
            synonyms: ['department', 'region', 'state'],
        },
        {
            configKey: 'codigoPostalColumn',
            label: field('codigoPostal'),
            synonyms: ['cp', 'postal', 'zip', 'zip code', 'postal code'],
        },
        {
            configKey: 'urbanizacionColumn',
            label: field('urbanizacion'),
            synonyms: ['urb', 'neighborhood', 'urbanization'],
        },
        { configKey: 'sedeColumn', label: field('sede'), synonyms: ['oficina', 'local', 'office', 'branch', 'site'] },
        {
            configKey: 'codigoEstablecimientoColumn',
            label: field('codigoEstablecimiento'),
            synonyms: ['establecimiento', 'codigo de establecimiento', 'anexo', 'establecimiento anexo'],
        },
    ],
    template: {
        fileName: 'plantilla_direcciones.csv',
        headers: [
            'Calle',
            'Ciudad',
            'Distrito',
            'Provincia',
            'Departamento',
            'Código Postal',
            'Urbanización',
            'Sede',
            'Código de Establecimiento',
        ],
        sample: [
            'Av. Javier Prado Este 4200',
            'Lima',
            'Santiago de Surco',
            'Lima',
            'Lima',
            '15023',
            'Monterrico',
            'Sede Principal',
            '0000',
        ],
    },
    texts: {
        title: 'resources.Direccion.import.title',
        instructions: [
            'resources.Direccion.import.instructions.required',
            'resources.Direccion.import.instructions.consistent',
            'resources.Direccion.import.instructions.optional',
            'resources.Direccion.import.instructions.sede',
            'resources.Direccion.import.instructions.establecimiento',
        ],
        importButton: 'resources.Direccion.import.button',
        createdCard: 'resources.Direccion.import.created',
        totalCard: 'resources.Direccion.import.total',
        itemColumn: 'resources.Direccion.import.item',
    },
};
