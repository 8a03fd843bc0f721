import type { TranslationMessages } from 'ra-core';
import { activos } from './activo';
import { app } from './app';
import { area } from './area';
import { auditoria } from './auditoria';
import { claveApi } from './clave-api';
import { cliente } from './cliente';
import { compania } from './compania';
import { conductor } from './conductor';
import { contabilidad } from './contabilidad';
import { acta, custodio } from './custodio';
import { camposPersonalizados } from './campo-personalizado';
import { direccion } from './direccion';
import { gre } from './gre';
import { guiaElectronica } from './guia-electronica';
import { inventario } from './inventario';
import { mantenimiento } from './mantenimiento';
import { movimiento } from './movimiento';
import { ra } from './ra';
import { reportes } from './reporte';
import { usuario } from './usuario';
import { vehiculo } from './vehiculo';

// react-admin's messages, the application's own texts, and one module per resource (under its resource name).
export const es: TranslationMessages = {
    ra,
    app,
    resources: {
        activos,
        movimiento,
        mantenimiento,
        Cliente: cliente,
        Direccion: direccion,
        Usuario: usuario,
        Compania: compania,
        ClaveApi: claveApi,
        Area: area,
        reportes,
        contabilidad,
        Audit: auditoria,
        inventarios: inventario,
        'gre/conductores': conductor,
        'gre/vehiculos': vehiculo,
        gre,
        'gre/guias': guiaElectronica,
        custodios: custodio,
        'campos-personalizados': camposPersonalizados,
        'actas-entrega': acta,
        'actas-devolucion': acta,
    },
};
