import { redactarAviso } from '@dominio/aviso';
import { usuarioNombre } from '../activo/record';
import type { Aviso, EstadoAviso, Mantenimiento, Usuario } from '../api/tipos';

/** One assigned user's WhatsApp message link. */
export interface EnlaceWhatsapp {
    usuarioId: number;
    nombre: string;
    rol: string | null;
    link: string;
    /** The notice of the current notification date, once the scheduler has created it. */
    aviso?: EstadoAviso;
}

const mismoInstante = (a: string | null, b: string | null) => a !== null && b !== null && new Date(a).getTime() === new Date(b).getTime();

/**
 * The link of each assigned user who has a WhatsApp number (their own, else the maintenance's nro): the one stored
 * on the notice of the current notification date, or, before the scheduler has created it, the same link built with
 * the API's own wording.
 */
export const enlacesWhatsapp = (mantenimiento: Mantenimiento, usuarios: Usuario[], avisos: Aviso[]): EnlaceWhatsapp[] =>
    mantenimiento.mantenimientoUsuarios.flatMap(({ usuarioId, rol, usuario }) => {
        const nombre = usuarioNombre(usuario);
        const aviso = avisos.find(
            (candidato) =>
                candidato.usuarioId === usuarioId &&
                mismoInstante(candidato.fechaNotificacion, mantenimiento.fechaNotificacion),
        );
        const telefono = usuarios.find((candidato) => candidato.id === usuarioId)?.numeroTelefonico ?? null;
        const link =
            aviso?.whatsappLink ??
            redactarAviso({
                codigo: mantenimiento.codigo,
                descripcion: mantenimiento.descripcion,
                descripcionServicio: mantenimiento.descripcionServicio,
                fecha: mantenimiento.fecha ? new Date(mantenimiento.fecha) : null,
                rol,
                destinatario: nombre,
                telefonos: [telefono, mantenimiento.nro],
            }).whatsappLink;
        return link ? [{ usuarioId, nombre, rol, link, aviso: aviso?.estado }] : [];
    });
