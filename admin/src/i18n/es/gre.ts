// The texts of the guía electrónica's configuration (Gestión de Compañía › Guía electrónica (SUNAT)).
export const gre = {
    tab: 'Guía electrónica (SUNAT)',
    intro: 'Datos con los que el sistema firma y envía a SUNAT las guías de remisión electrónicas de la compañía.',
    estado: {
        completa: 'Configuración completa: la compañía puede emitir guías electrónicas.',
        incompleta: 'Falta completar la serie, las credenciales de SUNAT o el certificado.',
    },
    credenciales: {
        title: 'Serie y credenciales de SUNAT',
        serie: 'Serie',
        serie_hint: 'T y tres letras o dígitos, p. ej. T001',
        client_id: 'Client ID',
        client_secret: 'Client secret',
        usuario_sol: 'Usuario SOL',
        usuario_sol_hint: 'Usuario secundario con permiso para la guía, sin el RUC',
        clave_sol: 'Clave SOL',
        configurado: 'Configurado: déjelo en blanco para conservarlo',
        guardar: 'Guardar credenciales',
        guardadas: 'Credenciales guardadas',
    },
    certificado: {
        title: 'Certificado de firma',
        ninguno: 'Aún no hay un certificado.',
        titular: 'Titular',
        numero_serie: 'Número de serie',
        vence: 'Vence el',
        archivo: 'Certificado (.pfx o .p12)',
        elegir: 'Elegir archivo',
        clave: 'Clave del certificado',
        subir: 'Subir certificado',
        subido: 'Certificado guardado',
    },
    prueba: {
        title: 'Conexión con SUNAT',
        probar: 'Probar conexión',
        hint: 'Pide a SUNAT un token con las credenciales guardadas.',
    },
};
