import type { TranslateFunction } from 'react-admin';

/** An audit action as the screen names it ("Creación" for CREATE); one it does not know, as stored. */
export const nombreDeAccion = (translate: TranslateFunction, accion: string): string => translate(`resources.Audit.acciones.${accion}`, { _: accion });

/** An audited table as the screen names it ("Mejoras de activos" for activo_mejora); one it does not know, as stored. */
export const nombreDeTabla = (translate: TranslateFunction, tabla: string): string => translate(`resources.Audit.tablas.${tabla}`, { _: tabla });
