import type { ImportDefinition } from '../common/import/types';

const field = (key: string) => `resources.Cliente.fields.${key}`;

/** Carga Masiva de Clientes: POST /api/Cliente/analyze-excel and import-excel. */
export const clienteImport: ImportDefinition = {
    recurso: 'Cliente',
    fields: [
        {
            configKey: 'nombreColumn',
            label: field('nombre'),
            required: true,
            synonyms: ['nombres', 'name', 'first name'],
        },
        {
            configKey: 'apellidoColumn',
            label: field('apellido'),
            required: true,
            synonyms: ['apellidos', 'last name', 'surname'],
        },
        {
            configKey: 'correoColumn',
            label: 'resources.Cliente.import.correo',
            required: true,
            synonyms: ['correo electronico', 'email', 'e mail', 'mail'],
        },
        { configKey: 'rucColumn', label: field('ruc'), synonyms: ['tax id'] },
        { configKey: 'dniColumn', label: field('dni'), synonyms: ['documento de identidad'] },
        { configKey: 'ceColumn', label: field('ce'), synonyms: ['carne de extranjeria'] },
        { configKey: 'telefonoColumn', label: field('telefono'), synonyms: ['celular', 'phone', 'mobile'] },
        {
            configKey: 'representanteLegalColumn',
            label: field('representanteLegal'),
            synonyms: ['representante', 'legal representative'],
        },
        {
            configKey: 'ingenieroResponsableColumn',
            label: field('ingenieroResponsable'),
            synonyms: ['ingeniero', 'engineer'],
        },
        {
            configKey: 'tieneContratoColumn',
            label: field('tieneContrato'),
            synonyms: ['contrato', 'contract', 'has contract'],
        },
        { configKey: 'direccionColumn', label: field('direccionId'), synonyms: ['direccion', 'address'] },
    ],
    template: {
        fileName: 'plantilla_clientes.csv',
        headers: [
            'Nombre',
            'Apellido',
            'Correo',
            'RUC',
            'DNI',
            'CE',
            'Teléfono',
            'Representante Legal',
            'Ingeniero Responsable',
            'Tiene Contrato',
            'Dirección',
        ],
        sample: [
            'Juan',
            'Pérez Gómez',
            'juan.perez@ejemplo.pe',
            '',
            '45678912',
            '',
            '987654321',
            'María López',
            'Carlos Ruiz',
            'Sí',
            'Av. Javier Prado Este 4200, Santiago de Surco, Lima',
        ],
    },
    texts: {
        title: 'resources.Cliente.import.title',
        instructions: [
            'resources.Cliente.import.instructions.required',
            'resources.Cliente.import.instructions.unique',
            'resources.Cliente.import.instructions.direccion',
            'resources.Cliente.import.instructions.contrato',
        ],
        importButton: 'resources.Cliente.import.button',
        createdCard: 'resources.Cliente.import.created',
        totalCard: 'resources.Cliente.import.total',
        itemColumn: 'resources.Cliente.import.item',
    },
};
