import type { RaRecord } from 'react-admin';

// The values of spec part 2 §4 and §6, as the API checks them.
export const ESTADOS = ['Pendiente', 'En Proceso', 'Completado', 'Cancelado'] as const;
export const OPCIONES = ['I', 'U', 'D'] as const;
export const ROLES = ['Responsable', 'Supervisor', 'Técnico', 'Asistente'] as const;

/** A user of a maintenance, as GET /api/mantenimiento/{id}/usuarios lists it. */
export interface UsuarioAsignado {
    id: number;
    nombre: string;
    apellido: string | null;
    codigo: string | null;
    rol: string | null;
    fechaAsignacion: string;
}

/** A maintenance as the API answers it (spec part 2 §3); dates as ISO 8601 in UTC. */
export interface Mantenimiento extends RaRecord {
    id: number;
    activoId: number;
    /** The asset's codigo and descripcion when the maintenance was last saved. */
    codigo: string | null;
    descripcion: string | null;
    descripcionServicio: string | null;
    estado: string;
    nro: string | null;
    opcion: string | null;
    fecha: string | null;
    fechaNotificacion: string | null;
    /** The asset as it is now. */
    activo: { id: number; codigo: string; descripcion: string };
    mantenimientoUsuarios: Array<{
        usuarioId: number;
        rol: string | null;
        fechaAsignacion: string;
        usuario: Pick<UsuarioAsignado, 'id' | 'nombre' | 'apellido' | 'codigo'>;
    }>;
}

/** Where a notice stands (GET /api/mantenimiento/{id}/notificaciones). */
export type EstadoAviso = 'pendiente' | 'enviando' | 'enviada' | 'fallida' | 'registrada';

/** A notice the scheduler created for one assigned user and one notification date. */
export interface Aviso {
    id: number;
    usuarioId: number;
    fechaNotificacion: string;
    whatsappLink: string | null;
    estado: EstadoAviso;
}

/** "MNT-001 - Compresora": how a maintenance is named in questions and titles. */
export const mantenimientoName = (mantenimiento: Pick<Mantenimiento, 'id' | 'codigo' | 'descripcion'>): string =>
    [mantenimiento.codigo, mantenimiento.descripcion].filter(Boolean).join(' - ') || `#${mantenimiento.id}`;
