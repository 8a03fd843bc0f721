import type { ActivoOption } from '../../activo/record';
import { text } from '../../common/payload';
import { CAMPOS_CABECERA, resumenDe, type GuiaMovimiento } from '../record';

// Pure: no React, so the unit suite runs it as it is (estadoDeGeneracion.spec.ts).

type Values = Record<string, unknown>;

/** The guide being added (no index) or changed. */
export interface GuiaEnEdicion {
    index?: number;
    guia: Partial<GuiaMovimiento>;
}

/** Why Generar Movimiento did not go through: what the page still lacks (a translation key), or the server's message. */
export type ProblemaDeGeneracion = { falta: string } | { error: string };

/** What the generation page holds besides its header form (docs/especificacion-operaciones.md §5 "Generación de movimientos"). */
export interface EstadoDeGeneracion {
    activos: ActivoOption[];
    guias: GuiaMovimiento[];
    /** The guide dialog, when open. */
    editando?: GuiaEnEdicion;
    /** Told in a dialog until the user closes it. */
    problema?: ProblemaDeGeneracion;
    /** The movement is on its way to the server. */
    guardando: boolean;
    /** The server saved it: nothing is left to lose, the page goes back to the list. */
    guardado: boolean;
}

export const ESTADO_INICIAL: EstadoDeGeneracion = { activos: [], guias: [], guardando: false, guardado: false };

/** The header's fields a new guide line starts from. */
export type CabeceraDeGuia = Partial<Pick<GuiaMovimiento, 'fecha' | 'destinatario' | 'puntoDePartida' | 'puntoDeLlegada'>>;

export type AccionDeGeneracion =
    /** Picked in Agregar Activo; an asset the movement already holds is not added twice. */
    | { type: 'agregarActivo'; activo: ActivoOption }
    /** Quitar; an asset a guide carries stays until its guide is changed or removed. */
    | { type: 'quitarActivo'; id: number }
    /** Agregar Guía: the dialog opens with the header's date, recipient and points. */
    | { type: 'nuevaGuia'; cabecera: CabeceraDeGuia }
    /** Editar on a guide line. */
    | { type: 'editarGuia'; index: number }
    /** Guardar in the guide dialog: the new line is added, a changed one replaces its old self. */
    | { type: 'guardarGuia'; guia: GuiaMovimiento }
    /** Cancelar (or Escape) in the guide dialog: the lines stay as they were. */
    | { type: 'cancelarGuia' }
    /** Eliminar on a guide line. */
    | { type: 'eliminarGuia'; index: number }
    /** Generar Movimiento with a part missing (faltante's key). */
    | { type: 'incompleto'; falta: string }
    | { type: 'enviando' }
    | { type: 'guardado' }
    /** The server refused or could not be reached: everything stays, to correct and retry. */
    | { type: 'fallo'; mensaje: string }
    /** Aceptar in the problem's dialog. */
    | { type: 'cerrarProblema' };

/** The first values of a new guide line: the header's date, recipient and points, one unit. */
const guiaNueva = ({ fecha, destinatario, puntoDePartida, puntoDeLlegada }: CabeceraDeGuia): Partial<GuiaMovimiento> => ({
    fecha,
    destinatario,
    puntoDePartida,
    puntoDeLlegada,
    unidad: 'UND',
    cantidad: 1,
});

/** The guide lines once `guia` is saved from the dialog `editando`. */
const conGuiaGuardada = (guias: GuiaMovimiento[], editando: GuiaEnEdicion, guia: GuiaMovimiento): GuiaMovimiento[] =>
    editando.index === undefined ? [...guias, guia] : guias.map((actual, i) => (i === editando.index ? guia : actual));

/** The assets the guide lines carry. */
export const activosEnGuias = (guias: readonly GuiaMovimiento[]): number[] =>
    guias.flatMap((guia) => (guia.activoId ? [guia.activoId] : []));

/** Whether leaving the page would lose assets or guide lines (the header's own changes are the form's to tell). */
export const hayCambios = ({ activos, guias }: EstadoDeGeneracion): boolean => activos.length > 0 || guias.length > 0;

/** The first of the spec's messages the page breaks (docs/especificacion-operaciones.md §5 "Generación de movimientos"), as a translation key. */
export const faltante = (values: Values, activos: readonly ActivoOption[], guias: readonly GuiaMovimiento[]): string | undefined => {
    if (CAMPOS_CABECERA.some((campo) => !text(values[campo]))) return 'resources.movimiento.generacion.campos';
    if (!activos.length) return 'resources.movimiento.generacion.activos_requeridos';
    if (!guias.length) return 'resources.movimiento.generacion.guias_requeridas';
    return undefined;
};

/** The dialog that tells a problem: its title, text and arguments as translation keys (MessageDialog's message). */
export const mensajeDelProblema = (problema: ProblemaDeGeneracion) =>
    'falta' in problema
        ? { title: 'resources.movimiento.validation.required_title', text: problema.falta, severity: 'error' as const }
        : {
              title: 'resources.movimiento.errors.save_title',
              text: 'resources.movimiento.errors.generar',
              args: { message: problema.error },
              severity: 'error' as const,
          };

/** The guide dialog's actions. */
const conAccionDeGuia = (estado: EstadoDeGeneracion, accion: AccionDeGeneracion): EstadoDeGeneracion => {
    switch (accion.type) {
        case 'nuevaGuia':
            return { ...estado, editando: { guia: guiaNueva(accion.cabecera) } };
        case 'editarGuia': {
            const guia = estado.guias[accion.index];
            return guia ? { ...estado, editando: { index: accion.index, guia } } : estado;
        }
        case 'guardarGuia':
            if (!estado.editando) return estado;
            return { ...estado, guias: conGuiaGuardada(estado.guias, estado.editando, accion.guia), editando: undefined };
        case 'cancelarGuia':
            return { ...estado, editando: undefined };
        case 'eliminarGuia':
            if (!estado.guias[accion.index]) return estado;
            return { ...estado, guias: estado.guias.filter((_guia, i) => i !== accion.index) };
        default:
            return estado;
    }
};

/** The generation page's state after `accion`: the page's useReducer. */
export const estadoDeGeneracion = (estado: EstadoDeGeneracion, accion: AccionDeGeneracion): EstadoDeGeneracion => {
    switch (accion.type) {
        case 'agregarActivo':
            if (estado.activos.some((activo) => activo.id === accion.activo.id)) return estado;
            return { ...estado, activos: [...estado.activos, resumenDe(accion.activo)] };
        case 'quitarActivo':
            if (activosEnGuias(estado.guias).includes(accion.id)) return estado;
            return { ...estado, activos: estado.activos.filter((activo) => activo.id !== accion.id) };
        case 'incompleto':
            return { ...estado, problema: { falta: accion.falta } };
        case 'enviando':
            return { ...estado, guardando: true, problema: undefined };
        case 'guardado':
            // Guardando stays: the buttons stay disabled until the list shows.
            return { ...estado, guardado: true };
        case 'fallo':
            return { ...estado, guardando: false, problema: { error: accion.mensaje } };
        case 'cerrarProblema':
            return { ...estado, problema: undefined };
        default:
            return conAccionDeGuia(estado, accion);
    }
};
