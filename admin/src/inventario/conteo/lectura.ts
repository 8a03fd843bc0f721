import { camposLeidos } from '@dominio/inventario';
import type { LecturaNueva, UbicacionInventario } from '../../api/tipos';

/** The location as a reading sends it: only the parts given, without the names the answers add. */
export const ubicacionDeLectura = (ubicacion: UbicacionInventario): LecturaNueva['ubicacion'] =>
    Object.fromEntries(
        camposLeidos(ubicacion).map((campo) => {
            const valor = ubicacion[campo];
            return [campo, typeof valor === 'string' ? valor.trim() : valor];
        }),
    );
