import { CAMPOS_CABECERA, type GuiaMovimiento } from '../record';
import {
    activosEnGuias,
    ESTADO_INICIAL,
    estadoDeGeneracion,
    faltante,
    hayCambios,
    mensajeDelProblema,
    type AccionDeGeneracion,
    type EstadoDeGeneracion,
} from './estadoDeGeneracion';

const laptop = { id: 1, codigo: 'ACT-000001', descripcion: 'Laptop Dell' };
const proyector = { id: 2, codigo: 'ACT-000002', descripcion: 'Proyector Epson' };

const guiaDe = (activo: typeof laptop, ruc: string): GuiaMovimiento => ({
    ruc,
    fecha: '2025-03-10T15:00:00.000Z',
    destinatario: 'Planta Arequipa',
    guiaRemitente: 'Empresa Demo S.A.C.',
    puntoDePartida: 'Av. Javier Prado Este 1234, San Isidro',
    puntoDeLlegada: 'Parque Industrial, Arequipa',
    activoId: activo.id,
    codigo: activo.codigo,
    unidad: 'UND',
    descripcion: activo.descripcion,
    cantidad: 1,
});

/** The state after the actions, one after another, from the empty page. */
const tras = (...acciones: AccionDeGeneracion[]): EstadoDeGeneracion => acciones.reduce(estadoDeGeneracion, ESTADO_INICIAL);

const conDosActivos: AccionDeGeneracion[] = [
    { type: 'agregarActivo', activo: laptop },
    { type: 'agregarActivo', activo: proyector },
];
/** Two assets, and a guide line carrying the laptop. */
const conGuia: AccionDeGeneracion[] = [
    ...conDosActivos,
    { type: 'nuevaGuia', cabecera: {} },
    { type: 'guardarGuia', guia: guiaDe(laptop, 'T001-00000001') },
];

