// The texts of Compañías (resources.Compania).
export const compania = {
    name: 'Empresa |||| Empresas',
    title: 'Gestión de Compañía',
    fields: {
        id: 'ID',
        razonSocial: 'Razón Social',
        ruc: 'RUC',
        rubro: 'Rubro',
        baseDepreciable: 'Base depreciable',
        calculoIgv: 'Cálculo del IGV',
        requiere2fa: 'Exigir verificación en dos pasos a los administradores (tipos 1 y 2)',
    },
    bases: {
        total: 'Total con IGV',
        precio: 'Precio sin IGV — crédito fiscal',
    },
    calculos_igv: {
        incluido: 'Precio con IGV incluido (IGV = importe × 18/118)',
        adicional: 'Precio sin IGV (IGV = importe × 18 %, se suma)',
        especificacion: 'Regla de la especificación (IGV = 18 % del importe, dentro de él)',
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
        ruc_hint: '11 dígitos',
        base_hint: 'Lo que deprecian sus activos; no cambia después de cerrar un ejercicio',
        calculo_igv_hint: 'Cómo se reparte el importe de un activo con IGV; no cambia cuando la empresa ya tiene activos',
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
