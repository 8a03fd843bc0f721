// Generado con `npm run api:types` desde el documento OpenAPI de la API (/api/docs-json): no se edita a mano.

export interface paths {
    "/api/Audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Registros de auditoría filtrados (usuario, compañía, tabla, acción, fechas, texto en la descripción), ordenados por Timestamp, TableName o Action y paginados (pageSize 25, 50 por defecto, máximo 100) */
        get: operations["AuditController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Audit/statistics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Totales, acciones por tabla, usuarios más activos y fallos recientes entre dos fechas */
        get: operations["AuditController_statistics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Audit/tables": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tablas presentes en la auditoría, para el filtro */
        get: operations["AuditController_tables"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Audit/actions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Acciones que registra la auditoría, para el filtro */
        get: operations["AuditController_actions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Audit/clean": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Elimina los registros con más de daysToKeep días (la pantalla envía 90); la limpieza queda auditada */
        delete: operations["AuditController_clean"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Inicia sesión con correo y contraseña
         * @description Devuelve el token y los datos de sesión; si el usuario tiene la verificación en dos pasos, devuelve { requiere2fa: true, desafio } y el inicio se completa con POST /api/auth/2fa. Si su compañía la exige y aún no la configuró, no hay sesión ni secreto: devuelve { requiere2fa: true, inscripcionPorCorreo: true, mensaje } y envía a su correo un enlace de un solo uso (a lo sumo uno cada 5 minutos).
         */
        post: operations["AuthController_login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/2fa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Completa el inicio de sesión con el código de la aplicación autenticadora o un código de recuperación */
        post: operations["AuthController_completarDosFactores"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/2fa/enlace": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Abre un enlace para configurar la verificación en dos pasos (el token que sigue a # en el enlace enviado por correo)
         * @description Devuelve el secreto TOTP y su QR; el mismo cada vez que se abre el mismo enlace. Cuenta para el límite de inicio de sesión: más de 10 fallos por minuto desde la IP o para el correo responden 429.
         */
        post: operations["AuthController_abrirEnlace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/2fa/enlace/activar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Activa la verificación en dos pasos con el primer código del QR del enlace e inicia sesión
         * @description Gasta el enlace, cierra las demás sesiones del usuario y devuelve los datos de sesión con 10 códigos de recuperación (se muestran una vez). Cuenta para el límite de inicio de sesión: más de 10 fallos por minuto desde la IP o para el correo responden 429.
         */
        post: operations["AuthController_activarPorEnlace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** La sesión actual: usuario, tipo y compañía vigentes, tiempos de la sesión; también la renueva */
        get: operations["AuthController_me"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cierra la sesión: el mismo token responde 401 desde la siguiente solicitud */
        post: operations["AuthController_logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Cambia la propia contraseña (con la actual); cierra las demás sesiones del usuario
         * @description La contraseña actual cuenta para el límite de inicio de sesión: más de 10 fallos por minuto desde la ip o para el correo responden 429.
         */
        put: operations["AuthController_cambiarContrasena"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/2fa/inscripcion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Genera un secreto TOTP y su código QR; queda pendiente hasta activarlo con un código */
        post: operations["AuthController_iniciarInscripcion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/2fa/activar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Activa la verificación en dos pasos con el primer código; devuelve 10 códigos de recuperación (se muestran una vez)
         * @description Cierra las demás sesiones del usuario. El código cuenta para el límite de inicio de sesión: más de 10 fallos por minuto desde la ip o para el correo responden 429.
         */
        post: operations["AuthController_activarDosFactores"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/2fa/desactivar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Desactiva la verificación en dos pasos: pide la contraseña y un código actual (de la aplicación o de recuperación)
         * @description La contraseña y el código cuenta para el límite de inicio de sesión: más de 10 fallos por minuto desde la ip o para el correo responden 429.
         */
        post: operations["AuthController_desactivarDosFactores"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Usuario": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Usuarios: los de todas las compañías para un Maestro (o de ?companiaId=), los de la propia para los demás */
        get: operations["UsuarioController_list"];
        put?: never;
        /**
         * Crea un usuario
         * @description Tipos 1-2. Un Administrador (2) solo gestiona usuarios de su compañía y nunca crea, modifica ni asigna el tipo Maestro (1).
         */
        post: operations["UsuarioController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Usuario/compania/{companiaId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Usuarios de una compañía, para los selectores (opcional ?tipo=) */
        get: operations["UsuarioController_byCompania"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Usuario/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Un usuario (404 si es de otra compañía) */
        get: operations["UsuarioController_findOne"];
        /**
         * Modifica un usuario; sin contraseña conserva la actual
         * @description Tipos 1-2. Un Administrador (2) solo gestiona usuarios de su compañía y nunca crea, modifica ni asigna el tipo Maestro (1).
         */
        put: operations["UsuarioController_update"];
        post?: never;
        /**
         * Elimina un usuario (nunca el propio)
         * @description Tipos 1-2. Un Administrador (2) solo gestiona usuarios de su compañía y nunca crea, modifica ni asigna el tipo Maestro (1).
         */
        delete: operations["UsuarioController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Usuario/{id}/sesiones": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sesiones activas del usuario: desde, último uso, IP y navegador */
        get: operations["UsuarioSesionesController_list"];
        put?: never;
        post?: never;
        /** Cierra todas las sesiones del usuario */
        delete: operations["UsuarioSesionesController_revokeAll"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Usuario/{id}/sesiones/{sesionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Cierra una sesión del usuario: su token deja de valer en la siguiente solicitud */
        delete: operations["UsuarioSesionesController_revokeOne"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Usuario/{id}/dos-factores/restablecer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Restablece la verificación en dos pasos del usuario
         * @description Quita su aplicación autenticadora y sus códigos de recuperación, cierra sus sesiones (salvo la propia de quien se restablece a sí mismo) y emite un enlace de un solo uso, válido 24 horas, para configurarla de nuevo: se envía a su correo si hay SMTP_URL, y se devuelve esta única vez para entregarlo por otra vía. Un Administrador solo restablece usuarios de su compañía y nunca a un Maestro.
         */
        post: operations["UsuarioDosFactoresController_restablecer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Compania": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Compañías: todas para un Maestro, la propia para los demás */
        get: operations["CompaniaController_list"];
        put?: never;
        /** Crea una compañía (solo Maestro); el RUC debe ser válido y único */
        post: operations["CompaniaController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Compania/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Una compañía (404 si no es visible para el usuario) */
        get: operations["CompaniaController_findOne"];
        /**
         * Modifica una compañía (Maestro, o Administrador de la propia)
         * @description Con requiere2fa de false a true se cierran las sesiones de sus usuarios tipos 1 y 2 que aún no tienen la verificación en dos pasos: su próximo inicio de sesión les envía por correo el enlace para configurarla.
         */
        put: operations["CompaniaController_update"];
        post?: never;
        /** Elimina una compañía sin datos asociados (solo Maestro) */
        delete: operations["CompaniaController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ClaveApi": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Claves de API de la compañía (nunca el secreto) */
        get: operations["ClaveApiController_list"];
        put?: never;
        /** Crea una clave; la respuesta trae la clave una sola vez (se guarda solo su hash) */
        post: operations["ClaveApiController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ClaveApi/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoca una clave: deja de valer en la siguiente solicitud */
        delete: operations["ClaveApiController_revoke"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Area": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Áreas de la compañía del usuario (un Maestro puede indicar ?companiaId=) */
        get: operations["AreaController_list"];
        put?: never;
        /** Crea un área (tipos 1-3) */
        post: operations["AreaController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Area/by-company/{companiaId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Áreas de una compañía, para los selectores */
        get: operations["AreaController_byCompania"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Area/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Un área (404 si es de otra compañía) */
        get: operations["AreaController_findOne"];
        /** Renombra un área (tipos 1-3) */
        put: operations["AreaController_update"];
        post?: never;
        /** Elimina un área (tipos 1-3) */
        delete: operations["AreaController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Direccion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Direcciones de la compañía con clientesCount; búsqueda por calle, ciudad, distrito, provincia o departamento */
        get: operations["DireccionController_list"];
        put?: never;
        /** Crea una dirección; departamento, provincia y distrito deben coincidir con el catálogo de ubigeo del INEI (sin distinguir mayúsculas ni tildes); guarda su ubigeo */
        post: operations["DireccionController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Direccion/dropdown": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Direcciones para selectores: [{ id, text }] con text = calle, distrito, provincia */
        get: operations["DireccionController_dropdown"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Direccion/coincidencia": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** La dirección registrada que nombra un texto escrito a mano (su texto "calle, distrito, provincia" o su calle sola cuando ninguna otra la tiene, sin mayúsculas ni tildes) como { id, text }, o null: el formulario de movimiento advierte antes de guardar que un punto de llegada sin dirección no cambia la de los activos */
        get: operations["DireccionController_coincidencia"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Direccion/analyze-excel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Encabezados de la fila anterior a startRow de un Excel de direcciones */
        post: operations["DireccionController_analyzeExcel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Direccion/import-excel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Importa direcciones desde Excel: { successCount, errorCount, totalProcessed, processedItems }; informa las filas cuya ubicación no coincide con el ubigeo del INEI y las filas repetidas del archivo */
        post: operations["DireccionController_importExcel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Direccion/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Una dirección (404 si es de otra compañía) */
        get: operations["DireccionController_findOne"];
        /** Modifica una dirección */
        put: operations["DireccionController_update"];
        post?: never;
        /** Elimina una dirección sin clientes asociados */
        delete: operations["DireccionController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ubigeo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Catálogo INEI de ubigeo: los 1.890 distritos del Perú con su provincia y departamento
         * @description Para los selectores en cascada del formulario de dirección. Una dirección debe nombrar un distrito de este catálogo (sin distinguir mayúsculas ni tildes) y guarda su ubigeo de 6 dígitos.
         */
        get: operations["UbigeoController_catalogo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Cliente": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Clientes de la compañía con su direccion; búsqueda por nombre, apellido, RUC, DNI, correo o teléfono */
        get: operations["ClienteController_list"];
        put?: never;
        /** Crea un cliente; RUC y DNI únicos en la compañía; al menos un documento */
        post: operations["ClienteController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Cliente/analyze-excel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Encabezados de la fila anterior a startRow de un Excel de clientes */
        post: operations["ClienteController_analyzeExcel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Cliente/import-excel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Importa clientes desde Excel; la dirección se busca por su texto (calle, distrito, provincia, o solo la calle) */
        post: operations["ClienteController_importExcel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Cliente/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Un cliente (404 si es de otra compañía) */
        get: operations["ClienteController_findOne"];
        /** Modifica un cliente */
        put: operations["ClienteController_update"];
        post?: never;
        /** Elimina un cliente */
        delete: operations["ClienteController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Direccion/{id}/clientes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Clientes asociados a una dirección */
        get: operations["DireccionClientesController_byDireccion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Activos de la compañía (filtros codigo, descripcion, marca, modelo, serie, estado, areaId, usuarioId, categoria, bajas, custodioId, campo.<clave>)
         * @description Sin los dados de baja salvo el filtro bajas: "incluir" (todos) o "solo" (únicamente los dados de baja). custodioId: los que tiene ese custodio, o "ninguno" (sin custodio). campo.<clave>: igual a ese valor de un campo personalizado (GET /api/campos-personalizados). sort=["campo.<clave>","ASC"|"DESC"]: por el valor del campo según su tipo, los activos sin valor al final.
         */
        get: operations["ActivosController_list"];
        put?: never;
        /** Crea un activo (cuerpo en PascalCase o camelCase); el servidor calcula importeMn, igv, precio y total */
        post: operations["ActivosController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activos/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Búsqueda por código y descripción (sin distinguir mayúsculas ni tildes); ambos vacíos = todos (máx. 1000) */
        get: operations["ActivosController_search"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activos/next-codigo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** El código que recibirá el próximo activo creado sin código: { codigo } */
        get: operations["ActivosController_nextCodigo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activos/categorias-depreciacion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Categorías SUNAT de depreciación (RLIR art. 22 b) y edificios) con su tasa anual máxima: [{ clave, nombre, maximo, base }] */
        get: operations["ActivosController_categoriasDepreciacion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activos/statistics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Totales de la compañía
         * @description { totalActivos, valorTotal (suma de total, con IGV), valorSinIgv (suma de precio), igvTotal, porEstado[{estado,cantidad,valorTotal}], porArea[{areaId,area,cantidad,valorTotal}], porCategoria[{categoria,cantidad,valorTotal}] }; importes en S/.
         */
        get: operations["ActivosController_statistics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activos/export/excel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Exporta los activos (filtros codigo, descripcion, bajas) a Activos_{yyyy-MM-dd}.xlsx con todos sus campos */
        get: operations["ActivosController_exportExcel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activos/export/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Catálogo PDF (filtros codigo, descripcion, marca, modelo, serie, bajas; hasta 10000 activos): Catalogo_Activos_{timestamp}.pdf */
        get: operations["ActivosController_exportPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activos/etiquetas/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Etiquetas para pegar en los activos (ids, o los filtros del catálogo; hasta 2000): Etiquetas_Activos_{timestamp}.pdf
         * @description Cada etiqueta lleva un código QR, el código del activo, su descripción (recortada) y la compañía. formato: a4 (hojas de 3 × 8 etiquetas de 70 × 37 mm) o termica (una etiqueta de 50 × 25 mm por página). simbologia: qr (abre APP_URL/a/{codigo} en el panel; sin APP_URL, la dirección de esta petición, que debe ser http(s)://host[:puerto]) o code128 (el código, para lectores láser). Con ids se imprimen esos activos en ese orden, dados de baja o no, y no se leen los filtros; un id que no es de la compañía responde 404.
         */
        get: operations["ActivosController_etiquetasPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activos/codigo/{codigo}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Un activo por su código */
        get: operations["ActivosController_byCodigo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activos/by-company/{companiaId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Activos de una compañía (404 si no es la propia, salvo Maestro); máx. 1000 */
        get: operations["ActivosController_byCompany"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activos/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Un activo, con usuario { nombre, apellido } y area { nombre } */
        get: operations["ActivosController_findOne"];
        /** Reemplaza un activo; un cambio de edificio, piso, dirección, área o sede queda en el historial de ubicaciones (motivo y observacionesCambio opcionales) */
        put: operations["ActivosController_update"];
        post?: never;
        /** Elimina un activo */
        delete: operations["ActivosController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activos/{id}/exists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** { exists: boolean } para un activo de la compañía */
        get: operations["ActivosController_exists"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activos/{id}/location-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Historial de ubicaciones, del más reciente al más antiguo */
        get: operations["ActivosController_locationHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activos/{id}/depreciation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Depreciación mensual en línea recta desde el mes de inicio de uso hasta el mes actual, en el libro tributario (por defecto) o el financiero
         * @description Con saldo de arranque, el cronograma empieza en el mes de la fecha de inicio de la contabilidad y sigue desde ese saldo.
         */
        get: operations["ActivosController_depreciation[0]"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activos/{id}/depreciacion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Depreciación mensual en línea recta desde el mes de inicio de uso hasta el mes actual, en el libro tributario (por defecto) o el financiero
         * @description Con saldo de arranque, el cronograma empieza en el mes de la fecha de inicio de la contabilidad y sigue desde ese saldo.
         */
        get: operations["ActivosController_depreciation[1]"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activos/analyze-excel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Encabezados de la fila anterior a startRow de un Excel (.xlsx o .xls, máx. 10 MB) */
        post: operations["ActivosController_analyzeExcel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activos/import-excel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Importa activos desde Excel: { successCount, errorCount, totalProcessed, processedItems } */
        post: operations["ActivosController_importExcel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activos/upload-image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sube la imagen de un activo (JPG, PNG o GIF, máx. 5 MB); responde { imagePath }, servida en esa ruta
         * @description Se guarda con una miniatura WebP de 160 px (imagenMiniatura en las respuestas del activo). 413 si la compañía superaría UPLOAD_QUOTA_MB; una imagen que ningún activo usa en 24 h se elimina.
         */
        post: operations["ActivosController_uploadImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activos/{id}/baja": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** La baja del activo, con sus cifras y advertencias */
        get: operations["BajasController_find"];
        put?: never;
        /**
         * Da de baja un activo (en lugar de eliminarlo): { fecha, motivo, documento, valorVenta?, observaciones?, profesional?, colegiatura? }
         * @description motivo: venta, obsolescencia, siniestro, robo_perdida, donacion, destruccion, otro. documento (N° del documento que la sustenta) siempre; venta: valorVenta (sin IGV, ≥ 0) y documento = factura de venta; obsolescencia: profesional y colegiatura del informe técnico (RLIR art. 22 i); robo_perdida: documento = denuncia policial; otro: observaciones. valorVenta solo en una venta. fecha: no posterior a hoy ni anterior al mes de inicio de uso; un ejercicio cerrado responde 409. Calcula con el cronograma del activo (el mes de la baja es el último depreciado) costo, depreciacionAcumulada, valorNeto y, en una venta, resultadoVenta; reintegroIgv y advertencias según la Ley del IGV art. 22. El activo queda en estado "Dado de baja", fuera de servicio, y sale de listas y exportaciones.
         */
        post: operations["BajasController_create"];
        /** Revierte la baja: el activo recupera su estado anterior y vuelve a estar en servicio, mientras el ejercicio de la baja esté abierto */
        delete: operations["BajasController_revert"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activos/{id}/baja/acta": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Acta de baja imprimible: Acta_Baja_{codigo}.pdf */
        get: operations["BajasController_acta"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activos/{id}/mejoras": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Mejoras del activo, por fecha */
        get: operations["MejorasController_list"];
        put?: never;
        /**
         * Registra una mejora: su importe (S/, en la base depreciable de la compañía) se suma al costo depreciable desde el mes siguiente a su fecha
         * @description fecha no posterior a hoy (Lima) ni anterior a la adquisición del activo; descripcion (máx. 500) y documento (factura o comprobante, máx. 100) obligatorios; importe mayor que 0.
         */
        post: operations["MejorasController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activos/{id}/mejoras/{mejoraId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Elimina una mejora del activo mientras su ejercicio esté abierto */
        delete: operations["MejorasController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activos/{activoId}/documentos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Los documentos del activo, el más reciente primero (404 si el activo es de otra compañía) */
        get: operations["DocumentosController_list"];
        put?: never;
        /**
         * Sube un documento del activo (factura, póliza, SOAT, garantía…)
         * @description El tipo de archivo se reconoce por su contenido, no por su nombre. Cuenta en el espacio de la compañía (UPLOAD_QUOTA_MB): 413 si no cabe.
         */
        post: operations["DocumentosController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activos/{activoId}/documentos/{id}/archivo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Descarga el archivo del documento, con el nombre con que se subió */
        get: operations["DocumentosController_archivo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activos/{activoId}/documentos/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Elimina un documento y su archivo */
        delete: operations["DocumentosController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vencimientos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Documentos que vencen de hoy a `dias` días (30 por defecto), el más próximo primero */
        get: operations["VencimientosController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/campos-personalizados": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Los campos que la compañía define para sus activos, por etiqueta, con cuántos activos tienen un valor en cada uno */
        get: operations["CamposPersonalizadosController_list"];
        put?: never;
        /** Define un campo: clave, etiqueta, tipo (texto, numero, fecha, lista con opciones, si_no), obligatorio y, si corresponde, la categoría SUNAT */
        post: operations["CamposPersonalizadosController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/campos-personalizados/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Un campo personalizado (404 si es de otra compañía) */
        get: operations["CamposPersonalizadosController_findOne"];
        /** Modifica un campo; su clave no cambia, ni su tipo u opciones de lista mientras haya activos con valores que dependan de ellos */
        put: operations["CamposPersonalizadosController_update"];
        post?: never;
        /** Elimina un campo; si hay activos con valores, solo con confirmar=true: se quitan de los activos y quedan en la auditoría */
        delete: operations["CamposPersonalizadosController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contabilidad/configuracion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Fecha de inicio, tasa del impuesto diferido y asientos de destino de la compañía */
        get: operations["ContabilidadController_findConfiguracion"];
        /**
         * Guarda la configuración contable
         * @description fechaInicio es el primer día de un mes: los saldos de arranque de los activos son al día anterior y nada anterior se recalcula.
         */
        put: operations["ContabilidadController_updateConfiguracion"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contabilidad/fecha-inicio": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Fecha de inicio de la contabilidad: los activos en uso antes de ella llevan saldo de arranque */
        get: operations["ContabilidadController_fechaInicio"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contabilidad/cuentas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Cuentas del PCGE por categoría SUNAT: las de la compañía o las de PCGE 2019 por defecto */
        get: operations["ContabilidadController_findCuentas"];
        /** Cambia las cuentas de las categorías enviadas (cada cuenta, de 2 a 8 dígitos); las demás conservan las suyas */
        put: operations["ContabilidadController_updateCuentas"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contabilidad/saldos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Costo y depreciación acumulada por cuenta a una fecha, en ambos libros, para cuadrar con el balance de comprobación
         * @description La depreciación cuenta hasta el último mes cerrado a la fecha: el de la fecha si es su último día, el anterior si no.
         */
        get: operations["ContabilidadController_saldos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contabilidad/centros-costo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Las áreas de la compañía con su centro de costo, el que llevan las líneas de los asientos, y su cuenta de destino */
        get: operations["ContabilidadController_centrosCosto"];
        /** Cambia el centro de costo de las áreas enviadas (de 1 a 10 letras o dígitos; vacío lo quita) y, si se envía, su cuenta de destino (clase 9); las demás conservan los suyos */
        put: operations["ContabilidadController_updateCentrosCosto"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contabilidad/asientos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Asientos del mes en el libro financiero: depreciación (y su destino), mejoras y bajas, cada uno cuadrado al céntimo, en soles
         * @description periodo=AAAA-MM, desde la fecha de inicio de la contabilidad hasta el mes actual (que queda provisional).
         */
        get: operations["ContabilidadController_asientos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contabilidad/asientos/excel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Asientos del mes para importar en el sistema contable: Asientos_{AAAA-MM}.xlsx, una fila por línea */
        get: operations["ContabilidadController_asientosExcel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contabilidad/asientos/csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Los mismos asientos en CSV (UTF-8, coma, punto decimal): Asientos_{AAAA-MM}.csv */
        get: operations["ContabilidadController_asientosCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Movimiento": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Movimientos de la compañía, del más reciente al más antiguo, con sus activos y guías; búsqueda por destinatario, detalle y puntos */
        get: operations["MovimientoController_list"];
        put?: never;
        /**
         * Registra un movimiento: cada activo movido pasa al punto de llegada y recibe una entrada en su historial de ubicaciones
         * @description En la misma transacción, cada activo toma la dirección registrada de llegada (llegadaDireccionId, una dirección de la compañía o de sus clientes; sin él, la que nombra puntoDeLlegada: su texto "calle, distrito, provincia" o su calle, sin distinguir mayúsculas ni tildes) y la sede de esa dirección, y deja el edificio y el piso de la que deja. Si el punto de llegada no nombra ninguna dirección registrada, cada activo conserva su dirección (GET /api/Direccion/coincidencia lo dice antes de guardar). La entrada del historial guarda dónde estaba realmente el activo.
         */
        post: operations["MovimientoController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Movimiento/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Exporta los movimientos a Movimientos_{yyyy-MM-dd}.xlsx: cabecera, códigos de los activos y cantidad de guías */
        get: operations["MovimientoController_exportExcel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Movimiento/insupd": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Generación de Movimientos: crea (sin id) o reemplaza (id > 0) un movimiento con sus activos y guías en una transacción; responde { ok: true, id, … } */
        post: operations["MovimientoController_insupd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Movimiento/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Un movimiento con sus activos y guías */
        get: operations["MovimientoController_findOne"];
        /** Modifica un movimiento; los activos agregados pasan al punto de llegada y reciben una entrada en su historial de ubicaciones */
        put: operations["MovimientoController_update"];
        post?: never;
        /** Elimina un movimiento con sus guías; el historial de ubicaciones de sus activos se conserva */
        delete: operations["MovimientoController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Movimiento/{id}/activos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Activos del movimiento: [{ id, codigo, descripcion, nombre }] */
        get: operations["MovimientoController_activos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Movimiento/{id}/guia/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Guía de remisión imprimible del movimiento: Guia_Movimiento_{id}.pdf */
        get: operations["MovimientoController_guia"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/custodios": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Custodios de la compañía; búsqueda por documento, nombres, apellidos o correo; filtros: areaId, tipoDocumento */
        get: operations["CustodiosController_list"];
        put?: never;
        /** Registra un custodio; tipo y número de documento únicos en la compañía */
        post: operations["CustodiosController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/custodios/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Un custodio (404 si es de otra compañía) */
        get: operations["CustodiosController_findOne"];
        /** Modifica un custodio (las actas guardan el nombre y documento de su día) */
        put: operations["CustodiosController_update"];
        post?: never;
        /** Elimina un custodio sin actas */
        delete: operations["CustodiosController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/custodios/{id}/activos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Los activos que el custodio tiene a su cargo hoy */
        get: operations["CustodiosController_activos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/custodios/{id}/historial": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Cada entrega y devolución de activos del custodio, la más reciente primero */
        get: operations["CustodiosController_historial"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/custodios/{id}/devolver-todo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Un acta de devolución con todo lo que el custodio tiene a su cargo (p. ej. al dejar la empresa): { fecha, observaciones? } */
        post: operations["CustodiosController_devolverTodo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/actas-entrega": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Actas de la compañía, la más reciente primero; firmadaEl null: pendiente de firma. Filtros: custodioId, numero */
        get: operations["ActasEntregaController_list"];
        put?: never;
        /**
         * Entrega activos a un custodio: { custodioId, activoIds, fecha, observaciones? }; numerada AE-{año}-{000001}
         * @description Un activo tiene a lo sumo un custodio: uno a cargo de otro responde 409 con su nombre (primero su devolución). Un activo dado de baja no se entrega (409).
         */
        post: operations["ActasEntregaController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/actas-entrega/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Un acta con sus activos (404 si es de otra compañía) */
        get: operations["ActasEntregaController_findOne"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/actas-entrega/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** El acta en PDF (A4), con la firma y su fecha si está firmada: Acta_{numero}.pdf */
        get: operations["ActasEntregaController_pdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/actas-entrega/{id}/firma": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Registra la firma dibujada del custodio (imagen PNG como data URL); una vez firmada, el acta no cambia */
        post: operations["ActasEntregaController_firmar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/actas-entrega/{id}/firma-escaneada": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Registra el acta en papel firmada, escaneada o fotografiada; una vez firmada, el acta no cambia */
        post: operations["ActasEntregaController_firmarConEscaneo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/actas-entrega/{id}/correo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Envía el acta en PDF al correo del custodio, una sola vez */
        post: operations["ActasEntregaController_enviarCorreo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/actas-devolucion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Actas de la compañía, la más reciente primero; firmadaEl null: pendiente de firma. Filtros: custodioId, numero */
        get: operations["ActasDevolucionController_list"];
        put?: never;
        /**
         * Recibe de vuelta activos de su custodio: { custodioId, activoIds, fecha, observaciones?, condiciones?: [{ activoId, condicion, nota? }] }
         * @description condicion: bueno (por defecto), regular o malo. Numerada AD-{año}-{000001}. Un activo que no está a cargo del custodio responde 409.
         */
        post: operations["ActasDevolucionController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/actas-devolucion/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Un acta con sus activos (404 si es de otra compañía) */
        get: operations["ActasDevolucionController_findOne"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/actas-devolucion/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** El acta en PDF (A4), con la firma y su fecha si está firmada: Acta_{numero}.pdf */
        get: operations["ActasDevolucionController_pdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/actas-devolucion/{id}/firma": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Registra la firma dibujada del custodio (imagen PNG como data URL); una vez firmada, el acta no cambia */
        post: operations["ActasDevolucionController_firmar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/actas-devolucion/{id}/firma-escaneada": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Registra el acta en papel firmada, escaneada o fotografiada; una vez firmada, el acta no cambia */
        post: operations["ActasDevolucionController_firmarConEscaneo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/actas-devolucion/{id}/correo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Envía el acta en PDF al correo del custodio, una sola vez */
        post: operations["ActasDevolucionController_enviarCorreo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activos/{id}/custodia": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Quién tiene el activo a su cargo hoy (custodio null: nadie) y cada entrega y devolución del activo */
        get: operations["CustodiaDeActivoController_find"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/actas-configuracion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Los textos de responsabilidad que imprimen las actas de entrega y de devolución de la compañía */
        get: operations["ActaConfiguracionController_find"];
        /** Cambia los textos de responsabilidad de las actas (cada acta conserva el texto vigente el día que se registró) */
        put: operations["ActaConfiguracionController_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vencimientos/avisos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Avisos de vencimiento ya enviados por correo (uno por destinatario), el más reciente primero (filtro umbral: 30, 7 o 1) */
        get: operations["AvisosEnviadosController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gre/conductores": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Conductores de la compañía; búsqueda por documento, nombres, apellidos o licencia */
        get: operations["ConductoresController_list"];
        put?: never;
        /** Registra un conductor; tipo y número de documento únicos en la compañía */
        post: operations["ConductoresController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gre/conductores/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Un conductor (404 si es de otra compañía) */
        get: operations["ConductoresController_findOne"];
        /** Modifica un conductor */
        put: operations["ConductoresController_update"];
        post?: never;
        /** Elimina un conductor (las guías emitidas guardan sus propios datos) */
        delete: operations["ConductoresController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gre/vehiculos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Vehículos de la compañía; búsqueda por placa, descripción o TUC */
        get: operations["VehiculosController_list"];
        put?: never;
        /** Registra un vehículo; la placa se guarda sin guiones ni espacios y en mayúsculas, única en la compañía */
        post: operations["VehiculosController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gre/vehiculos/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Un vehículo (404 si es de otra compañía) */
        get: operations["VehiculosController_findOne"];
        /** Modifica un vehículo */
        put: operations["VehiculosController_update"];
        post?: never;
        /** Elimina un vehículo (las guías emitidas guardan sus propios datos) */
        delete: operations["VehiculosController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inventarios": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Campañas de la compañía con sus cifras (esperados, leídos, sobrantes); filtro estado, búsqueda por nombre */
        get: operations["InventariosController_list"];
        put?: never;
        /**
         * Abre una campaña de inventario físico: { nombre, fechaCorte (YYYY-MM-DD), alcance: { areaIds?, sedes?, direccionIds? } }
         * @description El alcance vacío son todos los activos en libros (no dados de baja antes de la fecha de corte); con varios criterios, un activo entra si cumple todos (área, sede sin distinguir mayúsculas ni espacios, dirección). Las áreas y direcciones deben ser de la compañía.
         */
        post: operations["InventariosController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inventarios/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Una campaña con sus cifras */
        get: operations["InventariosController_findOne"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inventarios/{id}/activos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Todos los activos del alcance por código, con su ubicación en libros y si ya se leyeron: lo que el teléfono guarda para contar sin red */
        get: operations["InventariosController_activos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inventarios/{id}/lecturas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Todas las lecturas de la campaña, las más recientes primero, con lo que encontró cada una */
        get: operations["InventariosController_listLecturas"];
        put?: never;
        /**
         * Registra una lectura (201 LecturaRespuesta) o un lote de 1 a 1000 lecturas sin red (200 { guardadas, rechazadas, resultados })
         * @description codigo: el código del activo o la URL de su etiqueta (APP_URL/a/<codigo>; sin APP_URL, la dirección de esta petición). Releer un activo (o el mismo código sobrante) actualiza su lectura, salvo que la guardada sea posterior (leidoEl). Un código que no está en libros queda como sobrante. Otro texto (la etiqueta de otra dirección, una URL que no es de etiqueta, un código de más de 50 caracteres) no nombra ningún activo: queda como lectura ilegible (resultado ilegible) con lo leído en textoLeido. En un lote, cada lectura con errores se informa en su fila y las demás se guardan.
         */
        post: operations["InventariosController_registrarLecturas"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inventarios/{id}/conciliacion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Conciliación físico–contable: cifras y filas de encontrados, en otra ubicación (con el traslado propuesto), faltantes, sobrantes, dados de baja y fuera de alcance
         * @description Un activo está donde dicen los libros si cada campo que trae la lectura (dirección, edificio, piso, área, sede) es igual al de libros, el texto sin distinguir mayúsculas ni espacios sobrantes; un campo que la lectura no trae no es diferencia. Abierta, se calcula con los libros de hoy; cerrada, con los libros guardados al cerrar.
         */
        get: operations["InventariosController_conciliacion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inventarios/{id}/trasladar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Traslada los activos leídos en otra ubicación (todos, o los de activoIds) a donde se leyeron: un movimiento por lugar de llegada, con su historial
         * @description Solo cambian los campos que trajo la lectura. Los dados de baja no se trasladan (409). Solo con la campaña abierta, y un traslado a la vez: mientras dura, el cierre y otro traslado responden 409.
         */
        post: operations["InventariosController_trasladar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inventarios/{id}/cerrar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cierra la campaña: ya no admite lecturas ni traslados, y su conciliación y su acta quedan congeladas con los libros de este momento
         * @description Mientras escribe los libros que guarda, la campaña está en estado cerrando: las lecturas, los traslados y otro cierre responden 409. Si el servidor se detiene a mitad, al iniciar vuelve a abierta sin lo escrito; el siguiente cierre también la retoma.
         */
        post: operations["InventariosController_close"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inventarios/{id}/acta": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Acta de conciliación físico–contable (PDF): Acta_Inventario_{id}.pdf, o Acta_Inventario_{id}_PROVISIONAL.pdf con la campaña abierta */
        get: operations["InventariosController_acta"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inventarios/{id}/conciliacion/excel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** La conciliación en Excel: hoja Resumen y hoja Conciliación con cada fila y su Resultado; con la campaña abierta, marcada PROVISIONAL */
        get: operations["InventariosController_excel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mantenimiento": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Mantenimientos de la compañía, del más próximo en fecha al más antiguo, con el código y descripción del activo y los usuarios asignados */
        get: operations["MantenimientoController_list"];
        put?: never;
        /** Programa un mantenimiento; código y descripción se toman del activo. En Proceso deja el activo En mantenimiento */
        post: operations["MantenimientoController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mantenimiento/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Exporta los mantenimientos a Mantenimientos.xlsx */
        get: operations["MantenimientoController_exportExcel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mantenimiento/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Un mantenimiento con su activo y usuarios asignados */
        get: operations["MantenimientoController_findOne"];
        /** Modifica un mantenimiento. Al pasar a En Proceso el activo queda En mantenimiento; al dejarlo recupera su estado anterior. opcion se guarda tal como llega (D no elimina: use DELETE) */
        put: operations["MantenimientoController_update"];
        post?: never;
        /** Elimina un mantenimiento con sus asignaciones y avisos; un activo En mantenimiento recupera su estado anterior */
        delete: operations["MantenimientoController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mantenimiento/{id}/usuarios": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Usuarios asignados: [{ id, nombre, apellido, codigo, rol, fechaAsignacion }] */
        get: operations["MantenimientoController_usuarios"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mantenimiento/{id}/usuarios/{usuarioId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Asigna un usuario de la compañía con un rol opcional ({ rol } en el cuerpo o ?rol=): Responsable, Supervisor, Técnico o Asistente */
        post: operations["MantenimientoController_asignar"];
        /** Quita un usuario del mantenimiento */
        delete: operations["MantenimientoController_desasignar"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mantenimiento/{id}/notificaciones": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Avisos del mantenimiento: destinatario, enlace de WhatsApp, estado (pendiente, enviando, enviada, fallida, registrada), intentos y error */
        get: operations["MantenimientoController_notificaciones"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reportes/activos/excel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reporte de Activos: Reporte_Activos_{fecha}.xlsx con todos los activos y sus totales por área, por estado y general */
        get: operations["ReportesController_reporteActivos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reportes/formato-71/ple": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Formato 7.1 del año para el PLE de SUNAT: LE{RUC}{AAAA}0000070100001{1|0}11.TXT
         * @description Texto ISO-8859-1, una línea de 37 campos por activo adquirido hasta el cierre del año; el indicador 1|0 dice si tiene líneas.
         */
        get: operations["ReportesController_ple71"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reportes/formato-71/excel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Formato 7.1 del año como hoja de cálculo: Formato_7_1_{AAAA}.xlsx, con fila de totales */
        get: operations["ReportesController_excel71"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reportes/formato-71/advertencias": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Advertencias del Formato 7.1 del año: provisional o cerrado, activos sin fecha de adquisición (no figuran) y sin categoría SUNAT de depreciación */
        get: operations["ReportesController_advertencias71"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reportes/cierres": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ejercicios cerrados de la compañía, del último al primero */
        get: operations["ReportesController_cierres"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reportes/cierre/{anio}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cierra el ejercicio: congela costo, fechas, mejoras y bajas de ese año y anteriores, y guarda su Formato 7.1 tal como está
         * @description Solo un año terminado y posterior al último cerrado. Los cambios en un año cerrado responden 409 hasta que un Maestro lo reabra; también mientras se cierra, cuando la copia se escribe por lotes (otro cierre del mismo año responde 409).
         */
        post: operations["ReportesController_closeEjercicio"];
        /** Reabre el último ejercicio cerrado (solo Maestro): su copia del Formato 7.1 se descarta y sus fechas vuelven a poder cambiar */
        delete: operations["ReportesController_reopenEjercicio"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reportes/formato-71/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Formato 7.1 del año para imprimir (hasta 5000 activos): Formato_7_1_{AAAA}.pdf */
        get: operations["ReportesController_pdf71"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reportes/depreciacion/excel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Depreciación, Exportar Data: una fila por activo y mes del período: Depreciacion_{desde}_{hasta}.xlsx */
        get: operations["ReportesController_depreciacionExcel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reportes/depreciacion/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Depreciación, Reporte: resumen del período por categoría: Depreciacion_Resumen_{desde}_{hasta}.pdf */
        get: operations["ReportesController_depreciacionPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reportes/diferencias-temporales": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Diferencias temporales del año entre la depreciación tributaria y la financiera (NIC 12), con su impuesto diferido
         * @description Por activo: codigo, tributaria, financiera, diferencia (tributaria − financiera) e impuestoDiferido (diferencia × la tasa de la compañía), y sus totales.
         */
        get: operations["ReportesController_diferenciasTemporales"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reportes/diferencias-temporales/excel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Diferencias temporales del año como hoja de cálculo: Diferencias_Temporales_{AAAA}.xlsx, con fila de totales */
        get: operations["ReportesController_diferenciasTemporalesExcel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reportes/asignacion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reporte de Asignación: los activos agrupados por usuario asignado, con totales (hasta 10000 activos) */
        get: operations["ReportesController_asignacionReporte"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reportes/asignacion/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reporte de Asignación para imprimir: Reporte_Asignacion_{timestamp}.pdf */
        get: operations["ReportesController_asignacionPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Cifras del tablero de inicio de la compañía del usuario (un Maestro puede indicar ?companiaId=)
         * @description Totales, activos por área y estado, mantenimientos por estado y próximos, tendencia de 12 meses, depreciación de 6 meses y por categoría, y las últimas 10 entradas de auditoría.
         *
         *     Altas: activos del catálogo registrados en el mes (createdAt); uno ya eliminado no deja fila que contar. Bajas: activos dados de baja en el mes (fecha de la baja) más activos marcados fuera de servicio sin baja (activoBool false) en el mes de su última modificación; se leen de los activos, así que limpiar la auditoría no las cambia. Los activos dados de baja no cuentan en los totales, las áreas, los estados ni la depreciación por categoría.
         *
         *     Meses y días en hora de Lima, salvo la depreciación, que cuenta meses UTC como el cronograma de cada activo. Depreciación lineal desde el mes de inicio de uso: tasaDepreciacion del activo o la tasa máxima de su categoría SUNAT; mensual = costo × tasa ÷ 100 ÷ 12 (costo: total o precio según la base depreciable de la compañía, más cada mejora desde el mes siguiente), sin superar el costo y hasta el mes de la baja.
         */
        get: operations["DashboardController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gre/configuracion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Configuración de la guía electrónica de la compañía, sin sus secretos */
        get: operations["GreConfiguracionController_find"];
        /** Guarda la serie y las credenciales de SUNAT; un secreto omitido conserva el guardado */
        put: operations["GreConfiguracionController_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gre/certificado": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sube el certificado de firma (PKCS#12); responde su titular, número de serie y vencimiento */
        post: operations["GreConfiguracionController_subirCertificado"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gre/configuracion/probar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pide a SUNAT un token con las credenciales guardadas y responde lo que SUNAT dijo */
        post: operations["GreConfiguracionController_probar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Movimiento/{id}/gre": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** La guía electrónica del movimiento: estado, número, ticket, CDR de SUNAT e intentos */
        get: operations["GreEmisionController_estado"];
        put?: never;
        /**
         * Emite la guía de remisión electrónica remitente del movimiento y la envía a SUNAT
         * @description Valida con las reglas de SUNAT (400 con errors[]: codigo, campo, mensaje), numera la guía en su serie, la firma y la envía. La respuesta llega enseguida; SUNAT contesta después: siga GET …/gre hasta aceptado, observado, rechazado o error. Tras un error se emite otra vez con el mismo número; tras un rechazo, con uno nuevo.
         */
        post: operations["GreEmisionController_emitir"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Movimiento/{id}/gre/xml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** El XML firmado de la guía, como se envió a SUNAT: {RUC}-09-{serie}-{numero}.xml */
        get: operations["GreEmisionController_xml"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Movimiento/{id}/gre/cdr": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** La constancia de recepción (CDR) tal como la envió SUNAT: R-{RUC}-09-{serie}-{numero}.zip */
        get: operations["GreEmisionController_cdr"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Movimiento/{id}/gre/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Representación impresa de la guía aceptada por SUNAT, con el QR de su constancia: GRE_{serie}-{numero}.pdf */
        get: operations["GreEmisionController_pdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gre/guias": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Guías electrónicas de la compañía (filtros estado, desde, hasta en AAAA-MM-DD, serie, movimientoId) */
        get: operations["GreEmisionController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Vida del proceso (liveness): 200 mientras responde, con su versión; no consulta la base */
        get: operations["HealthController_live"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Disponibilidad (readiness): 200 si la base responde y no hay migraciones pendientes */
        get: operations["HealthController_ready"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        AuditLogDto: {
            id: number;
            /** Format: date-time */
            timestamp: string;
            userId: number | null;
            userName: string | null;
            userEmail: string | null;
            /** @description The company whose data the request touched: a Maestro acting on company 2 writes rows of company 2. */
            companiaId: number | null;
            /** @description The actor's own company, when it differs from companiaId or not. */
            actorCompaniaId: number | null;
            /** @description The API key that made the request; userName then holds the key's name. */
            claveApiId: number | null;
            companiaName: string | null;
            tableName: string;
            /** @enum {string} */
            action: "CREATE" | "DELETE" | "LOGIN_FAILED" | "LOGIN_SUCCESS" | "LOGOUT" | "READ" | "UPDATE";
            recordId: string | null;
            recordCode: string | null;
            module: string | null;
            description: string | null;
            ipAddress: string | null;
            userAgent: string | null;
            endpoint: string | null;
            httpMethod: string | null;
            statusCode: number | null;
            success: boolean;
            errorMessage: string | null;
            oldValues: string | null;
            newValues: string | null;
            requestId: string | null;
            /** @description How many requests the row stands for: 1, or the refusals of one IP in one minute before the caller was known (the row shows the first). */
            cantidad: number;
        };
        PaginationDto: {
            page: number;
            totalPages: number;
            pageSize: number;
            /** @description totalRecords and totalCount are the same number: the spec's client reads both. */
            totalRecords: number;
            totalCount: number;
        };
        PaginaAuditoriaDto: {
            logs: components["schemas"]["AuditLogDto"][];
            pagination: components["schemas"]["PaginationDto"];
        };
        EstadisticasAuditoriaActionsByTableDto: {
            tableName: string;
            CREATE: number;
            UPDATE: number;
            DELETE: number;
            READ: number;
        };
        UsuarioActivoDto: {
            userId: number;
            userName: string | null;
            actionCount: number;
        };
        EstadisticasAuditoriaDto: {
            totalActions: number;
            activeUsers: number;
            tablesAffected: number;
            failedActions: number;
            actionsByTable: components["schemas"]["EstadisticasAuditoriaActionsByTableDto"][];
            topUsers: components["schemas"]["UsuarioActivoDto"][];
            recentFailures: components["schemas"]["AuditLogDto"][];
        };
        LimpiezaAuditoriaRespuestaDto: {
            deletedCount: number;
            daysToKeep: number;
            /** Format: date-time */
            cutoffDate: string;
        };
        LoginResponseDto: {
            /** @description Bearer token (JWT, HS256). */
            token: string;
            userId: number;
            /** @description Nombre y apellido. */
            userName: string;
            /** @description 1 Maestro, 2 Administrador, 3 Compañía Administrador, 4 Gerente, 5 Usuario, 6 Leer. */
            userType: number;
            companiaId: number;
            codigo: string | null;
            companiaNombre: string | null;
            companiaRuc: string | null;
            /**
             * @description Only when the password given is the demo one (admin123), and then true: the panel asks for a new one before
             *     anything else. Any other login answers the spec's eight fields alone.
             */
            debeCambiarContrasena?: boolean;
        };
        DesafioDto: {
            /** @description Always true here. */
            requiere2fa: boolean;
            /** @description Sent back with the code to POST /api/auth/2fa; valid for five minutes. */
            desafio: string;
        };
        InscripcionPorCorreoDto: {
            /** @description Always true here. */
            requiere2fa: boolean;
            /** @description Always true here: the enrolment is finished from the e-mailed link (POST /api/auth/2fa/enlace). */
            inscripcionPorCorreo: boolean;
            /** @description What happened, in Spanish, for the person: the link was sent, was sent a few minutes ago, or cannot be sent. */
            mensaje: string;
        };
        LoginDto: {
            /** @description The user's e-mail. */
            correoElectronico: string;
            contrasena: string;
            /** @description Sent by the spec's client; not needed to log in. */
            codigo?: string;
            detalle?: string;
        };
        CompletarDosFactoresDto: {
            desafio: string;
            /** @description The 6-digit code of the authenticator app, or a recovery code (xxxx-xxxx). */
            codigo: string;
        };
        LoginDosFactoresResponseDto: {
            /** @description Bearer token (JWT, HS256). */
            token: string;
            userId: number;
            /** @description Nombre y apellido. */
            userName: string;
            /** @description 1 Maestro, 2 Administrador, 3 Compañía Administrador, 4 Gerente, 5 Usuario, 6 Leer. */
            userType: number;
            companiaId: number;
            codigo: string | null;
            companiaNombre: string | null;
            companiaRuc: string | null;
            /**
             * @description Only when the password given is the demo one (admin123), and then true: the panel asks for a new one before
             *     anything else. Any other login answers the spec's eight fields alone.
             */
            debeCambiarContrasena?: boolean;
            /** @description Shown once: each lets the person in once without the app. */
            codigosRecuperacion?: string[];
        };
        TokenEnlaceDto: {
            token: string;
        };
        InscripcionDto: {
            /** @description Base32, for typing it in by hand. */
            secreto: string;
            otpauthUrl: string;
            /** @description PNG data URL of otpauthUrl. */
            qr: string;
        };
        InscripcionPorEnlaceDto: {
            nombre: string;
            correoElectronico: string;
            inscripcion: components["schemas"]["InscripcionDto"];
        };
        ActivarPorEnlaceDto: {
            token: string;
            /** @description The first 6-digit code of the authenticator app, once the QR is scanned. */
            codigo: string;
        };
        SesionVigenteDto: {
            id: string;
            /** Format: date-time */
            creada: string;
            /** Format: date-time */
            expira: string;
            /** @description SESSION_IDLE_MINUTES: unused this long, the session ends. */
            inactividadMinutos: number;
        };
        SesionActualDto: {
            userId: number | null;
            /** @enum {number} */
            tipo: 1 | 2 | 3 | 4 | 5 | 6;
            companiaId: number;
            nombre: string;
            email: string | null;
            companiaNombre: string;
            sesionId?: string;
            sesion: components["schemas"]["SesionVigenteDto"] | null;
            /** @description Two-factor login is on for this user. */
            dosFactores: boolean;
        };
        CambiarContrasenaDto: {
            contrasenaActual: string;
            /** @description 10 to 256 characters, at least 5 distinct, not common nor easy to guess, not containing the e-mail's local part. */
            contrasenaNueva: string;
        };
        CodigoDto: {
            codigo: string;
        };
        CodigosRecuperacionDto: {
            codigosRecuperacion: string[];
        };
        DesactivarDosFactoresDto: {
            contrasena: string;
            /** @description The 6-digit code of the authenticator app, or an unused recovery code (which is spent). */
            codigo: string;
        };
        UsuarioRespuestaDto: {
            id: number;
            tipo: number;
            companiaId: number;
            companiaNombre: string | null;
            nombre: string;
            apellido: string | null;
            correoElectronico: string;
            numeroTelefonico: string | null;
            codigo: string | null;
            detalle: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        CrearUsuarioDto: {
            /**
             * @description Write-only; stored as an argon2id hash and never answered. 10 to 256 characters, at least 5 of them distinct,
             *     not a common password nor one the strength estimator scores 0–1, not containing the e-mail's local part.
             */
            contrasena: string;
            /** @description 1 Maestro, 2 Administrador, 3 Compañía Administrador, 4 Gerente, 5 Usuario, 6 Leer. */
            tipo: number;
            companiaId: number;
            nombre: string;
            apellido?: string | null;
            /**
             * Format: email
             * @description Unique among all users.
             */
            correoElectronico: string;
            numeroTelefonico?: string | null;
            codigo: string;
            detalle?: string | null;
        };
        ActualizarUsuarioDto: {
            /** @description The same rules as on creation; changing it ends the user's sessions. */
            contrasena?: string | null;
            /** @description 1 Maestro, 2 Administrador, 3 Compañía Administrador, 4 Gerente, 5 Usuario, 6 Leer. */
            tipo: number;
            companiaId: number;
            nombre: string;
            apellido?: string | null;
            /**
             * Format: email
             * @description Unique among all users.
             */
            correoElectronico: string;
            numeroTelefonico?: string | null;
            codigo: string;
            detalle?: string | null;
        };
        SesionRespuestaDto: {
            id: string;
            /** Format: date-time */
            creada: string;
            /** Format: date-time */
            ultimoUso: string;
            /** Format: date-time */
            expira: string;
            ip: string | null;
            userAgent: string | null;
            /** @description The caller's own session. */
            actual: boolean;
        };
        RestablecimientoDosFactoresDto: {
            /** @description Opens the page where the person scans a new QR; valid once, until `expira`. */
            enlace: string;
            /** Format: date-time */
            expira: string;
            /** @description Whether it was e-mailed to the person; if not, hand it over by another safe way. */
            correoEnviado: boolean;
        };
        CompaniaRespuestaDto: {
            id: number;
            razonSocial: string;
            /** @description RUC: 11 digits, unique. */
            ruc: string;
            rubro: string | null;
            /** @description Users of types 1-2 must log in with a second factor (TOTP). */
            requiere2fa: boolean;
            /**
             * @description What its assets depreciate on: total (with IGV, the default) or precio (without IGV, taken as crédito fiscal).
             * @enum {string}
             */
            baseDepreciable: "precio" | "total";
            /**
             * @description How an asset's amount with IGV splits: incluido (the amount is the invoice total, IGV = amount × 18/118), adicional (IGV = amount × 18 % on top), especificacion (the spec's rule: IGV = 18 % of the amount, taken out of it).
             * @enum {string}
             */
            calculoIgv: "adicional" | "especificacion" | "incluido";
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        CompaniaDto: {
            razonSocial: string;
            /** @description 11 digits with a valid SUNAT check digit; unique. */
            ruc: string;
            rubro?: string | null;
            /** @description Users of types 1-2 must log in with a second factor (TOTP); left out, it stays as it is (false on creation). */
            requiere2fa?: boolean;
            /**
             * @description What the company's assets depreciate on: total (with IGV, the spec's rule) or precio (without IGV); left out, it stays as it is (total on creation).
             * @enum {string}
             */
            baseDepreciable?: "precio" | "total";
            /**
             * @description How the company's assets split an amount with IGV: incluido (IGV = amount × 18/118), adicional (IGV = amount × 18 %
             *     on top) or especificacion (the spec's rule). Left out, it stays as it is (incluido on creation); it changes only
             *     while the company has no assets.
             * @enum {string}
             */
            calculoIgv?: "adicional" | "especificacion" | "incluido";
        };
        ClaveApiRespuestaDto: {
            id: number;
            companiaId: number;
            nombre: string;
            /** @enum {string} */
            permiso: "escritura" | "lectura";
            /** @description The key's first characters, to recognise it. */
            prefijo: string;
            /** Format: date-time */
            creadaEl: string;
            /** Format: date-time */
            expiraEl: string | null;
            /** Format: date-time */
            revocadaEl: string | null;
            /** Format: date-time */
            ultimoUsoEl: string | null;
            creadoPor: string | null;
            /** @description Neither revoked nor past its end. */
            activa: boolean;
        };
        CrearClaveApiDto: {
            /** @description Names the system that uses the key; the audit log shows it as the actor. */
            nombre: string;
            /**
             * @description lectura: reads like a type 6 user; escritura: reads and writes business data like a type 5 user.
             * @enum {string}
             */
            permiso: "escritura" | "lectura";
            /**
             * Format: date-time
             * @description Optional end of validity (ISO 8601), in the future.
             */
            expiraEl?: string | null;
        };
        ClaveApiCreadaDto: {
            id: number;
            nombre: string;
            /** @enum {string} */
            permiso: "escritura" | "lectura";
            prefijo: string;
            /** @description Send it as `X-API-Key`. Stored only as a hash: it cannot be shown again. */
            clave: string;
            /** Format: date-time */
            creadaEl: string;
            /** Format: date-time */
            expiraEl: string | null;
        };
        AreaRespuestaDto: {
            id: number;
            companiaId: number;
            nombre: string;
            /** @description Cost centre of the journal's lines; null when not set. */
            centroCosto: string | null;
            /** @description Class 9 account of its destination entries; null: the company's. */
            cuentaDestino: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        AreaDto: {
            /** @description The caller's company when omitted; only a Maestro may name another. */
            companiaId?: number;
            /** @description Unique within the company, ignoring case and accents. */
            nombre: string;
        };
        DireccionRespuestaDto: {
            id: number;
            companiaId: number;
            sede: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            calle: string;
            ciudad: string;
            codigoPostal: string | null;
            urbanizacion: string | null;
            distrito: string;
            provincia: string;
            departamento: string;
            /** @description INEI's 6-digit code of the district; null for an address saved before it was checked whose names match no district. */
            ubigeo: string | null;
            /** @description SUNAT's 4-digit annex code (0000 the fiscal address); null when the address is no registered establishment. */
            codigoEstablecimiento: string | null;
            clientesCount: number;
        };
        PaginaDireccionesDto: {
            data: components["schemas"]["DireccionRespuestaDto"][];
            pagination: components["schemas"]["PaginationDto"];
        };
        OpcionDireccionDto: {
            id: number;
            text: string;
        };
        CoincidenciaDireccionDto: {
            direccion: components["schemas"]["OpcionDireccionDto"] | null;
        };
        ImportedItemDto: {
            rowNumber: number;
            /** @description The created record's id; null for a row not saved. */
            id: number | null;
            /** @enum {string} */
            status: "Error" | "Éxito";
            message: string;
            codigo: string;
            descripcion: string;
        };
        ImportResultDto: {
            successCount: number;
            errorCount: number;
            totalProcessed: number;
            processedItems: components["schemas"]["ImportedItemDto"][];
        };
        DireccionDto: {
            calle: string;
            ciudad: string;
            /** @description A district of the province in INEI's ubigeo catalogue, with or without accents. */
            distrito: string;
            /** @description A province of the department in INEI's ubigeo catalogue, with or without accents. */
            provincia: string;
            /**
             * @description One of Peru's 25 departments, with or without accents; stored with its canonical name.
             * @enum {string}
             */
            departamento: "Amazonas" | "Apurímac" | "Arequipa" | "Ayacucho" | "Cajamarca" | "Callao" | "Cusco" | "Huancavelica" | "Huánuco" | "Ica" | "Junín" | "La Libertad" | "Lambayeque" | "Lima" | "Loreto" | "Madre de Dios" | "Moquegua" | "Pasco" | "Piura" | "Puno" | "San Martín" | "Tacna" | "Tumbes" | "Ucayali" | "Áncash";
            /** @description 5 digits when given. */
            codigoPostal?: string | null;
            /** @description SUNAT's "código de establecimiento anexo" when the address is a registered establishment: 4 digits, 0000 the fiscal address. */
            codigoEstablecimiento?: string | null;
            urbanizacion?: string | null;
            sede?: string | null;
        };
        UbigeoDistritoDto: {
            /** @example 150122 */
            ubigeo: string;
            /** @example Lima */
            departamento: string;
            /** @example Lima */
            provincia: string;
            /** @example Miraflores */
            distrito: string;
        };
        ClienteRespuestaDireccionDto: {
            calle: string;
            distrito: string;
            provincia: string;
            sede: string | null;
        };
        ClienteRespuestaDto: {
            usuario: string | null;
            id: number;
            companiaId: number;
            direccionId: number | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            nombre: string;
            apellido: string;
            ruc: string | null;
            dni: string | null;
            ce: string | null;
            correoElectronico: string | null;
            telefono: string | null;
            ingenieroResponsable: string | null;
            representanteLegal: string | null;
            tieneContrato: boolean;
            direccion: components["schemas"]["ClienteRespuestaDireccionDto"] | null;
        };
        ClienteDto: {
            nombre: string;
            /**
             * @description Required for a person; a company, a client with RUC, has its whole name (razón social) in `nombre` and may leave
             *     it empty (stored as '').
             */
            apellido?: string;
            /** @description 11 digits with a valid SUNAT check digit; unique within the company. */
            ruc?: string | null;
            /** @description 8 digits; unique within the company. */
            dni?: string | null;
            /** @description Carné de extranjería. */
            ce?: string | null;
            /** Format: email */
            correoElectronico?: string | null;
            telefono?: string | null;
            ingenieroResponsable?: string | null;
            representanteLegal?: string | null;
            usuario?: string | null;
            tieneContrato?: boolean;
            /** @description An address of the caller's company; null when empty. */
            direccionId?: number | null;
        };
        ActivoRespuestaUsuarioDto: {
            nombre: string;
            apellido: string | null;
        };
        ActivoRespuestaAreaDto: {
            nombre: string;
        };
        ActivoRespuestaCustodioDto: {
            id: number;
            nombres: string;
            apellidos: string;
        };
        ActivoRespuestaDto: {
            id: number;
            companiaId: number;
            codigo: string;
            tipoActivo: string | null;
            descripcion: string;
            marca: string | null;
            modelo: string | null;
            serie: string | null;
            color: string | null;
            tipoMaterial: string | null;
            /** @description cm */
            largo: number | null;
            ancho: number | null;
            altura: number | null;
            dimensiones: string | null;
            /** @description kg */
            peso: number | null;
            consumoEnergia: string | null;
            tipoEquipoCategoria: string | null;
            codigoFamilia: string | null;
            categoria: string | null;
            edificio: string | null;
            piso: string | null;
            direccionId: number | null;
            codLinea: string | null;
            estado: string | null;
            detalleStatus: string | null;
            observaciones: string | null;
            usuarioId: number | null;
            usuarioAnterior: string | null;
            areaId: number | null;
            sede: string | null;
            nroVoucher: string | null;
            categoriaSunat: string | null;
            centroCostos: string | null;
            rucProveedor: string | null;
            proveedor: string | null;
            /** Format: date-time */
            fechaAdquisicion: string | null;
            /**
             * Format: date-time
             * @description First use: depreciation starts in its month (RLIR art. 22 d).
             */
            fechaInicioUso: string | null;
            nroFactura: string | null;
            tipoEquipoContable: string | null;
            descripcionContable: string | null;
            cantidad: number;
            precioUndMn: number | null;
            precioUndMe: number | null;
            tipoCambio: number | null;
            importeMn: number;
            precio: number;
            igv: number;
            total: number;
            /** @description Annual percentage; empty means the maximum of its SUNAT depreciation category. */
            tasaDepreciacion: number | null;
            /** @description SUNAT depreciation category (GET /api/activos/categorias-depreciacion); null when not classified. */
            categoriaDepreciacion: string | null;
            /**
             * Format: date-time
             * @description The disposal's date; null while the asset is in the books.
             */
            fechaBaja: string | null;
            /** @description Tax book's accumulated depreciation as at the day before the company's cut-over; null: computed from the rate. */
            depreciacionAcumuladaInicial: number | null;
            /** @description The same in the financial book. */
            depreciacionAcumuladaInicialFinanciera: number | null;
            /** @description Financial book: useful life in months; null: the one the rate implies. */
            vidaUtilMeses: number | null;
            /** @description Financial book: residual value; null: 0. */
            valorResidual: number | null;
            anioFabricacion: number | null;
            /** Format: date-time */
            fechaInventario: string | null;
            imagen: string | null;
            activoBool: boolean;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @description Campos definidos por la compañía (docs/campos-personalizados.md): clave → valor (texto, número, fecha AAAA-MM-DD, opción o sí/no). */
            camposPersonalizados: {
                [key: string]: unknown;
            };
            usuario: components["schemas"]["ActivoRespuestaUsuarioDto"] | null;
            area: components["schemas"]["ActivoRespuestaAreaDto"] | null;
            /** @description Quién lo tiene a su cargo hoy (docs/custodios.md); null: nadie. */
            custodio: components["schemas"]["ActivoRespuestaCustodioDto"] | null;
            /** Format: date-time */
            fechaCreacion: string;
            /** Format: date-time */
            fechaModificacion: string;
            /** @description The image's 160 px WebP thumbnail (lists, selector, catalogue PDF); null without an uploaded image. */
            imagenMiniatura: string | null;
        };
        SiguienteCodigoDto: {
            codigo: string;
        };
        CategoriaDepreciacionDto: {
            /**
             * @description The value of categoriaDepreciacion.
             * @enum {string}
             */
            clave: "computo" | "edificios" | "ganado" | "maquinaria" | "maquinaria-extractiva" | "otros" | "vehiculos";
            nombre: string;
            /** @description Maximum annual %: a higher tasaDepreciacion is refused. */
            maximo: number;
            /** @description Where the law sets it, e.g. "RLIR art. 22 b) 4". */
            base: string;
        };
        EstadisticasActivosPorEstadoDto: {
            estado: string;
            cantidad: number;
            valorTotal: number;
        };
        EstadisticasActivosPorAreaDto: {
            areaId: number | null;
            area: string;
            cantidad: number;
            valorTotal: number;
        };
        EstadisticasActivosPorCategoriaDto: {
            categoria: string;
            cantidad: number;
            valorTotal: number;
        };
        EstadisticasActivosDto: {
            totalActivos: number;
            /** @description Sum of total (with IGV), S/. */
            valorTotal: number;
            /** @description Sum of precio (without IGV), S/. */
            valorSinIgv: number;
            igvTotal: number;
            porEstado: components["schemas"]["EstadisticasActivosPorEstadoDto"][];
            porArea: components["schemas"]["EstadisticasActivosPorAreaDto"][];
            porCategoria: components["schemas"]["EstadisticasActivosPorCategoriaDto"][];
        };
        ActivoExisteDto: {
            exists: boolean;
        };
        ActivoUbicacionDto: {
            id: number;
            activoId: number;
            companiaId: number;
            /** Format: date-time */
            fechaCambio: string;
            usuarioCambioId: number | null;
            usuarioCambio: string | null;
            motivo: string | null;
            direccionAnterior: string | null;
            direccionNueva: string | null;
            edificioAnterior: string | null;
            edificioNuevo: string | null;
            pisoAnterior: string | null;
            pisoNuevo: string | null;
            areaAnterior: string | null;
            areaNueva: string | null;
            sedeAnterior: string | null;
            sedeNueva: string | null;
            observaciones: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        FilaDepreciacionDto: {
            numeroMes: number;
            /** @description YYYYMM */
            periodo: number;
            depreciacionMensual: number;
            depreciacionAcumulada: number;
            saldoActual: number;
            /**
             * Format: date-time
             * @description First day of the month, UTC.
             */
            fechaMes: string;
        };
        ImagenSubidaDto: {
            imagePath: string;
        };
        ActivoDto: {
            /** @description Generated (ACT-000001…) when empty; unique within the company. */
            codigo?: string | null;
            descripcion: string;
            tipoActivo?: string | null;
            marca?: string | null;
            modelo?: string | null;
            serie?: string | null;
            color?: string | null;
            tipoMaterial?: string | null;
            /** @description cm */
            largo?: number | null;
            /** @description cm */
            ancho?: number | null;
            /** @description cm */
            altura?: number | null;
            dimensiones?: string | null;
            /** @description kg */
            peso?: number | null;
            consumoEnergia?: string | null;
            tipoEquipoCategoria?: string | null;
            codigoFamilia?: string | null;
            categoria?: string | null;
            edificio?: string | null;
            piso?: string | null;
            /** @description An address of the caller's company. */
            direccionId?: number | null;
            codLinea?: string | null;
            /** @description Activo, Inactivo, En mantenimiento… */
            estado?: string | null;
            detalleStatus?: string | null;
            observaciones?: string | null;
            /** @description A user of the caller's company. */
            usuarioId?: number | null;
            usuarioAnterior?: string | null;
            /** @description An area of the caller's company. */
            areaId?: number | null;
            sede?: string | null;
            nroVoucher?: string | null;
            categoriaSunat?: string | null;
            centroCostos?: string | null;
            /** @description 11 digits with a valid SUNAT check digit. */
            rucProveedor?: string | null;
            proveedor?: string | null;
            /**
             * Format: date-time
             * @description From 01/01/1900 to today (Lima).
             */
            fechaAdquisicion?: string | null;
            /**
             * Format: date-time
             * @description First use (RLIR art. 22 d): depreciation starts in its month. Empty: the acquisition date; never before it.
             */
            fechaInicioUso?: string | null;
            nroFactura?: string | null;
            tipoEquipoContable?: string | null;
            descripcionContable?: string | null;
            cantidad?: number | null;
            precioUndMn?: number | null;
            precioUndMe?: number | null;
            tipoCambio?: number | null;
            /** @description Recomputed by the server. */
            importeMn?: number | null;
            /** @description Recomputed; a value above 0 means IGV applies (unless `conIgv` says otherwise). */
            precio?: number | null;
            igv?: number | null;
            total?: number | null;
            /** @description Annual %, 0-100; empty uses the SUNAT maximum for the category. */
            tasaDepreciacion?: number | null;
            /**
             * @description SUNAT depreciation category (GET /api/activos/categorias-depreciacion): its maximum rate caps tasaDepreciacion.
             * @enum {string|null}
             */
            categoriaDepreciacion?: "computo" | "edificios" | "ganado" | "maquinaria" | "maquinaria-extractiva" | "otros" | "vehiculos" | null;
            /** @description Tax book's accumulated depreciation as at the day before the company's cut-over (GET /api/contabilidad/fecha-inicio); only for an asset in use before it, never above the depreciable base. */
            depreciacionAcumuladaInicial?: number | null;
            /** @description The same in the financial book, never above the cost less the residual value. */
            depreciacionAcumuladaInicialFinanciera?: number | null;
            /** @description Financial book (NIC 16): useful life in months; empty: the one the rate implies (20 % → 60). */
            vidaUtilMeses?: number | null;
            /** @description Financial book: residual value, never depreciated; empty: 0. */
            valorResidual?: number | null;
            anioFabricacion?: number | null;
            /** Format: date-time */
            fechaInventario?: string | null;
            /** @description The imagePath upload-image answered to the same company; any other value is a 400. Empty: no image. */
            imagen?: string | null;
            activoBool?: boolean;
            /**
             * @description The company's fields (GET /api/campos-personalizados), clave → valor: texto, número, fecha AAAA-MM-DD, one of a
             *     lista's opciones, or true/false. PUT replaces them all; absent, the asset keeps its own (checked again).
             */
            camposPersonalizados?: {
                [key: string]: unknown;
            };
            /** @description Explicit IGV switch; when absent, IGV applies if `igv` > 0. */
            conIgv?: boolean;
            /** @description Reason recorded in the location history when this update moves the asset. */
            motivo?: string | null;
            /** @description Notes recorded in the location history when this update moves the asset. */
            observacionesCambio?: string | null;
        };
        BajaDto: {
            /**
             * Format: date-time
             * @description The day of the disposal, from the month of first use to today (Lima); its month is the last one depreciated.
             */
            fecha: string;
            /** @enum {string} */
            motivo: "destruccion" | "donacion" | "obsolescencia" | "otro" | "robo_perdida" | "siniestro" | "venta";
            /** @description N° of the supporting document: the sale invoice (venta), the technical report (obsolescencia), the police report (robo_perdida)… */
            documento: string;
            /** @description Sale price without IGV, S/: required for venta, refused otherwise. */
            valorVenta?: number | null;
            /** @description Required for "otro": what the disposal is. */
            observaciones?: string | null;
            /** @description Obsolescence: the professional who signed the technical report. */
            profesional?: string | null;
            /** @description Obsolescence: the professional's registration number (colegiatura). */
            colegiatura?: string | null;
        };
        BajaRespuestaDto: {
            id: number;
            activoId: number;
            /**
             * Format: date-time
             * @description The day of the disposal (UTC midnight): its month is the last one depreciated.
             */
            fecha: string;
            /** @enum {string} */
            motivo: "destruccion" | "donacion" | "obsolescencia" | "otro" | "robo_perdida" | "siniestro" | "venta";
            /** @description N° of the supporting document (sale invoice, technical report, police report…). */
            documento: string;
            /** @description Sale price without IGV, S/ (venta only). */
            valorVenta: number | null;
            observaciones: string | null;
            /** @description Obsolescence: the professional who signed the technical report. */
            profesional: string | null;
            colegiatura: string | null;
            /** @description Depreciable cost at the disposal (cost and improvements counted by then), S/. */
            costo: number;
            /** @description Accumulated depreciation to the disposal's month, S/. */
            depreciacionAcumulada: number;
            /** @description Net book value written off: costo − depreciacionAcumulada, S/. */
            valorNeto: number;
            /** @description Sale: valorVenta − valorNeto (gain when positive, loss when negative); null for other motives. */
            resultadoVenta: number | null;
            /** @description The IGV credit to repay (Ley del IGV art. 22), estimated; null when none is due. */
            reintegroIgv: number | null;
            /** @description The estado the asset had, given back when the disposal is reversed. */
            estadoAnterior: string | null;
            /** @description Who registered it. */
            usuarioNombre: string | null;
            /** Format: date-time */
            createdAt: string;
            /** @description Warnings in Spanish (the IGV repayment), derived on every read. */
            advertencias: string[];
        };
        MejoraRespuestaDto: {
            id: number;
            activoId: number;
            /**
             * Format: date-time
             * @description The day it was completed, UTC midnight.
             */
            fecha: string;
            descripcion: string;
            /** @description S/, in the company's depreciable base. */
            importe: number;
            /** @description The invoice or voucher that backs it. */
            documento: string;
            /** Format: date-time */
            createdAt: string;
        };
        MejoraDto: {
            /**
             * Format: date-time
             * @description The day it was completed: not after today (Lima) nor before the asset's acquisition; it counts from the next month.
             */
            fecha: string;
            descripcion: string;
            /** @description S/, in the company's depreciable base (total with IGV or precio without it); above 0. */
            importe: number;
            /** @description The invoice or voucher that backs it. */
            documento: string;
        };
        DocumentoRespuestaDto: {
            /** @enum {string} */
            tipo: "factura" | "foto" | "garantia" | "guia" | "informe_tecnico" | "otro" | "poliza" | "revision_tecnica" | "soat" | "tarjeta_propiedad";
            numero: string | null;
            /** Format: date-time */
            fecha: string | null;
            /** Format: date-time */
            vence: string | null;
            monto: number | null;
            descripcion: string | null;
            /** @description Nombre con el que se subió el archivo */
            nombreArchivo: string | null;
            mime: string | null;
            /** @description Ruta de la miniatura WebP de 160 px de una imagen */
            miniatura: string | null;
            /** @description La baja de la que es evidencia */
            bajaId: number | null;
            id: number;
            activoId: number;
            /** @description Whether a file can be downloaded (…/archivo). */
            tieneArchivo: boolean;
            bytes: number;
            /** Format: date-time */
            createdAt: string;
        };
        VencimientoRespuestaDto: {
            /** @enum {string} */
            tipo: "factura" | "foto" | "garantia" | "guia" | "informe_tecnico" | "otro" | "poliza" | "revision_tecnica" | "soat" | "tarjeta_propiedad";
            numero: string | null;
            /** Format: date-time */
            vence: string;
            documentoId: number;
            activoId: number;
            codigo: string;
            descripcion: string;
            /** @description Days from today (Lima) to the due date; negative once past. */
            diasRestantes: number;
        };
        CampoPersonalizadoRespuestaDto: {
            id: number;
            clave: string;
            etiqueta: string;
            /** @enum {string} */
            tipo: "fecha" | "lista" | "numero" | "si_no" | "texto";
            opciones: string[];
            obligatorio: boolean;
            categoria: string | null;
            /** @description How many of the company's assets have a value for it. */
            activosConValor: number;
        };
        CampoPersonalizadoDto: {
            /** @description Lowercase letters, digits and _, starting with a letter: `poliza`, `nro_soat`. */
            clave: string;
            etiqueta: string;
            /** @enum {string} */
            tipo: "fecha" | "lista" | "numero" | "si_no" | "texto";
            /** @description The allowed values of a `lista` (required for it, ignored for the other types). */
            opciones?: string[];
            obligatorio?: boolean;
            /**
             * @description Only for assets of this SUNAT depreciation category; null or absent: every asset.
             * @enum {string|null}
             */
            categoria?: "computo" | "edificios" | "ganado" | "maquinaria" | "maquinaria-extractiva" | "otros" | "vehiculos" | null;
        };
        CampoPersonalizadoCambioDto: {
            etiqueta: string;
            /** @enum {string} */
            tipo: "fecha" | "lista" | "numero" | "si_no" | "texto";
            /** @description The allowed values of a `lista` (required for it, ignored for the other types). */
            opciones?: string[];
            obligatorio?: boolean;
            /**
             * @description Only for assets of this SUNAT depreciation category; null or absent: every asset.
             * @enum {string|null}
             */
            categoria?: "computo" | "edificios" | "ganado" | "maquinaria" | "maquinaria-extractiva" | "otros" | "vehiculos" | null;
        };
        ConfiguracionContableRespuestaDto: {
            /**
             * Format: date-time
             * @description null until the company sets it.
             */
            fechaInicio: string | null;
            tasaImpuestoDiferido: number;
            asientosDestino: boolean;
            cuentaDestino: string;
            cuentaCargasImputables: string;
        };
        ConfiguracionContableDto: {
            /**
             * Format: date-time
             * @description First day of the month from which the product keeps the books (AAAA-MM-01); null: not set yet.
             */
            fechaInicio?: string | null;
            /** @description %, 29.50 for third-category income tax. */
            tasaImpuestoDiferido: number;
            /** @description Whether the journal carries the destination entries (class 9 against 791). */
            asientosDestino: boolean;
            /** @description Class 9 account the destination entries debit, by cost centre; omitted or null: 94. */
            cuentaDestino?: string | null;
            /** @description The account they credit; omitted or null: 791. */
            cuentaCargasImputables?: string | null;
        };
        FechaInicioDto: {
            /** Format: date-time */
            fechaInicio: string | null;
        };
        CuentasDeCategoriaRespuestaDto: {
            /** @description The category's name in RLIR art. 22 b). */
            nombre: string;
            /** @description Whether every account is still the PCGE default. */
            porDefecto: boolean;
            /**
             * @description A clave of GET /api/activos/categorias-depreciacion.
             * @enum {string}
             */
            categoria: "computo" | "edificios" | "ganado" | "maquinaria" | "maquinaria-extractiva" | "otros" | "vehiculos";
            /** @description 33x */
            costo: string;
            /** @description 3913x */
            depreciacionAcumulada: string;
            /** @description 6814x */
            gastoDepreciacion: string;
            /** @description 655x */
            costoNetoBaja: string;
            /** @description 756x */
            ingresoVenta: string;
            /** @description 1654 */
            cuentaPorCobrar: string;
            /** @description 40111 */
            igvVenta: string;
            /** @description 4654 */
            cuentaPorPagar: string;
        };
        CuentasDeCategoriaDto: {
            /**
             * @description A clave of GET /api/activos/categorias-depreciacion.
             * @enum {string}
             */
            categoria: "computo" | "edificios" | "ganado" | "maquinaria" | "maquinaria-extractiva" | "otros" | "vehiculos";
            /** @description 33x */
            costo: string;
            /** @description 3913x */
            depreciacionAcumulada: string;
            /** @description 6814x */
            gastoDepreciacion: string;
            /** @description 655x */
            costoNetoBaja: string;
            /** @description 756x */
            ingresoVenta: string;
            /** @description 1654 */
            cuentaPorCobrar: string;
            /** @description 40111 */
            igvVenta: string;
            /** @description 4654 */
            cuentaPorPagar: string;
        };
        CuentasDto: {
            cuentas: components["schemas"]["CuentasDeCategoriaDto"][];
        };
        SaldoDeCuentaDto: {
            cuenta: string;
            /**
             * @description costo (class 33) or depreciacionAcumulada (39).
             * @enum {string}
             */
            concepto: "costo" | "depreciacionAcumulada";
            /** @description The financial book (the journal's). Cost is the same in both books. */
            financiero: number;
            /** @description The tax book (Formato 7.1). */
            tributario: number;
            /** @description Assets that make it up. */
            activos: number;
        };
        SaldosDto: {
            /** Format: date-time */
            fecha: string;
            /** @description Last month whose depreciation is counted, AAAA-MM: the date's own when it is its last day. */
            mesDepreciado: string;
            cuentas: components["schemas"]["SaldoDeCuentaDto"][];
        };
        CentroCostoRespuestaDto: {
            id: number;
            nombre: string;
            /** @description Null when not set: its lines go without a cost centre. */
            centroCosto: string | null;
            /** @description Null when not set: its destination lines go to the company's account. */
            cuentaDestino: string | null;
        };
        CentroCostoDto: {
            areaId: number;
            /** @description Null or empty clears it. */
            centroCosto: string | null;
            /** @description The class 9 account its destination entries debit; omitted keeps it, null or empty clears it (the company's). */
            cuentaDestino?: string | null;
        };
        CentrosCostoDto: {
            areas: components["schemas"]["CentroCostoDto"][];
        };
        LineaDeAsientoDto: {
            cuenta: string;
            debe: number;
            haber: number;
            /** @description The asset's area's cost centre; null for the accumulated depreciation, the payables, the 791 and assets without one. */
            centroCosto: string | null;
            /** @description The asset of an improvement's or a disposal's lines; null for the month's sums. */
            activoCodigo: string | null;
        };
        AsientoDto: {
            /** @description 1, 2… within the month. */
            numero: number;
            /** Format: date-time */
            fecha: string;
            glosa: string;
            /** @description The invoice or document behind an improvement or a disposal; null for the month's depreciation. */
            documento: string | null;
            lineas: components["schemas"]["LineaDeAsientoDto"][];
        };
        ActivoMovidoActivoDto: {
            id: number;
            codigo: string;
            descripcion: string;
        };
        ActivoMovidoDto: {
            activoId: number;
            activo: components["schemas"]["ActivoMovidoActivoDto"];
        };
        MovimientoRespuestaGuiaMovimientoDto: {
            id: number;
            companiaId: number;
            codigo: string | null;
            descripcion: string | null;
            cantidad: number;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @description The guide number (11 digits), labelled so in the spec. */
            ruc: string | null;
            /** Format: date-time */
            fecha: string | null;
            destinatario: string | null;
            puntoDePartida: string | null;
            puntoDeLlegada: string | null;
            movimientoId: number;
            /** @description The asset the line carries, if any. */
            activoId: number | null;
            /** @description The sender's razón social. */
            guiaRemitente: string | null;
            unidad: string;
        };
        MovimientoRespuestaDto: {
            id: number;
            companiaId: number;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @description The recipient's RUC. */
            ruc: string | null;
            /** Format: date-time */
            fecha: string;
            destinatario: string;
            detalle: string | null;
            puntoDePartida: string | null;
            puntoDeLlegada: string | null;
            /** @description The registered address of the departure point, if it names one. */
            partidaDireccionId: number | null;
            /** @description The registered address the assets arrived at, if the arrival point names one. */
            llegadaDireccionId: number | null;
            rucTransporte: string | null;
            nombreTransporte: string | null;
            nombreDelConductor: string | null;
            marcaPlacaTransporte: string | null;
            licencia: string | null;
            activoIds: number[];
            movimientoActivos: components["schemas"]["ActivoMovidoDto"][];
            guiaMovimientos: components["schemas"]["MovimientoRespuestaGuiaMovimientoDto"][];
            /** @description The first guide, as the spec's modal reads it; null without guides. */
            guiaMovimiento: components["schemas"]["MovimientoRespuestaGuiaMovimientoDto"] | null;
        };
        GuiaMovimientoDto: {
            /** @description The guide number: 11 digits. */
            ruc?: string | null;
            /** Format: date-time */
            fecha?: string | null;
            destinatario?: string | null;
            /** @description The sender's razón social. */
            guiaRemitente?: string | null;
            puntoDePartida?: string | null;
            puntoDeLlegada?: string | null;
            /** @description An asset of the caller's company; its code and description fill empty codigo and descripcion. */
            activoId?: number | null;
            /** @description The same asset as `{ id }` or an id, as the generation page's guide modal picks it. */
            activo?: number | null;
            codigo?: string | null;
            /**
             * @description UND (default), CAJ, BOL, KG, LT, MT, M2 or M3.
             * @enum {string|null}
             */
            unidad?: "BOL" | "CAJ" | "KG" | "LT" | "M2" | "M3" | "MT" | "UND" | null;
            /** @description Empty: the description of the guide's asset, or of every asset of the movement joined by ", ". */
            descripcion?: string | null;
            /** @description At least 1; 1 when empty. */
            cantidad?: number | null;
        };
        MovimientoGeneracionDto: {
            /** @description > 0 updates that movement (its assets and guides are replaced); empty or 0 creates one. */
            id?: number | null;
            destinatario?: string | null;
            /** @description The assets to move: `[{ id }]` or ids. */
            activos?: number[];
            /** @description The same as activos. */
            activoIds?: number[];
            guiaMovimientos?: components["schemas"]["GuiaMovimientoDto"][];
            /**
             * Format: date-time
             * @description When the assets move (ISO 8601); now when empty.
             */
            fecha?: string | null;
            detalle?: string | null;
            puntoDePartida?: string | null;
            /** @description The recipient's RUC: 11 digits with a valid SUNAT check digit. */
            ruc?: string | null;
            puntoDeLlegada?: string | null;
            /** @description A registered address of the company (its own or a client's) as the departure point; its text fills an empty puntoDePartida. */
            partidaDireccionId?: number | null;
            /** @description The registered address the assets arrive at and take as theirs; its text fills an empty puntoDeLlegada. */
            llegadaDireccionId?: number | null;
            rucTransporte?: string | null;
            nombreTransporte?: string | null;
            nombreDelConductor?: string | null;
            marcaPlacaTransporte?: string | null;
            licencia?: string | null;
        };
        MovimientoGuardadoDto: {
            id: number;
            companiaId: number;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @description The recipient's RUC. */
            ruc: string | null;
            /** Format: date-time */
            fecha: string;
            destinatario: string;
            detalle: string | null;
            puntoDePartida: string | null;
            puntoDeLlegada: string | null;
            /** @description The registered address of the departure point, if it names one. */
            partidaDireccionId: number | null;
            /** @description The registered address the assets arrived at, if the arrival point names one. */
            llegadaDireccionId: number | null;
            rucTransporte: string | null;
            nombreTransporte: string | null;
            nombreDelConductor: string | null;
            marcaPlacaTransporte: string | null;
            licencia: string | null;
            activoIds: number[];
            movimientoActivos: components["schemas"]["ActivoMovidoDto"][];
            guiaMovimientos: components["schemas"]["MovimientoRespuestaGuiaMovimientoDto"][];
            /** @description The first guide, as the spec's modal reads it; null without guides. */
            guiaMovimiento: components["schemas"]["MovimientoRespuestaGuiaMovimientoDto"] | null;
            ok: boolean;
        };
        ActivoDelMovimientoDto: {
            id: number;
            codigo: string;
            descripcion: string;
            nombre: string;
        };
        MovimientoDto: {
            destinatario: string;
            /** @description Ids of the company's assets to move, each saved once. */
            activoIds?: number[];
            /** @description The same as activoIds, as answers show them: `[{ activoId }]`. */
            movimientoActivos?: number[];
            /** @description The modal's guide; ignored when none of its fields is filled. */
            guiaMovimiento?: components["schemas"]["GuiaMovimientoDto"] | null;
            /** @description More guides. With guiaMovimiento, they replace the movement's guides; when both are left out, PUT keeps them. */
            guiaMovimientos?: components["schemas"]["GuiaMovimientoDto"][];
            /**
             * Format: date-time
             * @description When the assets move (ISO 8601); now when empty.
             */
            fecha?: string | null;
            detalle?: string | null;
            puntoDePartida?: string | null;
            /** @description The recipient's RUC: 11 digits with a valid SUNAT check digit. */
            ruc?: string | null;
            puntoDeLlegada?: string | null;
            /** @description A registered address of the company (its own or a client's) as the departure point; its text fills an empty puntoDePartida. */
            partidaDireccionId?: number | null;
            /** @description The registered address the assets arrive at and take as theirs; its text fills an empty puntoDeLlegada. */
            llegadaDireccionId?: number | null;
            rucTransporte?: string | null;
            nombreTransporte?: string | null;
            nombreDelConductor?: string | null;
            marcaPlacaTransporte?: string | null;
            licencia?: string | null;
        };
        CustodioRespuestaDto: {
            id: number;
            companiaId: number;
            nombres: string;
            apellidos: string;
            /** @description SUNAT's catálogo 06: 1 DNI, 4 carné de extranjería, 7 pasaporte. */
            tipoDocumento: string;
            numeroDocumento: string;
            correo: string | null;
            telefono: string | null;
            areaId: number | null;
            area: {
                nombre: string;
            };
            usuarioId: number | null;
            /** @description Activos que tiene a su cargo hoy. */
            activosACargo: number;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        ActivoACargoDto: {
            activoId: number;
            codigo: string;
            descripcion: string;
            marca: string | null;
            modelo: string | null;
            serie: string | null;
            /** Format: date-time */
            desde: string;
            actaId: number;
            numeroActa: string;
        };
        MovimientoDeCustodiaDto: {
            actaId: number;
            numeroActa: string;
            /** @enum {string} */
            tipo: "devolucion" | "entrega";
            /** Format: date-time */
            fecha: string;
            /** Format: date-time */
            firmadaEl: string | null;
            custodioId: number;
            custodioNombre: string;
            activoId: number;
            codigo: string;
            descripcion: string;
            /** @enum {string} */
            condicion: "bueno" | "malo" | "regular";
            nota: string | null;
        };
        CustodioDto: {
            nombres: string;
            apellidos: string;
            /** @description SUNAT's catálogo 06: 1 DNI, 4 carné de extranjería, 7 pasaporte. */
            tipoDocumento: string;
            /** @description A DNI: exactly 8 digits, kept as text with its leading zeros; CE or passport: 6 to 15 letters or digits, in capitals. */
            numeroDocumento: string;
            /** Format: email */
            correo?: string | null;
            telefono?: string | null;
            areaId?: number | null;
            /** @description The login of a custodian who is also a user of the company. */
            usuarioId?: number | null;
        };
        DevolverTodoDto: {
            /** Format: date-time */
            fecha: string;
            observaciones?: string | null;
        };
        LineaDeActaDto: {
            activoId: number;
            codigo: string;
            descripcion: string;
            marca: string | null;
            modelo: string | null;
            serie: string | null;
            /** @enum {string} */
            condicion: "bueno" | "malo" | "regular";
            nota: string | null;
        };
        ActaRespuestaDto: {
            id: number;
            /** @enum {string} */
            tipo: "devolucion" | "entrega";
            /** @description AE-2026-000123 o AD-2026-000045. */
            numero: string;
            /** Format: date-time */
            fecha: string;
            custodioId: number;
            custodioNombre: string;
            tipoDocumento: string;
            numeroDocumento: string;
            areaNombre: string | null;
            observaciones: string | null;
            usuarioNombre: string | null;
            /** Format: date-time */
            firmadaEl: string | null;
            /**
             * @description dibujada (la firma en pantalla) o escaneada (el acta en papel firmada); null sin firma.
             * @enum {string|null}
             */
            firma: "dibujada" | "escaneada" | null;
            /** Format: date-time */
            correoEnviadoEl: string | null;
            cantidadActivos: number;
            activos: components["schemas"]["LineaDeActaDto"][];
            /** Format: date-time */
            createdAt: string;
        };
        ActaEntregaDto: {
            custodioId: number;
            activoIds: number[];
            /**
             * Format: date-time
             * @description The acta's day (not after today in Lima).
             */
            fecha: string;
            observaciones?: string | null;
        };
        FirmaDto: {
            /** @description The signature drawn on screen: a PNG data URL (data:image/png;base64,…), up to 1 MB. */
            imagen: string;
        };
        CondicionDeActivoDto: {
            activoId: number;
            /**
             * @description bueno, regular o malo.
             * @enum {string}
             */
            condicion: "bueno" | "malo" | "regular";
            nota?: string | null;
        };
        ActaDevolucionDto: {
            custodioId: number;
            activoIds: number[];
            /**
             * Format: date-time
             * @description The acta's day (not after today in Lima).
             */
            fecha: string;
            observaciones?: string | null;
            condiciones?: components["schemas"]["CondicionDeActivoDto"][];
        };
        CustodiaDeActivoDto: {
            custodio: {
                id: number;
                nombres: string;
                apellidos: string;
            };
            /** Format: date-time */
            desde: string | null;
            historial: components["schemas"]["MovimientoDeCustodiaDto"][];
        };
        ActaConfiguracionDto: {
            textoEntrega: string;
            textoDevolucion: string;
        };
        AvisoEnviadoDto: {
            /** @enum {string} */
            tipoDocumento: "factura" | "foto" | "garantia" | "guia" | "informe_tecnico" | "otro" | "poliza" | "revision_tecnica" | "soat" | "tarjeta_propiedad";
            numeroDocumento: string | null;
            /** Format: date-time */
            vence: string;
            /** Format: date-time */
            enviadoEn: string;
            id: number;
            codigoActivo: string;
            /** @description Days before the due date it was sent at: 30, 7 or 1. */
            umbral: number;
            destinatario: string;
        };
        ConductorRespuestaDto: {
            id: number;
            companiaId: number;
            /** @description SUNAT's catálogo 06 code (never 6). */
            tipoDocumento: string;
            numeroDocumento: string;
            nombres: string;
            apellidos: string;
            licencia: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        ConductorDto: {
            /** @description SUNAT's catálogo 06 without 6 (RUC): 1 DNI, 4 carné de extranjería, 7 pasaporte, A, B, C, D, E, F, G, 0. */
            tipoDocumento: string;
            /** @description A DNI: exactly 8 digits, leading zeros included; another document: 1 to 15 letters or digits. Stored in capitals. */
            numeroDocumento: string;
            nombres: string;
            apellidos: string;
            /** @description Driving licence: 9 or 10 letters or digits once in capitals, not all zeros. */
            licencia: string;
        };
        VehiculoRespuestaDto: {
            id: number;
            companiaId: number;
            /** @description Normalised: ABC123. */
            placa: string;
            descripcion: string | null;
            tuc: string | null;
            /** @description Category M1 or L. */
            m1l: boolean;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        VehiculoDto: {
            /** @description Saved without hyphens or spaces and in capitals (`abc-123` is ABC123): 6 to 8 letters or digits, not all zeros. */
            placa: string;
            descripcion?: string | null;
            /** @description Tarjeta única de circulación or certificado de habilitación: 9 to 15 letters or digits once in capitals. */
            tuc?: string | null;
            /** @description Category M1 or L (cars of up to 8 seats, motorcycles); false when omitted. */
            m1l?: boolean;
        };
        AlcanceDto: {
            areaIds?: number[];
            sedes?: string[];
            direccionIds?: number[];
        };
        InventarioDto: {
            nombre: string;
            /**
             * Format: date-time
             * @description The day the count is as of (YYYY-MM-DD): assets disposed of before it are not expected.
             */
            fechaCorte: string;
            /** @description Left out: every asset in the books. */
            alcance?: components["schemas"]["AlcanceDto"];
        };
        InventarioRespuestaDto: {
            /**
             * Format: date
             * @description YYYY-MM-DD
             * @example 2025-12-31
             */
            fechaCorte: string;
            id: number;
            nombre: string;
            alcance: components["schemas"]["AlcanceDto"];
            /** @enum {string} */
            estado: "abierto" | "cerrado" | "cerrando";
            /** @description Who opened it. */
            creadoPor: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            cerradoEl: string | null;
            cerradoPor: string | null;
            /** @description Assets in scope. */
            esperados: number;
            /** @description Assets in scope with a reading. */
            leidos: number;
            /** @description Readings of codes the books do not have. */
            sobrantes: number;
        };
        UbicacionDto: {
            direccionId: number | null;
            /** @description The address in words: "calle, distrito, provincia". */
            direccion: string | null;
            edificio: string | null;
            piso: string | null;
            areaId: number | null;
            /** @description The area's name. */
            area: string | null;
            sede: string | null;
        };
        ActivoDeInventarioDto: {
            leido: boolean;
            id: number;
            codigo: string;
            descripcion: string;
            ubicacion: components["schemas"]["UbicacionDto"];
        };
        ActivoEnUbicacionDto: {
            id: number;
            codigo: string;
            descripcion: string;
            ubicacion: components["schemas"]["UbicacionDto"];
        };
        LecturaRespuestaDto: {
            id: number;
            /** @description The asset's code, or the code read when the books have none (a surplus); empty when the reading named no code (ilegible). */
            codigo: string;
            /** @description What an unreadable reading (resultado ilegible) read, as it was read; null on every other. */
            textoLeido: string | null;
            activoId: number | null;
            /** @description The asset where the books say it is; null for a surplus. */
            activo: components["schemas"]["ActivoEnUbicacionDto"] | null;
            /** @enum {string} */
            resultado: "dado_de_baja" | "encontrado" | "fuera_de_alcance" | "ilegible" | "otra_ubicacion" | "sobrante";
            /** @description Where it was read. */
            ubicacion: components["schemas"]["UbicacionDto"];
            /** @enum {string|null} */
            estadoFisico: "bueno" | "malo" | "regular" | null;
            observacion: string | null;
            /** Format: date-time */
            leidoEl: string;
            /** @description Who counted (name). */
            usuario: string;
        };
        UbicacionLeidaDto: {
            /** @description An address of the company. */
            direccionId?: number | null;
            edificio?: string | null;
            piso?: string | null;
            /** @description An area of the company. */
            areaId?: number | null;
            sede?: string | null;
        };
        LecturaDto: {
            /**
             * @description The asset's code, or its label's URL (`APP_URL/a/<codigo>`; without APP_URL, the address of this request). Any
             *     other text (a label of another address, a URL that is not a label's, a code over 50 characters) is kept as an
             *     unreadable reading (resultado ilegible) with what was read, and names no asset.
             */
            codigo: string;
            ubicacion: components["schemas"]["UbicacionLeidaDto"];
            /** @enum {string|null} */
            estadoFisico?: "bueno" | "malo" | "regular" | null;
            observacion?: string | null;
            /**
             * Format: date-time
             * @description When the phone read it (readings without network arrive later); by default now; never in the future.
             */
            leidoEl?: string | null;
        };
        LecturaGuardadaDto: {
            /** @enum {boolean} */
            ok: true;
            /** @description Its position in the batch, from 0. */
            indice: number;
            codigo: string | null;
            lectura: components["schemas"]["LecturaRespuestaDto"];
        };
        ErrorDeCampoDto: {
            /** @description The field's path: "codigo", "ubicacion.direccionId". */
            field: string;
            message: string;
        };
        LecturaRechazadaDto: {
            /** @enum {boolean} */
            ok: false;
            indice: number;
            codigo: string | null;
            errores: components["schemas"]["ErrorDeCampoDto"][];
        };
        LoteDeLecturasDto: {
            resultados: (components["schemas"]["LecturaGuardadaDto"] | components["schemas"]["LecturaRechazadaDto"])[];
            guardadas: number;
            rechazadas: number;
        };
        ResumenConciliacionDto: {
            /** @description Assets in scope. */
            esperados: number;
            encontrados: number;
            otraUbicacion: number;
            /** @description In scope, not read. */
            faltantes: number;
            sobrantes: number;
            /** @description Read, but disposed of. */
            dadosDeBaja: number;
            /** @description In the books and read, outside the scope. */
            fueraDeAlcance: number;
        };
        FilaConciliacionDto: {
            activo: components["schemas"]["ActivoEnUbicacionDto"];
            lectura: components["schemas"]["LecturaRespuestaDto"] | null;
            /** @description Read elsewhere: the books' place with what the reading brought (the proposed move); null otherwise. */
            propuesta: components["schemas"]["UbicacionDto"] | null;
        };
        ConciliacionDto: {
            inventario: components["schemas"]["InventarioRespuestaDto"];
            resumen: components["schemas"]["ResumenConciliacionDto"];
            /** @description Read where the books say. */
            encontrados: components["schemas"]["FilaConciliacionDto"][];
            /** @description Read elsewhere; `propuesta` is the move. */
            otraUbicacion: components["schemas"]["FilaConciliacionDto"][];
            /** @description In scope, without a reading. */
            faltantes: components["schemas"]["FilaConciliacionDto"][];
            /** @description Codes read that the books do not have. */
            sobrantes: components["schemas"]["LecturaRespuestaDto"][];
            dadosDeBaja: components["schemas"]["FilaConciliacionDto"][];
            fueraDeAlcance: components["schemas"]["FilaConciliacionDto"][];
        };
        TrasladarDto: {
            /** @description Assets read elsewhere to move where they were read; left out, all of them. */
            activoIds?: number[];
        };
        TrasladoRespuestaDto: {
            trasladados: number;
            movimientoIds: number[];
        };
        MantenimientoRespuestaActivoDto: {
            id: number;
            codigo: string;
            descripcion: string;
        };
        MantenimientoRespuestaMantenimientoUsuarioUsuarioDto: {
            id: number;
            codigo: string | null;
            nombre: string;
            apellido: string | null;
        };
        MantenimientoRespuestaMantenimientoUsuarioDto: {
            usuarioId: number;
            rol: string | null;
            /** Format: date-time */
            fechaAsignacion: string;
            usuario: components["schemas"]["MantenimientoRespuestaMantenimientoUsuarioUsuarioDto"];
        };
        MantenimientoRespuestaDto: {
            id: number;
            /** @description The asset's codigo and descripcion when the maintenance was last saved. */
            codigo: string | null;
            descripcion: string | null;
            estado: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /**
             * Format: date-time
             * @description When the service is scheduled (UTC).
             */
            fecha: string | null;
            activoId: number;
            descripcionServicio: string | null;
            /** @description A phone number, for the WhatsApp link of users without their own. */
            nro: string | null;
            opcion: string | null;
            /**
             * Format: date-time
             * @description When the assigned users are notified (UTC).
             */
            fechaNotificacion: string | null;
            activo: components["schemas"]["MantenimientoRespuestaActivoDto"];
            mantenimientoUsuarios: components["schemas"]["MantenimientoRespuestaMantenimientoUsuarioDto"][];
        };
        MantenimientoDto: {
            /** @description An asset of the caller's company (an integer id, or its digits as text). */
            activoId: number;
            descripcionServicio?: string | null;
            /** @description Pendiente, En Proceso, Completado or Cancelado; left out: Pendiente for a new one, unchanged on PUT. */
            estado?: string | null;
            /** @description A phone number (used for the WhatsApp link of assigned users without their own). */
            nro?: string | null;
            /**
             * @description I (Insertar), U (Actualizar) or D (Eliminar), stored as sent; left out: I on POST, U on PUT.
             *     D never deletes: removal is DELETE /api/mantenimiento/{id}.
             */
            opcion?: string | null;
            /**
             * Format: date-time
             * @description Scheduled date-time (ISO 8601, stored UTC); empty is null.
             */
            fecha?: string | null;
            /**
             * Format: date-time
             * @description When the assigned users are notified (ISO 8601, stored UTC); empty is null.
             */
            fechaNotificacion?: string | null;
        };
        UsuarioDeMantenimientoDto: {
            id: number;
            codigo: string | null;
            nombre: string;
            apellido: string | null;
            rol: string | null;
            /** Format: date-time */
            fechaAsignacion: string;
        };
        AsignacionDto: {
            /** @description Responsable, Supervisor, Técnico or Asistente; empty is "Sin rol específico". */
            rol?: string | null;
        };
        NotificacionRespuestaUsuarioDto: {
            id: number;
            codigo: string | null;
            nombre: string;
            apellido: string | null;
        };
        NotificacionRespuestaDto: {
            id: number;
            /** @enum {string} */
            estado: "enviada" | "enviando" | "fallida" | "pendiente" | "registrada";
            usuarioId: number;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @description The user's e-mail address. */
            destinatario: string;
            /**
             * Format: date-time
             * @description The maintenance's fechaNotificacion this notice is for (its "round").
             */
            fechaNotificacion: string;
            mantenimientoId: number;
            canal: string;
            whatsappLink: string | null;
            asunto: string;
            cuerpo: string;
            /** @description Attempts so far; each claim counts one. */
            intentos: number;
            /**
             * Format: date-time
             * @description When the notice may be claimed (again).
             */
            proximoIntento: string;
            /** Format: date-time */
            enviadoEn: string | null;
            /** @description Why the last attempt failed. */
            error: string | null;
            usuario: components["schemas"]["NotificacionRespuestaUsuarioDto"] | null;
        };
        ActivoSenaladoDto: {
            id: number;
            codigo: string;
            descripcion: string;
        };
        Advertencias71Dto: {
            anio: number;
            /** @description The year is running: its figures change until it ends. */
            provisional: boolean;
            /** @description Closed: the book is the copy taken at closing, reproducible byte for byte. */
            cerrado: boolean;
            /** @description Left out of the book for lack of an acquisition date (up to 1,000, by code). */
            sinFecha: components["schemas"]["ActivoSenaladoDto"][];
            totalSinFecha: number;
            /** @description In the book without a SUNAT depreciation category (up to 1,000, by code). */
            sinCategoria: components["schemas"]["ActivoSenaladoDto"][];
            totalSinCategoria: number;
        };
        CierreEjercicioDto: {
            anio: number;
            /**
             * Format: date-time
             * @description When it was closed.
             */
            createdAt: string;
            usuarioNombre: string | null;
            /** @description Lines of its Formato 7.1 kept at closing (only in the answer to the close). */
            lineas?: number;
        };
        DiferenciaTemporalDto: {
            activoId: number;
            codigo: string;
            descripcion: string;
            /** @description Depreciation of the year in the tax book. */
            tributaria: number;
            /** @description Depreciation of the year in the financial book. */
            financiera: number;
            /** @description tributaria − financiera: positive is a deferred-tax liability (49), negative an asset (37). */
            diferencia: number;
            /** @description diferencia × the company's deferred-tax rate. */
            impuestoDiferido: number;
        };
        TotalesDiferenciasDto: {
            tributaria: number;
            financiera: number;
            diferencia: number;
            impuestoDiferido: number;
        };
        DiferenciasTemporalesDto: {
            anio: number;
            /** @description %, the company's (GET /api/contabilidad/configuracion). */
            tasaImpuestoDiferido: number;
            /** @description While the year runs, up to the current month. */
            provisional: boolean;
            activos: components["schemas"]["DiferenciaTemporalDto"][];
            totales: components["schemas"]["TotalesDiferenciasDto"];
        };
        UsuarioAsignadoDto: {
            id: number;
            nombre: string;
            apellido: string | null;
            codigo: string | null;
        };
        ActivoAsignadoDto: {
            id: number;
            codigo: string;
            descripcion: string;
            marca: string | null;
            modelo: string | null;
            serie: string | null;
            estado: string | null;
            area: string | null;
            /** Format: date-time */
            fechaAdquisicion: string | null;
            total: number;
        };
        GrupoAsignacionDto: {
            usuario: components["schemas"]["UsuarioAsignadoDto"];
            cantidad: number;
            valorTotal: number;
            activos: components["schemas"]["ActivoAsignadoDto"][];
        };
        SinAsignarDto: {
            cantidad: number;
            valorTotal: number;
        };
        ReporteAsignacionDto: {
            grupos: components["schemas"]["GrupoAsignacionDto"][];
            cantidad: number;
            valorTotal: number;
            /** @description Only in the report of every user. */
            sinAsignar: components["schemas"]["SinAsignarDto"] | null;
        };
        DashboardStatsDto: {
            /** @description Assets of the company. */
            totalActivos: number;
            /** @description Assets whose estado is En mantenimiento. */
            activosEnMantenimiento: number;
            /** @description Sum of the assets' total (with IGV), S/. */
            valorTotalActivos: number;
            /** @description The company's registered addresses (Direcciones): where its assets stand. */
            totalUbicaciones: number;
        };
        ActivosPorAreaDto: {
            /** @description null for assets without an area. */
            areaId: number | null;
            /** @description The area's name, or Sin área. */
            area: string;
            count: number;
        };
        ConteoPorEstadoDto: {
            /** @description The estado as stored, or Sin Estado. */
            status: string;
            count: number;
        };
        UpcomingMaintenanceDto: {
            /** @description Scheduled before now. */
            overdue: number;
            /** @description Scheduled from now to the end of today. */
            dueToday: number;
            /** @description Scheduled in the 7 days after today. */
            dueThisWeek: number;
        };
        MonthlyTrendDto: {
            /** @description YYYY-MM, Lima's calendar. */
            month: string;
            /** @description "Ene 2026" */
            monthName: string;
            /** @description Assets of the catalogue registered that month (createdAt); a deleted one leaves no row to count. */
            newActivos: number;
            /**
             * @description Assets that left the books that month: disposals (bajas, by the month of their date) and assets
             *     marked out of service without a disposal (activoBool false, counted in the month of the asset's
             *     last change). Both are read from the assets' own rows: cleaning the audit log changes none.
             */
            removedActivos: number;
        };
        DepreciationMonthDto: {
            /** @description YYYY-MM (UTC, as the depreciation schedule counts months). */
            month: string;
            monthName: string;
            /** @description Sum of total of the assets held at the month's end (bought by then, or without a purchase date), S/. */
            originalValue: number;
            /** @description originalValue minus accumulatedDepreciation. */
            currentValue: number;
            /** @description Straight-line depreciation accumulated by the month's end (rate: the asset's tasaDepreciacion or the SUNAT maximum for its category). */
            accumulatedDepreciation: number;
        };
        RecentActivityDto: {
            id: number;
            /** Format: date-time */
            timestamp: string;
            userName: string | null;
            /** @enum {string} */
            action: "CREATE" | "DELETE" | "LOGIN_FAILED" | "LOGIN_SUCCESS" | "LOGOUT" | "READ" | "UPDATE";
            tableName: string;
            module: string | null;
            recordId: string | null;
            recordCode: string | null;
            description: string | null;
            success: boolean;
        };
        DepreciationByCategoryDto: {
            /** @description The assets' categoría, or Sin categoría. */
            category: string;
            originalValue: number;
            /** @description Accumulated by the end of the current month. */
            accumulatedDepreciation: number;
            netValue: number;
        };
        DashboardResponseDto: {
            stats: components["schemas"]["DashboardStatsDto"];
            /** @description Most assets first. */
            activosByArea: components["schemas"]["ActivosPorAreaDto"][];
            /** @description Most assets first. */
            activosStatus: components["schemas"]["ConteoPorEstadoDto"][];
            /** @description Maintenances by estado, most first. */
            maintenanceStatus: components["schemas"]["ConteoPorEstadoDto"][];
            upcomingMaintenance: components["schemas"]["UpcomingMaintenanceDto"];
            /** @description The last 12 months, oldest first, the current one last. */
            monthlyTrend: components["schemas"]["MonthlyTrendDto"][];
            /** @description The last 6 months, oldest first, the current one last; values of today's catalogue. */
            depreciationTrend: components["schemas"]["DepreciationMonthDto"][];
            /** @description The company's last 10 audit entries, newest first. */
            recentActivities: components["schemas"]["RecentActivityDto"][];
            /** @description The catalogue by categoría, highest value first. */
            depreciationOverview: components["schemas"]["DepreciationByCategoryDto"][];
        };
        CertificadoGreRespuestaDto: {
            /** @description The subject's CN, with the RUC it names. */
            titular: string;
            numeroSerie: string;
            /** Format: date-time */
            venceEl: string;
        };
        GreConfiguracionRespuestaDto: {
            serie: string | null;
            clientId: string | null;
            usuarioSol: string | null;
            clientSecretConfigurado: boolean;
            claveSolConfigurada: boolean;
            certificado: components["schemas"]["CertificadoGreRespuestaDto"] | null;
            /** @description Everything needed to send a guía is stored: series, credentials and certificate. */
            configurado: boolean;
        };
        GreConfiguracionDto: {
            /** @description Series of the guías, T and three letters or digits (T001). */
            serie: string;
            /** @description The client ID of the "Credenciales de API SUNAT" generated in SOL. */
            clientId: string;
            /** @description Its client secret; left out, the stored one is kept. */
            clientSecret?: string;
            /** @description The SOL secondary user with permission for the guía (without the RUC). */
            usuarioSol: string;
            /** @description The SOL user's password; left out, the stored one is kept. */
            claveSol?: string;
        };
        PruebaDeConexionGreDto: {
            ok: boolean;
            /** @description SUNAT's answer for a person, in Spanish. */
            mensaje: string;
        };
        DestinatarioGreDto: {
            /** @description Catálogo 06: 6 RUC, 1 DNI, 4 carné de extranjería, 7 pasaporte… */
            tipoDocumento: string;
            numeroDocumento: string;
            razonSocial: string;
        };
        TransportistaGreDto: {
            ruc: string;
            razonSocial: string;
            /** @description Número de registro MTC de la empresa de transporte. */
            registroMtc?: string | null;
        };
        ConductorGreDto: {
            /** @description Catálogo 06 salvo RUC: 1 DNI, 4 carné de extranjería, 7 pasaporte… */
            tipoDocumento: string;
            numeroDocumento: string;
            nombres: string;
            apellidos: string;
            licencia: string;
            /** @description Exactly one driver is the principal; without any flag, the first. */
            principal?: boolean;
        };
        VehiculoGreDto: {
            /** @description As typed: `abc-123` is sent as `ABC123`. */
            placa: string;
        };
        EmitirGreDto: {
            /** @description Catálogo 20; without it, the one suggested for the movement (04 between the company's establishments, else 13). */
            motivo?: string | null;
            /** @description Required with motivo 13 (Otros): 3 to 100 characters. */
            descripcionMotivo?: string | null;
            /** @description Catálogo 18: 01 transporte público, 02 transporte privado. */
            modalidad: string;
            /** @description A vehicle of category M1 or L: no drivers or vehicles are sent. */
            vehiculoM1L?: boolean;
            pesoBruto: number;
            /** @description KGM (kilogramos) or TNE (toneladas). */
            unidadPeso: string;
            bultos?: number | null;
            /** @description 'YYYY-MM-DD': the day the goods start moving; not before today. */
            fechaInicioTraslado: string;
            /** @description 'YYYY-MM-DD': the day the goods are handed to the carrier (public transport). */
            fechaEntregaTransportista?: string | null;
            /** @description Without it, the movement's recipient with its RUC. */
            destinatario?: components["schemas"]["DestinatarioGreDto"];
            /** @description Public transport (01). */
            transportista?: components["schemas"]["TransportistaGreDto"];
            /** @description Private transport (02): one principal and up to two more. */
            conductores?: components["schemas"]["ConductorGreDto"][];
            /** @description Private transport (02): the main vehicle first, then up to two secondary ones. */
            vehiculos?: components["schemas"]["VehiculoGreDto"][];
            /** @description Observaciones printed on the guide (cbc:Note, up to 250 characters). */
            nota?: string | null;
        };
        CdrGreDto: {
            /** @description 0 accepted; SUNAT's error code when refused. */
            codigo: string;
            descripcion: string;
            /** @description SUNAT's notes, "CODE - text". */
            observaciones: string[];
            /** @description The link the printed guide's QR carries, verbatim. */
            enlace: string | null;
        };
        ErrorGreDto: {
            codigo: string | null;
            mensaje: string;
        };
        IntentoGreDto: {
            fecha: string;
            /** @enum {string} */
            accion: "consulta" | "envio";
            resultado: string;
        };
        GuiaElectronicaRespuestaDto: {
            id: number;
            movimientoId: number;
            /**
             * @description pendiente, enviado, aceptado, observado, rechazado or error.
             * @enum {string}
             */
            estado: "aceptado" | "enviado" | "error" | "observado" | "pendiente" | "rechazado";
            serie: string;
            numero: number;
            /** @description T001-125. */
            documento: string;
            fechaEmision: string;
            /** Format: date-time */
            emitidaEl: string;
            emitidaPor: string;
            ticket: string | null;
            /** @description Motivo (catálogo 20), modalidad, destinatario and weight, as the guide carries them. */
            motivo: string;
            modalidad: string;
            destinatario: string;
            cdr: components["schemas"]["CdrGreDto"] | null;
            /** @description Why SUNAT did not register it (estado error). */
            error: components["schemas"]["ErrorGreDto"] | null;
            intentos: components["schemas"]["IntentoGreDto"][];
        };
        HealthDto: Record<string, never>;
        ReadinessDto: Record<string, never>;
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    AuditController_list: {
        parameters: {
            query?: {
                userId?: number;
                tableName?: string;
                action?: "CREATE" | "DELETE" | "LOGIN_FAILED" | "LOGIN_SUCCESS" | "LOGOUT" | "READ" | "UPDATE";
                /** @description Case-insensitive text within the description. */
                searchTerm?: string;
                page?: number;
                /** @description 25, 50 (default) or 100 in the screen; larger values are capped at 100. */
                pageSize?: number;
                sortBy?: "Action" | "TableName" | "Timestamp";
                /** @description Default true: newest first. */
                sortDescending?: boolean;
                startDate?: string;
                endDate?: string;
                /** @description Only the rows of this company; every company when omitted. */
                companiaId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaginaAuditoriaDto"];
                };
            };
            /** @description Solo el usuario Maestro (tipo 1) consulta y limpia la auditoría */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AuditController_statistics: {
        parameters: {
            query?: {
                startDate?: string;
                endDate?: string;
                /** @description Only the rows of this company; every company when omitted. */
                companiaId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EstadisticasAuditoriaDto"];
                };
            };
            /** @description Solo el usuario Maestro (tipo 1) consulta y limpia la auditoría */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AuditController_tables: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string[];
                };
            };
            /** @description Solo el usuario Maestro (tipo 1) consulta y limpia la auditoría */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AuditController_actions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string[];
                };
            };
            /** @description Solo el usuario Maestro (tipo 1) consulta y limpia la auditoría */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AuditController_clean: {
        parameters: {
            query: {
                /** @description Rows newer than this many days are kept; the screen sends 90. */
                daysToKeep: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LimpiezaAuditoriaRespuestaDto"];
                };
            };
            /** @description Solo el usuario Maestro (tipo 1) consulta y limpia la auditoría */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AuthController_login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResponseDto"] | components["schemas"]["DesafioDto"] | components["schemas"]["InscripcionPorCorreoDto"];
                };
            };
            /** @description Credenciales invalidas! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Demasiados intentos desde esta IP o para este correo */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AuthController_completarDosFactores: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CompletarDosFactoresDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginDosFactoresResponseDto"];
                };
            };
            /** @description Código de verificación incorrecto, o la verificación expiró */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Los códigos incorrectos cuentan para el límite de inicio de sesión */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AuthController_abrirEnlace: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TokenEnlaceDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InscripcionPorEnlaceDto"];
                };
            };
            /** @description El enlace no es válido, ya se usó o venció */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Cuenta para el límite de inicio de sesión: más de 10 fallos por minuto desde la IP o para el correo responden 429 */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AuthController_activarPorEnlace: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ActivarPorEnlaceDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginDosFactoresResponseDto"];
                };
            };
            /** @description Código de verificación incorrecto, o el enlace no es válido, ya se usó o venció */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Cuenta para el límite de inicio de sesión: más de 10 fallos por minuto desde la IP o para el correo responden 429 */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AuthController_me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SesionActualDto"];
                };
            };
        };
    };
    AuthController_logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AuthController_cambiarContrasena: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CambiarContrasenaDto"];
            };
        };
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description La contraseña actual no es correcta, o la nueva no cumple las reglas */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Cuenta para el límite de inicio de sesión: más de 10 fallos por minuto desde la IP o para el correo responden 429 */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AuthController_iniciarInscripcion: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InscripcionDto"];
                };
            };
            /** @description La verificación en dos pasos ya está activa */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AuthController_activarDosFactores: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CodigoDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodigosRecuperacionDto"];
                };
            };
            /** @description Código de verificación incorrecto */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Cuenta para el límite de inicio de sesión: más de 10 fallos por minuto desde la IP o para el correo responden 429 */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AuthController_desactivarDosFactores: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DesactivarDosFactoresDto"];
            };
        };
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description La contraseña actual no es correcta, o el código de verificación es incorrecto */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Su compañía exige la verificación en dos pasos para su tipo de usuario, o no está activa */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Cuenta para el límite de inicio de sesión: más de 10 fallos por minuto desde la IP o para el correo responden 429 */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    UsuarioController_list: {
        parameters: {
            query?: {
                /** @description react-admin: ["campo","ASC"|"DESC"]; campos: id, nombre, apellido, correoElectronico, tipo, codigo, companiaId */
                sort?: string;
                /** @description react-admin: [inicio, fin], ambos incluidos */
                range?: string;
                /** @description react-admin: objeto JSON; "q" busca texto; campos: id, companiaId, tipo */
                filter?: string;
                /** @description Dialecto paginado: página (desde 1); responde { data, pagination } */
                page?: number;
                /** @description Dialecto paginado: tamaño de página (con tope) */
                size?: number;
                /** @description Dialecto paginado: texto a buscar (sin distinguir mayúsculas ni tildes) */
                search?: string;
                companiaId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Arreglo con cabecera Content-Range: usuario inicio-fin/total (react-admin), o { data, pagination } (page/size/search) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UsuarioRespuestaDto"][];
                };
            };
        };
    };
    UsuarioController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CrearUsuarioDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UsuarioRespuestaDto"];
                };
            };
            /** @description Otra compañía o el tipo Maestro sin serlo */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description El correo ya está registrado */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    UsuarioController_byCompania: {
        parameters: {
            query?: {
                tipo?: number;
            };
            header?: never;
            path: {
                companiaId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UsuarioRespuestaDto"][];
                };
            };
        };
    };
    UsuarioController_findOne: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UsuarioRespuestaDto"];
                };
            };
        };
    };
    UsuarioController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ActualizarUsuarioDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UsuarioRespuestaDto"];
                };
            };
        };
    };
    UsuarioController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
        };
    };
    UsuarioSesionesController_list: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SesionRespuestaDto"][];
                };
            };
        };
    };
    UsuarioSesionesController_revokeAll: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    UsuarioSesionesController_revokeOne: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                sesionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    UsuarioDosFactoresController_restablecer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RestablecimientoDosFactoresDto"];
                };
            };
            /** @description Solo un usuario Maestro puede restablecer a otro Maestro */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Usuario no encontrado (o de otra compañía) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    CompaniaController_list: {
        parameters: {
            query?: {
                /** @description react-admin: ["campo","ASC"|"DESC"]; campos: id, razonSocial, ruc, rubro */
                sort?: string;
                /** @description react-admin: [inicio, fin], ambos incluidos */
                range?: string;
                /** @description react-admin: objeto JSON; "q" busca texto; campos: id, ruc */
                filter?: string;
                /** @description Dialecto paginado: página (desde 1); responde { data, pagination } */
                page?: number;
                /** @description Dialecto paginado: tamaño de página (con tope) */
                size?: number;
                /** @description Dialecto paginado: texto a buscar (sin distinguir mayúsculas ni tildes) */
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Arreglo con cabecera Content-Range: compania inicio-fin/total (react-admin), o { data, pagination } (page/size/search) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompaniaRespuestaDto"][];
                };
            };
        };
    };
    CompaniaController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CompaniaDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompaniaRespuestaDto"];
                };
            };
            /** @description Ya existe una compañía con ese RUC */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    CompaniaController_findOne: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompaniaRespuestaDto"];
                };
            };
            /** @description Compañía no encontrada */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    CompaniaController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CompaniaDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompaniaRespuestaDto"];
                };
            };
        };
    };
    CompaniaController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description La compañía aún tiene usuarios u otros datos */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ClaveApiController_list: {
        parameters: {
            query?: {
                /** @description react-admin: ["campo","ASC"|"DESC"]; campos: id, nombre, permiso, createdAt, expiraEl, ultimoUsoEl */
                sort?: string;
                /** @description react-admin: [inicio, fin], ambos incluidos */
                range?: string;
                /** @description react-admin: objeto JSON; "q" busca texto; campos: id, nombre, permiso */
                filter?: string;
                /** @description Dialecto paginado: página (desde 1); responde { data, pagination } */
                page?: number;
                /** @description Dialecto paginado: tamaño de página (con tope) */
                size?: number;
                /** @description Dialecto paginado: texto a buscar (sin distinguir mayúsculas ni tildes) */
                search?: string;
                companiaId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Arreglo con cabecera Content-Range: claveapi inicio-fin/total (react-admin), o { data, pagination } (page/size/search) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClaveApiRespuestaDto"][];
                };
            };
        };
    };
    ClaveApiController_create: {
        parameters: {
            query?: {
                companiaId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CrearClaveApiDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClaveApiCreadaDto"];
                };
            };
        };
    };
    ClaveApiController_revoke: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AreaController_list: {
        parameters: {
            query?: {
                /** @description react-admin: ["campo","ASC"|"DESC"]; campos: id, nombre, createdAt, updatedAt */
                sort?: string;
                /** @description react-admin: [inicio, fin], ambos incluidos */
                range?: string;
                /** @description react-admin: objeto JSON; "q" busca texto; campos: id, nombre */
                filter?: string;
                /** @description Dialecto paginado: página (desde 1); responde { data, pagination } */
                page?: number;
                /** @description Dialecto paginado: tamaño de página (con tope) */
                size?: number;
                /** @description Dialecto paginado: texto a buscar (sin distinguir mayúsculas ni tildes) */
                search?: string;
                companiaId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Arreglo con cabecera Content-Range: area inicio-fin/total (react-admin), o { data, pagination } (page/size/search) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AreaRespuestaDto"][];
                };
            };
        };
    };
    AreaController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AreaDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AreaRespuestaDto"];
                };
            };
            /** @description Ya existe un área con ese nombre en esta compañía */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AreaController_byCompania: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                companiaId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AreaRespuestaDto"][];
                };
            };
        };
    };
    AreaController_findOne: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AreaRespuestaDto"];
                };
            };
        };
    };
    AreaController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AreaDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AreaRespuestaDto"];
                };
            };
            /** @description Ya existe un área con ese nombre en esta compañía */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AreaController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    DireccionController_list: {
        parameters: {
            query?: {
                /** @description react-admin: ["campo","ASC"|"DESC"]; campos: id, calle, ciudad, distrito, provincia, departamento, sede */
                sort?: string;
                /** @description react-admin: [inicio, fin], ambos incluidos */
                range?: string;
                /** @description react-admin: objeto JSON; "q" busca texto; campos: id, departamento, sede */
                filter?: string;
                /** @description Dialecto paginado: página (desde 1); responde { data, pagination } */
                page?: number;
                /** @description Dialecto paginado: tamaño de página (con tope) */
                size?: number;
                /** @description Dialecto paginado: texto a buscar (sin distinguir mayúsculas ni tildes) */
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Arreglo con cabecera Content-Range: direccion inicio-fin/total (react-admin), o { data, pagination } (page/size/search) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DireccionRespuestaDto"][] | components["schemas"]["PaginaDireccionesDto"];
                };
            };
        };
    };
    DireccionController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DireccionDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DireccionRespuestaDto"];
                };
            };
        };
    };
    DireccionController_dropdown: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpcionDireccionDto"][];
                };
            };
        };
    };
    DireccionController_coincidencia: {
        parameters: {
            query?: {
                texto?: string | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CoincidenciaDireccionDto"];
                };
            };
        };
    };
    DireccionController_analyzeExcel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description Excel .xlsx o .xls, o CSV (UTF-8, separado por comas o punto y coma), hasta 10 MB
                     */
                    file: string;
                    /** @description Fila donde empiezan los datos (1 a 100, por defecto 2) */
                    startRow?: string;
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string[];
                };
            };
        };
    };
    DireccionController_importExcel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description Excel .xlsx o .xls, o CSV (UTF-8, separado por comas o punto y coma), hasta 10 MB
                     */
                    file: string;
                    /** @description Fila donde empiezan los datos (1 a 100, por defecto 2) */
                    startRow?: string;
                    /** @description JSON: { startRow, calleColumn, ciudadColumn, distritoColumn, provinciaColumn, departamentoColumn, codigoPostalColumn, urbanizacionColumn, sedeColumn, codigoEstablecimientoColumn } */
                    config?: string;
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportResultDto"];
                };
            };
            /** @description Hay trabajos pesados en curso para su compañía; intente en unos segundos */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    DireccionController_findOne: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DireccionRespuestaDto"];
                };
            };
        };
    };
    DireccionController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DireccionDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DireccionRespuestaDto"];
                };
            };
        };
    };
    DireccionController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description La dirección tiene clientes asociados */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    UbigeoController_catalogo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UbigeoDistritoDto"][];
                };
            };
        };
    };
    ClienteController_list: {
        parameters: {
            query?: {
                /** @description react-admin: ["campo","ASC"|"DESC"]; campos: id, nombre, apellido, ruc, dni, correoElectronico */
                sort?: string;
                /** @description react-admin: [inicio, fin], ambos incluidos */
                range?: string;
                /** @description react-admin: objeto JSON; "q" busca texto; campos: id, direccionId, tieneContrato */
                filter?: string;
                /** @description Dialecto paginado: página (desde 1); responde { data, pagination } */
                page?: number;
                /** @description Dialecto paginado: tamaño de página (con tope) */
                size?: number;
                /** @description Dialecto paginado: texto a buscar (sin distinguir mayúsculas ni tildes) */
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Arreglo con cabecera Content-Range: cliente inicio-fin/total (react-admin), o { data, pagination } (page/size/search) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClienteRespuestaDto"][];
                };
            };
        };
    };
    ClienteController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClienteDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClienteRespuestaDto"];
                };
            };
            /** @description RUC o DNI ya registrado en la compañía */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ClienteController_analyzeExcel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description Excel .xlsx o .xls, o CSV (UTF-8, separado por comas o punto y coma), hasta 10 MB
                     */
                    file: string;
                    /** @description Fila donde empiezan los datos (1 a 100, por defecto 2) */
                    startRow?: string;
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string[];
                };
            };
        };
    };
    ClienteController_importExcel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description Excel .xlsx o .xls, o CSV (UTF-8, separado por comas o punto y coma), hasta 10 MB
                     */
                    file: string;
                    /** @description Fila donde empiezan los datos (1 a 100, por defecto 2) */
                    startRow?: string;
                    /** @description JSON: { startRow, nombreColumn, apellidoColumn, correoColumn, rucColumn, dniColumn, ceColumn, telefonoColumn, representanteLegalColumn, ingenieroResponsableColumn, tieneContratoColumn, direccionColumn } */
                    config?: string;
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportResultDto"];
                };
            };
            /** @description Hay trabajos pesados en curso para su compañía; intente en unos segundos */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ClienteController_findOne: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClienteRespuestaDto"];
                };
            };
        };
    };
    ClienteController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClienteDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClienteRespuestaDto"];
                };
            };
        };
    };
    ClienteController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    DireccionClientesController_byDireccion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClienteRespuestaDto"][];
                };
            };
        };
    };
    ActivosController_list: {
        parameters: {
            query?: {
                /** @description react-admin: ["campo","ASC"|"DESC"]; campos: id, codigo, descripcion, marca, modelo, estado, categoria, precio, total, fechaAdquisicion, createdAt */
                sort?: string;
                /** @description react-admin: [inicio, fin], ambos incluidos */
                range?: string;
                /** @description react-admin: objeto JSON; "q" busca texto; campos: id, codigo, descripcion, marca, modelo, serie, estado, categoria, areaId, usuarioId, bajas, custodioId */
                filter?: string;
                /** @description Dialecto paginado: página (desde 1); responde { data, pagination } */
                page?: number;
                /** @description Dialecto paginado: tamaño de página (con tope) */
                size?: number;
                /** @description Dialecto paginado: texto a buscar (sin distinguir mayúsculas ni tildes) */
                search?: string;
                /** @description Un Maestro: la compañía cuyos activos lista (la suya sin él); los demás listan siempre la suya */
                companiaId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Arreglo con cabecera Content-Range: activos inicio-fin/total (react-admin), o { data, pagination } (page/size/search) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivoRespuestaDto"][];
                };
            };
        };
    };
    ActivosController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ActivoDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivoRespuestaDto"];
                };
            };
            /** @description Ya existe un activo con ese código en la compañía */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ActivosController_search: {
        parameters: {
            query?: {
                codigo?: string;
                descripcion?: string;
                /** @description Activos dados de baja: excluir (por defecto, no se muestran), incluir (todos) o solo (únicamente los dados de baja) */
                bajas?: "excluir" | "incluir" | "solo";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivoRespuestaDto"][];
                };
            };
        };
    };
    ActivosController_nextCodigo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiguienteCodigoDto"];
                };
            };
        };
    };
    ActivosController_categoriasDepreciacion: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoriaDepreciacionDto"][];
                };
            };
        };
    };
    ActivosController_statistics: {
        parameters: {
            query?: {
                /** @description Activos dados de baja: excluir (por defecto, no se muestran), incluir (todos) o solo (únicamente los dados de baja) */
                bajas?: "excluir" | "incluir" | "solo";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EstadisticasActivosDto"];
                };
            };
        };
    };
    ActivosController_exportExcel: {
        parameters: {
            query?: {
                /** @description Activos dados de baja: excluir (por defecto, no se muestran), incluir (todos) o solo (únicamente los dados de baja) */
                bajas?: "excluir" | "incluir" | "solo";
                descripcion?: unknown;
                codigo?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description El archivo */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description Hay trabajos pesados en curso para su compañía; intente en unos segundos */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ActivosController_exportPdf: {
        parameters: {
            query?: {
                codigo?: string;
                descripcion?: string;
                marca?: string;
                modelo?: string;
                serie?: string;
                /** @description Activos dados de baja: excluir (por defecto, no se muestran), incluir (todos) o solo (únicamente los dados de baja) */
                bajas?: "excluir" | "incluir" | "solo";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description El archivo */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Hay trabajos pesados en curso para su compañía; intente en unos segundos */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ActivosController_etiquetasPdf: {
        parameters: {
            query?: {
                codigo?: string;
                descripcion?: string;
                marca?: string;
                modelo?: string;
                serie?: string;
                /** @description Activos dados de baja: excluir (por defecto, no se muestran), incluir (todos) o solo (únicamente los dados de baja) */
                bajas?: "excluir" | "incluir" | "solo";
                /** @description Por defecto qr */
                simbologia?: "code128" | "qr";
                /** @description Por defecto a4 */
                formato?: "a4" | "termica";
                /** @description Ids de activos separados por comas, p. ej. 1,2,3 */
                ids?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description El archivo */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Formato, simbología o ids no válidos; ningún activo que imprimir, o más de los que admite un PDF; sin APP_URL, una cabecera Host no válida */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Alguno de los ids no es un activo de la compañía */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Hay trabajos pesados en curso para su compañía; intente en unos segundos */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ActivosController_byCodigo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                codigo: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivoRespuestaDto"];
                };
            };
            /** @description No existe un activo con ese código */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ActivosController_byCompany: {
        parameters: {
            query?: {
                /** @description Activos dados de baja: excluir (por defecto, no se muestran), incluir (todos) o solo (únicamente los dados de baja) */
                bajas?: "excluir" | "incluir" | "solo";
            };
            header?: never;
            path: {
                companiaId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivoRespuestaDto"][];
                };
            };
        };
    };
    ActivosController_findOne: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivoRespuestaDto"];
                };
            };
            /** @description Activo no encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ActivosController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ActivoDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivoRespuestaDto"];
                };
            };
        };
    };
    ActivosController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ActivosController_exists: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivoExisteDto"];
                };
            };
        };
    };
    ActivosController_locationHistory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivoUbicacionDto"][];
                };
            };
        };
    };
    "ActivosController_depreciation[0]": {
        parameters: {
            query?: {
                /** @description tributario (SUNAT rate, Formato 7.1) or financiero (NIC 16: useful life and residual value). */
                libro?: "financiero" | "tributario";
                /** @description Aceptado por compatibilidad: el cálculo siempre es actual */
                forceRecalculate?: boolean;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FilaDepreciacionDto"][];
                };
            };
        };
    };
    "ActivosController_depreciation[1]": {
        parameters: {
            query?: {
                /** @description tributario (SUNAT rate, Formato 7.1) or financiero (NIC 16: useful life and residual value). */
                libro?: "financiero" | "tributario";
                /** @description Aceptado por compatibilidad: el cálculo siempre es actual */
                forceRecalculate?: boolean;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FilaDepreciacionDto"][];
                };
            };
        };
    };
    ActivosController_analyzeExcel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description Excel .xlsx o .xls, o CSV (UTF-8, separado por comas o punto y coma), hasta 10 MB
                     */
                    file: string;
                    /** @description Fila donde empiezan los datos (1 a 100, por defecto 2) */
                    startRow?: string;
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string[];
                };
            };
        };
    };
    ActivosController_importExcel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description Excel .xlsx o .xls, o CSV (UTF-8, separado por comas o punto y coma), hasta 10 MB
                     */
                    file: string;
                    /** @description Fila donde empiezan los datos (1 a 100, por defecto 2) */
                    startRow?: string;
                    /** @description JSON: { startRow, CodigoColumn, DescripcionColumn, … } con números de columna desde 1 (o null) */
                    config?: string;
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportResultDto"];
                };
            };
            /** @description Hay trabajos pesados en curso para su compañía; intente en unos segundos */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ActivosController_uploadImage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description Imagen JPG, PNG o GIF, hasta 5 MB
                     */
                    file: string;
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImagenSubidaDto"];
                };
            };
        };
    };
    BajasController_find: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BajaRespuestaDto"];
                };
            };
            /** @description Activo no encontrado, o "El activo no está dado de baja" */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    BajasController_create: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BajaDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BajaRespuestaDto"];
                };
            };
            /** @description Falta la evidencia del motivo (el mensaje nombra el campo) o la fecha está fuera de rango */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Activo no encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description El activo ya está dado de baja, o la fecha está en un ejercicio cerrado */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    BajasController_revert: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Solo los usuarios de tipo 1 (Maestro) y 2 (Administrador) revierten una baja */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Activo no encontrado, o "El activo no está dado de baja" */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description La baja es de un ejercicio cerrado */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    BajasController_acta: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description El archivo */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Activo no encontrado, o "El activo no está dado de baja" */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Hay trabajos pesados en curso para su compañía; intente en unos segundos */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    MejorasController_list: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MejoraRespuestaDto"][];
                };
            };
            /** @description Activo no encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    MejorasController_create: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MejoraDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MejoraRespuestaDto"];
                };
            };
            /** @description Datos inválidos, o fecha anterior a la adquisición del activo */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Activo no encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Activo dado de baja o sin fecha de adquisición, o fecha en un ejercicio cerrado */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    MejorasController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                mejoraId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Mejora eliminada */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Activo o mejora no encontrados */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Mejora en un ejercicio cerrado, o activo dado de baja */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    DocumentosController_list: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                activoId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentoRespuestaDto"][];
                };
            };
        };
    };
    DocumentosController_create: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                activoId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description PDF, JPG, PNG, XLSX o DOCX de hasta 20 MB, reconocido por su contenido
                     */
                    file: string;
                    /** @description factura, guia, poliza, soat, revision_tecnica, tarjeta_propiedad, garantia, informe_tecnico, foto, otro */
                    tipo?: string;
                    /** @description N° del documento */
                    numero?: string;
                    /** @description Fecha de emisión (AAAA-MM-DD) */
                    fecha?: string;
                    /** @description Fecha de vencimiento (AAAA-MM-DD): el documento pasa a los vencimientos */
                    vence?: string;
                    /** @description Importe en soles */
                    monto?: string;
                    /** @description Descripción breve */
                    descripcion?: string;
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentoRespuestaDto"];
                };
            };
            /** @description Más de 20 MB, o la compañía no tiene espacio */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    DocumentosController_archivo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                activoId: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description El archivo */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            /** @description Documento no encontrado, o sin archivo */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    DocumentosController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                activoId: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Su fecha cae en un ejercicio cerrado, o es la evidencia de una baja */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    VencimientosController_list: {
        parameters: {
            query?: {
                /** @description Days ahead from today (Lima), 0 to 366; 30 when not given. */
                dias?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VencimientoRespuestaDto"][];
                };
            };
        };
    };
    CamposPersonalizadosController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampoPersonalizadoRespuestaDto"][];
                };
            };
        };
    };
    CamposPersonalizadosController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CampoPersonalizadoDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampoPersonalizadoRespuestaDto"];
                };
            };
            /** @description Ya existe un campo con esa clave en la compañía */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    CamposPersonalizadosController_findOne: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampoPersonalizadoRespuestaDto"];
                };
            };
        };
    };
    CamposPersonalizadosController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CampoPersonalizadoCambioDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CampoPersonalizadoRespuestaDto"];
                };
            };
            /** @description Hay activos con valores en el campo */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    CamposPersonalizadosController_remove: {
        parameters: {
            query?: {
                confirmar?: boolean;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Campo personalizado no encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Hay activos con valores en el campo: falta confirmar */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ContabilidadController_findConfiguracion: {
        parameters: {
            query?: {
                companiaId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConfiguracionContableRespuestaDto"];
                };
            };
        };
    };
    ContabilidadController_updateConfiguracion: {
        parameters: {
            query?: {
                companiaId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConfiguracionContableDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConfiguracionContableRespuestaDto"];
                };
            };
            /** @description Fecha que no es primer día de mes o tasa fuera de 0 a 100 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description La fecha de inicio cambia mientras hay activos con depreciación acumulada inicial */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ContabilidadController_fechaInicio: {
        parameters: {
            query?: {
                companiaId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FechaInicioDto"];
                };
            };
        };
    };
    ContabilidadController_findCuentas: {
        parameters: {
            query?: {
                companiaId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CuentasDeCategoriaRespuestaDto"][];
                };
            };
        };
    };
    ContabilidadController_updateCuentas: {
        parameters: {
            query?: {
                companiaId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CuentasDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CuentasDeCategoriaRespuestaDto"][];
                };
            };
            /** @description Categoría desconocida o cuenta que no es de 2 a 8 dígitos */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ContabilidadController_saldos: {
        parameters: {
            query: {
                /** @description AAAA-MM-DD */
                fecha: string;
                companiaId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SaldosDto"];
                };
            };
            /** @description Fecha inválida */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ContabilidadController_centrosCosto: {
        parameters: {
            query?: {
                companiaId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CentroCostoRespuestaDto"][];
                };
            };
        };
    };
    ContabilidadController_updateCentrosCosto: {
        parameters: {
            query?: {
                companiaId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CentrosCostoDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CentroCostoRespuestaDto"][];
                };
            };
            /** @description Centro de costo con otros caracteres o de más de 10, o cuenta de destino que no es de clase 9 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Un área que no es de la compañía */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ContabilidadController_asientos: {
        parameters: {
            query: {
                /** @description AAAA-MM */
                periodo: string;
                companiaId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AsientoDto"][];
                };
            };
            /** @description Período inválido, futuro o anterior a la fecha de inicio */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ContabilidadController_asientosExcel: {
        parameters: {
            query: {
                /** @description AAAA-MM */
                periodo: string;
                companiaId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description El archivo */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description Período inválido, futuro o anterior a la fecha de inicio */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ContabilidadController_asientosCsv: {
        parameters: {
            query: {
                /** @description AAAA-MM */
                periodo: string;
                companiaId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description El archivo */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv; charset=utf-8": string;
                };
            };
            /** @description Período inválido, futuro o anterior a la fecha de inicio */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    MovimientoController_list: {
        parameters: {
            query?: {
                /** @description react-admin: ["campo","ASC"|"DESC"]; campos: id, fecha, destinatario, puntoDePartida, puntoDeLlegada, createdAt */
                sort?: string;
                /** @description react-admin: [inicio, fin], ambos incluidos */
                range?: string;
                /** @description react-admin: objeto JSON; "q" busca texto; campos: id, ruc, destinatario */
                filter?: string;
                /** @description Dialecto paginado: página (desde 1); responde { data, pagination } */
                page?: number;
                /** @description Dialecto paginado: tamaño de página (con tope) */
                size?: number;
                /** @description Dialecto paginado: texto a buscar (sin distinguir mayúsculas ni tildes) */
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Arreglo con cabecera Content-Range: movimiento inicio-fin/total (react-admin), o { data, pagination } (page/size/search) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MovimientoRespuestaDto"][];
                };
            };
        };
    };
    MovimientoController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MovimientoDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MovimientoRespuestaDto"];
                };
            };
        };
    };
    MovimientoController_exportExcel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description El archivo */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description Hay trabajos pesados en curso para su compañía; intente en unos segundos */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    MovimientoController_insupd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MovimientoGeneracionDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MovimientoGuardadoDto"];
                };
            };
        };
    };
    MovimientoController_findOne: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MovimientoRespuestaDto"];
                };
            };
            /** @description Movimiento no encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    MovimientoController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MovimientoDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MovimientoRespuestaDto"];
                };
            };
        };
    };
    MovimientoController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    MovimientoController_activos: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivoDelMovimientoDto"][];
                };
            };
        };
    };
    MovimientoController_guia: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description El archivo */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Hay trabajos pesados en curso para su compañía; intente en unos segundos */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    CustodiosController_list: {
        parameters: {
            query?: {
                /** @description react-admin: ["campo","ASC"|"DESC"]; campos: id, nombres, apellidos, numeroDocumento, correo, updatedAt */
                sort?: string;
                /** @description react-admin: [inicio, fin], ambos incluidos */
                range?: string;
                /** @description react-admin: objeto JSON; "q" busca texto; campos: id, areaId, tipoDocumento */
                filter?: string;
                /** @description Dialecto paginado: página (desde 1); responde { data, pagination } */
                page?: number;
                /** @description Dialecto paginado: tamaño de página (con tope) */
                size?: number;
                /** @description Dialecto paginado: texto a buscar (sin distinguir mayúsculas ni tildes) */
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Arreglo con cabecera Content-Range: custodios inicio-fin/total (react-admin), o { data, pagination } (page/size/search) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustodioRespuestaDto"][];
                };
            };
        };
    };
    CustodiosController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustodioDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustodioRespuestaDto"];
                };
            };
            /** @description Ya existe un custodio con ese documento en esta compañía */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    CustodiosController_findOne: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustodioRespuestaDto"];
                };
            };
        };
    };
    CustodiosController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustodioDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustodioRespuestaDto"];
                };
            };
            /** @description Ya existe un custodio con ese documento en esta compañía */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    CustodiosController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description El custodio tiene actas registradas */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    CustodiosController_activos: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivoACargoDto"][];
                };
            };
        };
    };
    CustodiosController_historial: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MovimientoDeCustodiaDto"][];
                };
            };
        };
    };
    CustodiosController_devolverTodo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DevolverTodoDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActaRespuestaDto"];
                };
            };
            /** @description Custodio no encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description El custodio no tiene activos a su cargo */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ActasEntregaController_list: {
        parameters: {
            query?: {
                /** @description react-admin: ["campo","ASC"|"DESC"]; campos: id, numero, fecha, custodioNombre, firmadaEl, createdAt */
                sort?: string;
                /** @description react-admin: [inicio, fin], ambos incluidos */
                range?: string;
                /** @description react-admin: objeto JSON; "q" busca texto; campos: id, custodioId, numero */
                filter?: string;
                /** @description Dialecto paginado: página (desde 1); responde { data, pagination } */
                page?: number;
                /** @description Dialecto paginado: tamaño de página (con tope) */
                size?: number;
                /** @description Dialecto paginado: texto a buscar (sin distinguir mayúsculas ni tildes) */
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Arreglo con cabecera Content-Range: actas inicio-fin/total (react-admin), o { data, pagination } (page/size/search) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActaRespuestaDto"][];
                };
            };
        };
    };
    ActasEntregaController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ActaEntregaDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActaRespuestaDto"];
                };
            };
            /** @description Custodio o activo no encontrado (o de otra compañía) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description El activo está a cargo de otro custodio, o dado de baja */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ActasEntregaController_findOne: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActaRespuestaDto"];
                };
            };
        };
    };
    ActasEntregaController_pdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description El archivo */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Acta no encontrada */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Hay trabajos pesados en curso para su compañía; intente en unos segundos */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ActasEntregaController_firmar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FirmaDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActaRespuestaDto"];
                };
            };
            /** @description El acta ya está firmada */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ActasEntregaController_firmarConEscaneo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description Imagen JPG o PNG del acta firmada, escaneada o fotografiada, hasta 10 MB
                     */
                    file: string;
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActaRespuestaDto"];
                };
            };
            /** @description El acta ya está firmada */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ActasEntregaController_enviarCorreo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActaRespuestaDto"];
                };
            };
            /** @description El custodio no tiene correo electrónico registrado */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description El acta ya se envió por correo, o el correo no está configurado (SMTP_URL) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Hay trabajos pesados en curso para su compañía; intente en unos segundos */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description El servidor de correo no respondió */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ActasDevolucionController_list: {
        parameters: {
            query?: {
                /** @description react-admin: ["campo","ASC"|"DESC"]; campos: id, numero, fecha, custodioNombre, firmadaEl, createdAt */
                sort?: string;
                /** @description react-admin: [inicio, fin], ambos incluidos */
                range?: string;
                /** @description react-admin: objeto JSON; "q" busca texto; campos: id, custodioId, numero */
                filter?: string;
                /** @description Dialecto paginado: página (desde 1); responde { data, pagination } */
                page?: number;
                /** @description Dialecto paginado: tamaño de página (con tope) */
                size?: number;
                /** @description Dialecto paginado: texto a buscar (sin distinguir mayúsculas ni tildes) */
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Arreglo con cabecera Content-Range: actas inicio-fin/total (react-admin), o { data, pagination } (page/size/search) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActaRespuestaDto"][];
                };
            };
        };
    };
    ActasDevolucionController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ActaDevolucionDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActaRespuestaDto"];
                };
            };
            /** @description Custodio o activo no encontrado (o de otra compañía) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description El activo no está a cargo del custodio */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ActasDevolucionController_findOne: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActaRespuestaDto"];
                };
            };
        };
    };
    ActasDevolucionController_pdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description El archivo */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Acta no encontrada */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Hay trabajos pesados en curso para su compañía; intente en unos segundos */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ActasDevolucionController_firmar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FirmaDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActaRespuestaDto"];
                };
            };
            /** @description El acta ya está firmada */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ActasDevolucionController_firmarConEscaneo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description Imagen JPG o PNG del acta firmada, escaneada o fotografiada, hasta 10 MB
                     */
                    file: string;
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActaRespuestaDto"];
                };
            };
            /** @description El acta ya está firmada */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ActasDevolucionController_enviarCorreo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActaRespuestaDto"];
                };
            };
            /** @description El custodio no tiene correo electrónico registrado */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description El acta ya se envió por correo, o el correo no está configurado (SMTP_URL) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Hay trabajos pesados en curso para su compañía; intente en unos segundos */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description El servidor de correo no respondió */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    CustodiaDeActivoController_find: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustodiaDeActivoDto"];
                };
            };
            /** @description Activo no encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ActaConfiguracionController_find: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActaConfiguracionDto"];
                };
            };
        };
    };
    ActaConfiguracionController_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ActaConfiguracionDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActaConfiguracionDto"];
                };
            };
        };
    };
    AvisosEnviadosController_list: {
        parameters: {
            query?: {
                /** @description react-admin: ["campo","ASC"|"DESC"]; campos: id, enviadoEn, vence */
                sort?: string;
                /** @description react-admin: [inicio, fin], ambos incluidos */
                range?: string;
                /** @description react-admin: objeto JSON; "q" busca texto; campos: umbral */
                filter?: string;
                /** @description Dialecto paginado: página (desde 1); responde { data, pagination } */
                page?: number;
                /** @description Dialecto paginado: tamaño de página (con tope) */
                size?: number;
                /** @description Dialecto paginado: texto a buscar (sin distinguir mayúsculas ni tildes) */
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Arreglo con cabecera Content-Range: avisos-de-vencimiento inicio-fin/total (react-admin), o { data, pagination } (page/size/search) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AvisoEnviadoDto"][];
                };
            };
        };
    };
    ConductoresController_list: {
        parameters: {
            query?: {
                /** @description react-admin: ["campo","ASC"|"DESC"]; campos: id, tipoDocumento, numeroDocumento, nombres, apellidos, licencia, updatedAt */
                sort?: string;
                /** @description react-admin: [inicio, fin], ambos incluidos */
                range?: string;
                /** @description react-admin: objeto JSON; "q" busca texto; campos: id, tipoDocumento */
                filter?: string;
                /** @description Dialecto paginado: página (desde 1); responde { data, pagination } */
                page?: number;
                /** @description Dialecto paginado: tamaño de página (con tope) */
                size?: number;
                /** @description Dialecto paginado: texto a buscar (sin distinguir mayúsculas ni tildes) */
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Arreglo con cabecera Content-Range: conductores inicio-fin/total (react-admin), o { data, pagination } (page/size/search) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConductorRespuestaDto"][];
                };
            };
        };
    };
    ConductoresController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConductorDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConductorRespuestaDto"];
                };
            };
            /** @description Ya existe un conductor con ese documento en esta compañía */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ConductoresController_findOne: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConductorRespuestaDto"];
                };
            };
        };
    };
    ConductoresController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConductorDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConductorRespuestaDto"];
                };
            };
            /** @description Ya existe un conductor con ese documento en esta compañía */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ConductoresController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    VehiculosController_list: {
        parameters: {
            query?: {
                /** @description react-admin: ["campo","ASC"|"DESC"]; campos: id, placa, descripcion, tuc, m1l, updatedAt */
                sort?: string;
                /** @description react-admin: [inicio, fin], ambos incluidos */
                range?: string;
                /** @description react-admin: objeto JSON; "q" busca texto; campos: id, m1l */
                filter?: string;
                /** @description Dialecto paginado: página (desde 1); responde { data, pagination } */
                page?: number;
                /** @description Dialecto paginado: tamaño de página (con tope) */
                size?: number;
                /** @description Dialecto paginado: texto a buscar (sin distinguir mayúsculas ni tildes) */
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Arreglo con cabecera Content-Range: vehiculos inicio-fin/total (react-admin), o { data, pagination } (page/size/search) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VehiculoRespuestaDto"][];
                };
            };
        };
    };
    VehiculosController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VehiculoDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VehiculoRespuestaDto"];
                };
            };
            /** @description Ya existe un vehículo con esa placa en esta compañía */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    VehiculosController_findOne: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VehiculoRespuestaDto"];
                };
            };
        };
    };
    VehiculosController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VehiculoDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VehiculoRespuestaDto"];
                };
            };
            /** @description Ya existe un vehículo con esa placa en esta compañía */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    VehiculosController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    InventariosController_list: {
        parameters: {
            query?: {
                /** @description react-admin: ["campo","ASC"|"DESC"]; campos: id, nombre, fechaCorte, estado */
                sort?: string;
                /** @description react-admin: [inicio, fin], ambos incluidos */
                range?: string;
                /** @description react-admin: objeto JSON; "q" busca texto; campos: id, estado */
                filter?: string;
                /** @description Dialecto paginado: página (desde 1); responde { data, pagination } */
                page?: number;
                /** @description Dialecto paginado: tamaño de página (con tope) */
                size?: number;
                /** @description Dialecto paginado: texto a buscar (sin distinguir mayúsculas ni tildes) */
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Arreglo con cabecera Content-Range: inventarios inicio-fin/total (react-admin), o { data, pagination } (page/size/search) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InventarioRespuestaDto"][];
                };
            };
        };
    };
    InventariosController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InventarioDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InventarioRespuestaDto"];
                };
            };
            /** @description Nombre o fecha de corte faltantes, o áreas o direcciones que no son de la compañía */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    InventariosController_findOne: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InventarioRespuestaDto"];
                };
            };
            /** @description Inventario no encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    InventariosController_activos: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivoDeInventarioDto"][];
                };
            };
            /** @description Inventario no encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    InventariosController_listLecturas: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LecturaRespuestaDto"][];
                };
            };
            /** @description Inventario no encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    InventariosController_registrarLecturas: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LecturaDto"] | components["schemas"]["LecturaDto"][];
            };
        };
        responses: {
            /** @description Un lote */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoteDeLecturasDto"];
                };
            };
            /** @description Una lectura */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LecturaRespuestaDto"];
                };
            };
            /** @description Código vacío, ubicación de otra compañía, fecha futura, o un lote vacío o de más de 1000 lecturas; sin APP_URL, una cabecera Host no válida */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Inventario no encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description El inventario «…» está cerrado (o se está cerrando): no admite lecturas */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    InventariosController_conciliacion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConciliacionDto"];
                };
            };
            /** @description Inventario no encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    InventariosController_trasladar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TrasladarDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrasladoRespuestaDto"];
                };
            };
            /** @description Un activo indicado no está en otra ubicación en esta campaña */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Inventario no encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description El inventario está cerrado, se está cerrando o ya está trasladando sus activos, o un activo indicado está dado de baja */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    InventariosController_close: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InventarioRespuestaDto"];
                };
            };
            /** @description Inventario no encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description El inventario «…» ya está cerrado, se está cerrando o está trasladando sus activos */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    InventariosController_acta: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description El archivo */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Inventario no encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Hay trabajos pesados en curso para su compañía; intente en unos segundos */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    InventariosController_excel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description El archivo */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description Inventario no encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Hay trabajos pesados en curso para su compañía; intente en unos segundos */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    MantenimientoController_list: {
        parameters: {
            query?: {
                /** @description react-admin: ["campo","ASC"|"DESC"]; campos: id, fecha, fechaNotificacion, estado, codigo, createdAt */
                sort?: string;
                /** @description react-admin: [inicio, fin], ambos incluidos */
                range?: string;
                /** @description react-admin: objeto JSON; "q" busca texto; campos: id, activoId, estado, codigo */
                filter?: string;
                /** @description Dialecto paginado: página (desde 1); responde { data, pagination } */
                page?: number;
                /** @description Dialecto paginado: tamaño de página (con tope) */
                size?: number;
                /** @description Dialecto paginado: texto a buscar (sin distinguir mayúsculas ni tildes) */
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Arreglo con cabecera Content-Range: mantenimiento inicio-fin/total (react-admin), o { data, pagination } (page/size/search) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MantenimientoRespuestaDto"][];
                };
            };
        };
    };
    MantenimientoController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MantenimientoDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MantenimientoRespuestaDto"];
                };
            };
        };
    };
    MantenimientoController_exportExcel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description El archivo */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description Hay trabajos pesados en curso para su compañía; intente en unos segundos */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    MantenimientoController_findOne: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MantenimientoRespuestaDto"];
                };
            };
            /** @description Mantenimiento no encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    MantenimientoController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MantenimientoDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MantenimientoRespuestaDto"];
                };
            };
        };
    };
    MantenimientoController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    MantenimientoController_usuarios: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UsuarioDeMantenimientoDto"][];
                };
            };
        };
    };
    MantenimientoController_asignar: {
        parameters: {
            query?: {
                /** @description Responsable, Supervisor, Técnico or Asistente; empty is "Sin rol específico". */
                rol?: string | null;
            };
            header?: never;
            path: {
                id: number;
                usuarioId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AsignacionDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UsuarioDeMantenimientoDto"];
                };
            };
            /** @description El usuario ya está asignado a este mantenimiento */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    MantenimientoController_desasignar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                usuarioId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description El usuario no está asignado a este mantenimiento */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    MantenimientoController_notificaciones: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificacionRespuestaDto"][];
                };
            };
        };
    };
    ReportesController_reporteActivos: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description El archivo */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description Hay trabajos pesados en curso para su compañía; intente en unos segundos */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ReportesController_ple71: {
        parameters: {
            query: {
                /** @description AAAA, from 2010 (the first year of the PLE books) to the current year. */
                anio: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description El archivo */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain; charset=ISO-8859-1": string;
                };
            };
            /** @description Año inválido o posterior al actual */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Hay trabajos pesados en curso para su compañía; intente en unos segundos */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ReportesController_excel71: {
        parameters: {
            query: {
                /** @description AAAA, from 2010 (the first year of the PLE books) to the current year. */
                anio: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description El archivo */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description Año inválido o posterior al actual */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Hay trabajos pesados en curso para su compañía; intente en unos segundos */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ReportesController_advertencias71: {
        parameters: {
            query: {
                /** @description AAAA, from 2010 (the first year of the PLE books) to the current year. */
                anio: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Advertencias71Dto"];
                };
            };
            /** @description Año inválido o posterior al actual */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Hay trabajos pesados en curso para su compañía; intente en unos segundos */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ReportesController_cierres: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CierreEjercicioDto"][];
                };
            };
            /** @description Hay trabajos pesados en curso para su compañía; intente en unos segundos */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ReportesController_closeEjercicio: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description AAAA, from 2010 (the first year of the PLE books) to the current year. */
                anio: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CierreEjercicioDto"];
                };
            };
            /** @description Año inválido o en curso */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description El año ya está cerrado o se está cerrando, o uno posterior lo está */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Hay trabajos pesados en curso para su compañía; intente en unos segundos */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ReportesController_reopenEjercicio: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description AAAA, from 2010 (the first year of the PLE books) to the current year. */
                anio: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Reabierto */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description El año no está cerrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Hay un año posterior cerrado, o el año se está cerrando */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Hay trabajos pesados en curso para su compañía; intente en unos segundos */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ReportesController_pdf71: {
        parameters: {
            query: {
                /** @description AAAA, from 2010 (the first year of the PLE books) to the current year. */
                anio: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description El archivo */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Año inválido, posterior al actual o con demasiados activos para un PDF */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Hay trabajos pesados en curso para su compañía; intente en unos segundos */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ReportesController_depreciacionExcel: {
        parameters: {
            query: {
                /** @description First month, AAAA-MM. */
                desde: string;
                /** @description Last month, AAAA-MM; not after the current month. */
                hasta: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description El archivo */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description Período inválido, posterior al mes actual o con más filas de las que admite una hoja */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Hay trabajos pesados en curso para su compañía; intente en unos segundos */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ReportesController_depreciacionPdf: {
        parameters: {
            query: {
                /** @description First month, AAAA-MM. */
                desde: string;
                /** @description Last month, AAAA-MM; not after the current month. */
                hasta: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description El archivo */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Período inválido o posterior al mes actual */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Hay trabajos pesados en curso para su compañía; intente en unos segundos */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ReportesController_diferenciasTemporales: {
        parameters: {
            query: {
                anio: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DiferenciasTemporalesDto"];
                };
            };
            /** @description Año inválido */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Hay trabajos pesados en curso para su compañía; intente en unos segundos */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ReportesController_diferenciasTemporalesExcel: {
        parameters: {
            query: {
                anio: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description El archivo */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description Año inválido */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Hay trabajos pesados en curso para su compañía; intente en unos segundos */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ReportesController_asignacionReporte: {
        parameters: {
            query?: {
                /** @description One user of the company; every user with assets when omitted. */
                usuarioId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReporteAsignacionDto"];
                };
            };
            /** @description Demasiados activos para un reporte: elija un usuario */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description El usuario no es de la compañía */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Hay trabajos pesados en curso para su compañía; intente en unos segundos */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ReportesController_asignacionPdf: {
        parameters: {
            query?: {
                /** @description One user of the company; every user with assets when omitted. */
                usuarioId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description El archivo */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Demasiados activos para un reporte: elija un usuario */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description El usuario no es de la compañía */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Hay trabajos pesados en curso para su compañía; intente en unos segundos */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    DashboardController_get: {
        parameters: {
            query?: {
                companiaId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardResponseDto"];
                };
            };
        };
    };
    GreConfiguracionController_find: {
        parameters: {
            query?: {
                companiaId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GreConfiguracionRespuestaDto"];
                };
            };
        };
    };
    GreConfiguracionController_update: {
        parameters: {
            query?: {
                companiaId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GreConfiguracionDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GreConfiguracionRespuestaDto"];
                };
            };
        };
    };
    GreConfiguracionController_subirCertificado: {
        parameters: {
            query?: {
                companiaId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description Certificado PKCS#12 (.pfx o .p12) con su llave privada RSA, hasta 1 MB
                     */
                    file: string;
                    /** @description Clave del certificado */
                    clave?: string;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GreConfiguracionRespuestaDto"];
                };
            };
        };
    };
    GreConfiguracionController_probar: {
        parameters: {
            query?: {
                companiaId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PruebaDeConexionGreDto"];
                };
            };
        };
    };
    GreEmisionController_estado: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GuiaElectronicaRespuestaDto"];
                };
            };
        };
    };
    GreEmisionController_emitir: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmitirGreDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GuiaElectronicaRespuestaDto"];
                };
            };
            /** @description La guía no cumple las reglas de SUNAT: errors[] con el código de SUNAT y el campo */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description El movimiento ya tiene una guía en curso o aceptada, o la compañía no configuró la guía electrónica */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    GreEmisionController_xml: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description El archivo */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
        };
    };
    GreEmisionController_cdr: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description El archivo */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": string;
                };
            };
        };
    };
    GreEmisionController_pdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description El archivo */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description La guía aún no fue aceptada por SUNAT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Hay trabajos pesados en curso para su compañía; intente en unos segundos */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    GreEmisionController_list: {
        parameters: {
            query?: {
                /** @description react-admin: ["campo","ASC"|"DESC"]; campos: id, numero, fechaEmision, estado */
                sort?: string;
                /** @description react-admin: [inicio, fin], ambos incluidos */
                range?: string;
                /** @description react-admin: objeto JSON; "q" busca texto; campos: estado, movimientoId, serie, desde, hasta */
                filter?: string;
                /** @description Dialecto paginado: página (desde 1); responde { data, pagination } */
                page?: number;
                /** @description Dialecto paginado: tamaño de página (con tope) */
                size?: number;
                /** @description Dialecto paginado: texto a buscar (sin distinguir mayúsculas ni tildes) */
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Arreglo con cabecera Content-Range: guias inicio-fin/total (react-admin), o { data, pagination } (page/size/search) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GuiaElectronicaRespuestaDto"][];
                };
            };
        };
    };
    HealthController_live: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthDto"];
                };
            };
        };
    };
    HealthController_ready: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReadinessDto"];
                };
            };
            /** @description La base no responde, tiene migraciones pendientes o el servicio se está deteniendo */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReadinessDto"];
                };
            };
        };
    };
}
