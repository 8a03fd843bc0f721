import type { Mantenimiento } from '../api/tipos';

// The values of docs/especificacion-operaciones.md §4 and §6, as the API checks them.
export const ESTADOS = ['Pendiente', 'En Proceso', 'Completado', 'Cancelado'] as const;
export const ROLES = ['Responsable', 'Supervisor', 'Técnico', 'Asistente'] as const;

/** "MNT-001 - Compresora": how a maintenance is named in questions and titles. */
export const mantenimientoName = (mantenimiento: Pick<Mantenimiento, 'id' | 'codigo' | 'descripcion'>): string =>
    [mantenimiento.codigo, mantenimiento.descripcion].filter(Boolean).join(' - ') || `#${mantenimiento.id}`;
