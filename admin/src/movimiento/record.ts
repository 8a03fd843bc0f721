import type { ActivoOption } from '../activo/record';
import { formatLimaDate } from '../common/format';
// The API's own lists, so the form offers and requires exactly what the server validates.
import { CAMPOS_CABECERA, UNIDADES } from '@dominio/campos-movimiento';
import type { Movimiento } from '../api/tipos';

export { CAMPOS_CABECERA };

export const UNIDAD_CHOICES = UNIDADES.map((unidad) => ({ id: unidad, name: unidad }));

/** A transport guide line (docs/especificacion-operaciones.md §3 "GuiaMovimiento"); `ruc` is the guide number. */
export interface GuiaMovimiento {
    id?: number;
    ruc: string | null;
    fecha: string | null;
    destinatario: string | null;
    guiaRemitente: string | null;
    puntoDePartida: string | null;
    puntoDeLlegada: string | null;
    activoId: number | null;
    codigo: string | null;
    unidad: string;
    descripcion: string | null;
    cantidad: number;
}

/** "21/11/2025 - Almacén Central": how a movement is named. */
export const movimientoName = (movimiento: Pick<Movimiento, 'fecha' | 'destinatario'>): string =>
    `${formatLimaDate(movimiento.fecha)} - ${movimiento.destinatario}`;

/** What a movement keeps of a picked asset. */
export const resumenDe = ({ id, codigo, descripcion }: ActivoOption): ActivoOption => ({ id, codigo, descripcion });

/** The guide description the spec derives from the chosen assets: their descriptions joined by commas. */
export const descripcionesDe = (activos: readonly ActivoOption[]): string =>
    activos.map((activo) => activo.descripcion).join(', ');
