import { camposLeidos, type ResultadoLectura } from '@dominio/inventario';
import type { LecturaNueva, UbicacionInventario } from '../../api/tipos';

/** The location as a reading sends it: only the parts given, without the names the answers add. */
export const ubicacionDeLectura = (ubicacion: UbicacionInventario): LecturaNueva['ubicacion'] =>
    Object.fromEntries(
        camposLeidos(ubicacion).map((campo) => {
            const valor = ubicacion[campo];
            return [campo, typeof valor === 'string' ? valor.trim() : valor];
        }),
    );

/** A reading as the page tells it: what the API answered, or what the phone knows while it waits for the network. */
export interface Leida {
    clave: number;
    codigo: string;
    activo?: { codigo: string; descripcion: string; ubicacion: UbicacionInventario } | null;
    resultado?: ResultadoLectura;
    /** Kept on the phone, to be sent; `envio` names it in the queue (claveDeEnvio). */
    pendiente?: boolean;
    envio?: string;
    /** Kept on the phone, then sent: the server has it. */
    enviada?: boolean;
    /** Why the API refused it. */
    error?: string;
}
