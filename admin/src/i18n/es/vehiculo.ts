// The texts of Vehículos (resources['gre/vehiculos']).
export const vehiculo = {
    name: 'Vehículo |||| Vehículos',
    fields: {
        placa: 'Placa',
        descripcion: 'Descripción',
        tuc: 'TUC o certificado de habilitación',
        m1l: 'Categoría M1 o L',
    },
    search: 'Buscar por placa, descripción o TUC...',
    empty: 'No hay vehículos registrados. Se agregan aquí o al emitir una guía de remisión.',
    actions: {
        create: 'Nuevo Vehículo',
    },
    dialog: {
        create: 'Nuevo Vehículo',
        edit: 'Editar Vehículo',
    },
    help: {
        placa: 'De 6 a 8 letras o dígitos; se guarda sin guiones ni espacios y en mayúsculas (ABC-123 queda ABC123).',
        tuc: 'Opcional: tarjeta única de circulación o certificado de habilitación vehicular, de 9 a 15 letras o dígitos.',
        m1l: 'Autos de hasta 8 asientos y motos: la guía lo indica y no lleva conductor ni vehículo.',
    },
    validation: {
        placa: 'La placa es requerida',
    },
    confirm_delete: '¿Está seguro de que desea eliminar el vehículo de placa %{name}?',
    notifications: {
        created: 'Vehículo registrado exitosamente',
        updated: 'Vehículo actualizado exitosamente',
        deleted: 'Vehículo eliminado exitosamente',
        load_error: 'Error al cargar vehículos: %{message}',
        save_error: 'Error al guardar el vehículo',
        delete_error: 'Error al eliminar el vehículo: %{message}',
    },
};
