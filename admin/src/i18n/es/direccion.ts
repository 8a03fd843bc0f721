// The texts of Direcciones (resources.Direccion).
export const direccion = {
    name: 'Dirección |||| Direcciones',
    tab: 'Direcciones (%{count})',
    fields: {
        id: 'ID',
        calle: 'Calle',
        ciudad: 'Ciudad',
        codigoPostal: 'Código Postal',
        urbanizacion: 'Urbanización',
        distrito: 'Distrito',
        provincia: 'Provincia',
        departamento: 'Departamento',
        sede: 'Sede',
        codigoEstablecimiento: 'Código de establecimiento (SUNAT)',
        clientesCount: 'Clientes',
        direccion: 'Dirección',
        ubicacion: 'Distrito / Provincia / Departamento',
    },
    search: 'Buscar por calle, ciudad, distrito, provincia o departamento...',
    empty: 'No se encontraron direcciones',
    no_sede: 'Sin sede',
    establecimiento: 'Establecimiento %{codigo}',
    help: {
        codigoEstablecimiento:
            'Código de establecimiento anexo registrado en SUNAT (0000 es el domicilio fiscal). Déjelo vacío si la dirección no es un establecimiento de la empresa. La guía de remisión electrónica lo usa como punto de partida o de llegada.',
    },
    postal_code: 'CP %{codigo}',
    delete_blocked: 'No se puede eliminar: tiene clientes asociados',
    actions: {
        create: 'Nueva Dirección',
        view_clients: 'Ver (%{count})',
    },
    dialog: {
        create: 'Nueva Dirección',
        edit: 'Editar Dirección',
    },
    ubigeo: {
        elija_departamento: 'Elija primero el departamento',
        elija_provincia: 'Elija primero la provincia',
        load_error: 'No se pudo cargar el catálogo de distritos; vuelva a abrir el formulario',
    },
    map: {
        title: 'Vista previa de la ubicación',
        search: 'Buscar en el mapa',
        country: 'Perú',
        empty: 'Escriba la calle para ver la dirección y buscarla en el mapa.',
    },
    clientes: {
        title: 'Clientes asociados',
        empty: 'No hay clientes asociados a esta dirección.',
        load_error: 'Error al cargar clientes asociados',
    },
    validation: {
        calle: 'La calle es requerida',
        ciudad: 'La ciudad es requerida',
        distrito: 'El distrito es requerido',
        provincia: 'La provincia es requerida',
        departamento: 'El departamento es requerido',
        codigoPostal: 'El código postal debe tener 5 dígitos',
        codigoEstablecimiento: 'El código de establecimiento debe tener 4 dígitos (0000 es el domicilio fiscal)',
    },
    confirm_delete: '¿Está seguro de que desea eliminar la dirección %{name}?',
    notifications: {
        created: 'Dirección creada exitosamente',
        updated: 'Dirección actualizada exitosamente',
        deleted: 'Dirección eliminada exitosamente',
        load_error: 'Error al cargar direcciones: %{message}',
        save_error: 'Error al guardar la dirección',
        delete_error: 'Error al eliminar dirección: %{message}',
    },
    import: {
        title: 'Carga Masiva de Direcciones',
        instructions: {
            required: 'Calle, Ciudad, Distrito, Provincia y Departamento son requeridos.',
            consistent:
                'Los datos de ubicación deben ser consistentes: el distrito en su provincia y la provincia en su departamento (uno de los 25 del Perú).',
            optional: 'El código postal (5 dígitos) y la urbanización son opcionales.',
            sede: 'La sede puede identificar oficinas o locales de la empresa.',
            establecimiento:
                'El código de establecimiento (4 dígitos, 0000 es el domicilio fiscal) es opcional: solo para los establecimientos registrados en SUNAT.',
        },
        button: 'Importar Direcciones',
        created: 'Direcciones Creadas',
        total: 'Total Procesadas',
        item: 'Dirección',
    },
};