describe('estado de la generación de movimientos', () => {
    it('starts empty, with nothing to lose, nothing open and nothing on its way', () => {
        expect(ESTADO_INICIAL).toEqual({ activos: [], guias: [], guardando: false, guardado: false });
        expect(hayCambios(ESTADO_INICIAL)).toBe(false);
    });

    describe('assets', () => {
        it('adds a picked asset at the end, keeping only its id, code and description', () => {
            const completo = { ...proyector, marca: 'Epson', precio: 2500 };
            const estado = tras({ type: 'agregarActivo', activo: laptop }, { type: 'agregarActivo', activo: completo });
            expect(estado.activos).toEqual([laptop, proyector]);
            expect(hayCambios(estado)).toBe(true);
        });

        it('does not add the same asset twice', () => {
            const antes = tras(...conDosActivos);
            const despues = estadoDeGeneracion(antes, { type: 'agregarActivo', activo: { ...laptop } });
            expect(despues).toBe(antes);
            expect(despues.activos).toEqual([laptop, proyector]);
        });

        it('removes an asset no guide carries', () => {
            expect(tras(...conDosActivos, { type: 'quitarActivo', id: laptop.id }).activos).toEqual([proyector]);
            expect(tras(...conGuia, { type: 'quitarActivo', id: proyector.id }).activos).toEqual([laptop]);
        });

        it('keeps an asset a guide carries until its guide is removed', () => {
            const antes = tras(...conGuia);
            expect(estadoDeGeneracion(antes, { type: 'quitarActivo', id: laptop.id })).toBe(antes);
            const sinGuia = estadoDeGeneracion(antes, { type: 'eliminarGuia', index: 0 });
            expect(estadoDeGeneracion(sinGuia, { type: 'quitarActivo', id: laptop.id }).activos).toEqual([proyector]);
        });

        it('keeps an asset a guide carries once the guide is changed to another asset, then lets it go', () => {
            const cambiada = tras(
                ...conGuia,
                { type: 'editarGuia', index: 0 },
                { type: 'guardarGuia', guia: guiaDe(proyector, 'T001-00000001') },
            );
            expect(activosEnGuias(cambiada.guias)).toEqual([proyector.id]);
            expect(estadoDeGeneracion(cambiada, { type: 'quitarActivo', id: laptop.id }).activos).toEqual([proyector]);
        });

        it('counts only the guide lines with an asset as carrying one', () => {
            expect(activosEnGuias([guiaDe(laptop, 'A'), { ...guiaDe(proyector, 'B'), activoId: null }])).toEqual([laptop.id]);
        });
    });

    describe('guide lines', () => {
        it('opens a new line with the header’s date, recipient and points, one unit, and no index', () => {
            const cabecera = {
                fecha: '2025-03-10T15:00:00.000Z',
                destinatario: 'Planta Arequipa',
                puntoDePartida: 'Lima',
                puntoDeLlegada: 'Arequipa',
            };
            // The header form's other fields stay out of the guide.
            const estado = tras({ type: 'nuevaGuia', cabecera: { ...cabecera, detalle: 'Equipos' } as typeof cabecera });
            expect(estado.editando).toEqual({ guia: { ...cabecera, unidad: 'UND', cantidad: 1 } });
            expect(estado.guias).toEqual([]);
        });

        it('adds a saved new line at the end and closes the dialog', () => {
            const segunda = guiaDe(proyector, 'T001-00000002');
            const estado = tras(...conGuia, { type: 'nuevaGuia', cabecera: {} }, { type: 'guardarGuia', guia: segunda });
            expect(estado.guias).toEqual([guiaDe(laptop, 'T001-00000001'), segunda]);
            expect(estado.editando).toBeUndefined();
            expect(activosEnGuias(estado.guias)).toEqual([laptop.id, proyector.id]);
        });

        it('opens a line to edit with its values and its index, and saving replaces it in place', () => {
            const dos = tras(...conGuia, { type: 'nuevaGuia', cabecera: {} }, { type: 'guardarGuia', guia: guiaDe(proyector, 'B') });
            const abierta = estadoDeGeneracion(dos, { type: 'editarGuia', index: 0 });
            expect(abierta.editando).toEqual({ index: 0, guia: guiaDe(laptop, 'T001-00000001') });
            const cambiada = { ...guiaDe(laptop, 'T001-00000001'), unidad: 'CAJ', cantidad: 2 };
            const estado = estadoDeGeneracion(abierta, { type: 'guardarGuia', guia: cambiada });
            expect(estado.guias).toEqual([cambiada, guiaDe(proyector, 'B')]);
            expect(estado.editando).toBeUndefined();
        });

        it('editing a line then cancelling leaves every line as it was', () => {
            const antes = tras(...conGuia);
            const estado = tras(...conGuia, { type: 'editarGuia', index: 0 }, { type: 'cancelarGuia' });
            expect(estado).toEqual(antes);
            expect(estado.editando).toBeUndefined();
        });

        it('cancelling a new line adds nothing', () => {
            expect(tras(...conGuia, { type: 'nuevaGuia', cabecera: {} }, { type: 'cancelarGuia' })).toEqual(tras(...conGuia));
        });

        it('ignores editing a line that is not there, and a save with no dialog open', () => {
            const antes = tras(...conGuia);
            expect(estadoDeGeneracion(antes, { type: 'editarGuia', index: 3 })).toBe(antes);
            expect(estadoDeGeneracion(antes, { type: 'guardarGuia', guia: guiaDe(proyector, 'X') })).toBe(antes);
        });

        it('removes a line by its index, and ignores one that is not there', () => {
            const dos = tras(...conGuia, { type: 'nuevaGuia', cabecera: {} }, { type: 'guardarGuia', guia: guiaDe(proyector, 'B') });
            expect(estadoDeGeneracion(dos, { type: 'eliminarGuia', index: 0 }).guias).toEqual([guiaDe(proyector, 'B')]);
            expect(estadoDeGeneracion(dos, { type: 'eliminarGuia', index: 2 })).toBe(dos);
        });
    });

    describe('Generar Movimiento', () => {
        const cabeceraCompleta = Object.fromEntries(CAMPOS_CABECERA.map((campo) => [campo, `${campo} lleno`]));

        it('names the first part missing: the header, then the assets, then the guide lines', () => {
            const { activos, guias } = tras(...conGuia);
            expect(faltante({ ...cabeceraCompleta, licencia: '  ' }, activos, guias)).toBe('resources.movimiento.generacion.campos');
            expect(faltante(cabeceraCompleta, [], [])).toBe('resources.movimiento.generacion.activos_requeridos');
            expect(faltante(cabeceraCompleta, activos, [])).toBe('resources.movimiento.generacion.guias_requeridas');
            expect(faltante(cabeceraCompleta, activos, guias)).toBeUndefined();
        });

        it('tells what is missing in the Campo Requerido dialog, until it is closed', () => {
            const estado = tras({ type: 'incompleto', falta: 'resources.movimiento.generacion.activos_requeridos' });
            expect(estado.problema).toEqual({ falta: 'resources.movimiento.generacion.activos_requeridos' });
            expect(estado.guardando).toBe(false);
            expect(mensajeDelProblema(estado.problema!)).toEqual({
                title: 'resources.movimiento.validation.required_title',
                text: 'resources.movimiento.generacion.activos_requeridos',
                severity: 'error',
            });
            expect(estadoDeGeneracion(estado, { type: 'cerrarProblema' }).problema).toBeUndefined();
        });

        it('waits while the movement is sent, and stays waiting once saved, until the list shows', () => {
            const enviando = tras(...conGuia, { type: 'enviando' });
            expect(enviando).toMatchObject({ guardando: true, guardado: false });
            const guardado = estadoDeGeneracion(enviando, { type: 'guardado' });
            expect(guardado).toMatchObject({ guardando: true, guardado: true });
            expect(guardado.activos).toEqual([laptop, proyector]);
        });

        it('a failed save keeps the assets and the guide lines, stops waiting and tells the server’s message', () => {
            const antes = tras(...conGuia);
            const fallido = tras(...conGuia, { type: 'enviando' }, { type: 'fallo', mensaje: 'El RUC no es válido' });
            expect(fallido).toEqual({ ...antes, guardando: false, problema: { error: 'El RUC no es válido' } });
            expect(fallido.guardado).toBe(false);
            expect(mensajeDelProblema(fallido.problema!)).toEqual({
                title: 'resources.movimiento.errors.save_title',
                text: 'resources.movimiento.errors.generar',
                args: { message: 'El RUC no es válido' },
                severity: 'error',
            });
            // Closing the message leaves everything to correct and send again.
            expect(estadoDeGeneracion(fallido, { type: 'cerrarProblema' })).toEqual(antes);
        });

        it('a new attempt retires the previous problem', () => {
            const estado = tras({ type: 'fallo', mensaje: 'Sin conexión' }, { type: 'enviando' });
            expect(estado.problema).toBeUndefined();
            expect(estado.guardando).toBe(true);
        });
    });
});
