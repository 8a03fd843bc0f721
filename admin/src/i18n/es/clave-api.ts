// The texts of Claves de API (resources.ClaveApi).
export const claveApi = {
    name: 'Clave de API |||| Claves de API',
    intro: 'Las claves de API dan acceso a los sistemas externos de su compañía, sin usar la cuenta de una persona. Envíe la clave en la cabecera X-API-Key.',
    fields: {
        nombre: 'Nombre',
        permiso: 'Permiso',
        prefijo: 'Prefijo',
        creadaEl: 'Creada',
        expiraEl: 'Expira',
        ultimoUsoEl: 'Último uso',
        activa: 'Estado',
        clave: 'Clave',
    },
    permisos: {
        lectura: 'Lectura',
        escritura: 'Escritura',
    },
    estados: {
        activa: 'Activa',
        revocada: 'Revocada',
        expirada: 'Expirada',
    },
    never_used: 'Nunca',
    no_expiry: 'Sin vencimiento',
    actions: {
        create: 'Nueva clave',
        revoke: 'Revocar',
    },
    dialog: {
        create: 'Nueva clave de API',
        expira_el: 'Expira el',
        expira_hint: 'Opcional: sin fecha, la clave vale hasta que se revoque.',
        permiso_hint: 'Lectura solo consulta; Escritura también registra y modifica datos.',
        expira_pasada: 'La fecha de expiración debe ser futura',
        created: 'Clave de API creada',
        warning: 'Copie la clave ahora: no se volverá a mostrar',
        copy: 'Copiar clave',
    },
    confirm_revoke_title: 'Revocar clave de API',
    confirm_revoke: '¿Está seguro de que desea revocar la clave %{name}? Los sistemas que la usan perderán el acceso.',
    notifications: {
        created: 'Clave de API creada exitosamente',
        revoked: 'Clave de API revocada',
        load_error: 'Error al cargar las claves de API: %{message}',
        save_error: 'Error al crear la clave de API: %{message}',
        revoke_error: 'Error al revocar la clave de API: %{message}',
    },
};
