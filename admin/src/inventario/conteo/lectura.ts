import { camposLeidos, enSuLugar, type ResultadoLectura } from '@dominio/inventario';
import type { ActivoDeInventario, Lectura, LecturaNueva, UbicacionInventario } from '../../api/tipos';

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

/**
 * What the phone can say of a reading kept for later, counted at `ubicacion`: the asset of the campaign's list, and
 * whether its books put it here; or, for a text that names no code (`codigo` null), that it is unreadable.
 */
export const segunElTelefono = (
    activos: readonly ActivoDeInventario[],
    ubicacion: UbicacionInventario,
    codigo: string | null,
    textoLeido: string,
): Omit<Leida, 'clave'> => {
    if (codigo === null) return { codigo: textoLeido, resultado: 'ilegible', pendiente: true };
    const activo = activos.find((candidato) => candidato.codigo === codigo);
    return {
        codigo,
        activo,
        resultado: !activo ? 'sobrante' : enSuLugar(activo.ubicacion, ubicacion) ? 'encontrado' : 'otra_ubicacion',
        pendiente: true,
    };
};

/** The API's answer for a reading. An unreadable reading has no code: the text read says which it was. */
export const segunLaApi = (lectura: Lectura, textoLeido: string): Omit<Leida, 'clave'> => ({
    codigo: lectura.codigo || textoLeido,
    activo: lectura.activo,
    resultado: lectura.resultado,
});
