// The texts of Conductores (resources['gre/conductores']).
export const conductor = {
    name: 'Conductor |||| Conductores',
    fields: {
        tipoDocumento: 'Tipo de documento',
        numeroDocumento: 'Número de documento',
        nombres: 'Nombres',
        apellidos: 'Apellidos',
        licencia: 'Licencia de conducir',
    },
    search: 'Buscar por documento, nombres, apellidos o licencia...',
    empty: 'No hay conductores registrados. Se agregan aquí o al emitir una guía de remisión.',
    actions: {
        create: 'Nuevo Conductor',
    },
    dialog: {
        create: 'Nuevo Conductor',
        edit: 'Editar Conductor',
    },
    help: {
        numeroDocumento: 'DNI: 8 dígitos, con sus ceros. Otros documentos: hasta 15 letras o dígitos.',
        licencia: 'De 9 a 10 letras o dígitos, como figura en la licencia (p. ej. Q45678912).',
    },
    validation: {
        tipoDocumento: 'El tipo de documento es requerido',
        numeroDocumento: 'El número de documento es requerido',
        nombres: 'Los nombres son requeridos',
        apellidos: 'Los apellidos son requeridos',
        licencia: 'La licencia de conducir es requerida',
    },
    confirm_delete: '¿Está seguro de que desea eliminar al conductor %{name}?',
    notifications: {
        created: 'Conductor registrado exitosamente',
        updated: 'Conductor actualizado exitosamente',
        deleted: 'Conductor eliminado exitosamente',
        load_error: 'Error al cargar conductores: %{message}',
        save_error: 'Error al guardar el conductor',
        delete_error: 'Error al eliminar el conductor: %{message}',
    },
};
