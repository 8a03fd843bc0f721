// The texts of Compañías (resources.Compania).
export const compania = {
    name: 'Empresa |||| Empresas',
    title: 'Gestión de Compañía',
    fields: {
        id: 'ID',
        razonSocial: 'Razon Social',
        ruc: 'RUC',
        rubro: 'Rubro',
        baseDepreciable: 'Base depreciable',
        requiere2fa: 'Exigir verificación en dos pasos a los administradores (tipos 1 y 2)',
    },
    bases: {
        total: 'Total con IGV',
        precio: 'Precio sin IGV — crédito fiscal',
    },
    tabs: {
        departamentos: 'Departamentos',
        ubicaciones: 'Ubicaciones',
    },
    actions: {
        create: 'Nueva Empresa',
    },
    dialog: {
        create: 'Nueva Empresa',
        edit: 'Editar Empresa',
        ruc_hint: '11 digitos',
        base_hint: 'Lo que deprecian sus activos; no cambia después de cerrar un ejercicio',
    },
    confirm_delete: '¿Está seguro de que desea eliminar la empresa %{name}?',
    notifications: {
        created: 'Empresa creada exitosamente',
        updated: 'Empresa actualizada exitosamente',
        deleted: 'Empresa eliminada exitosamente',
        load_error: 'Error al cargar empresas: %{message}',
        save_error: 'Error al guardar empresa: %{message}',
        delete_error: 'Error al eliminar empresa: %{message}',
    },
};
