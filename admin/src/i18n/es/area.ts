// The texts of Áreas (resources.Area).
export const area = {
    name: 'Área |||| Áreas',
    fields: {
        id: 'ID',
        nombre: 'Área',
        createdAt: 'Fecha Creación',
        updatedAt: 'Fecha Actualización',
    },
    empty: 'No hay áreas registradas para esta compañía.',
    actions: {
        create: 'Nueva Área',
    },
    dialog: {
        create: 'Nueva Área',
        edit: 'Editar Área',
        nombre: 'Nombre del Área',
        unique_note: 'El nombre del área debe ser único dentro de la compañía.',
    },
    validation: {
        required_title: 'Campo Requerido',
        required: 'El nombre del área es requerido',
        too_long: 'El nombre del área no puede exceder los 100 caracteres',
    },
    errors: {
        duplicate_title: 'Error de Duplicado',
        duplicate: 'Ya existe un área con ese nombre en esta compañía',
        save_title: 'Error al Guardar',
        save: 'Error al guardar: %{message}',
    },
    confirm_delete: '¿Está seguro de que desea eliminar esta área?',
    notifications: {
        created: 'Área creada exitosamente',
        updated: 'Área actualizada exitosamente',
        deleted: 'Área eliminada exitosamente',
        load_error: 'Error al cargar áreas: %{message}',
        delete_error: 'Error al eliminar: %{message}',
    },
};
