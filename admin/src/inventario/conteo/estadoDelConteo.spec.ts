import { claveDeEnvio, type Confirmacion } from './confirmaciones';
import {
    activoDeLaLectura,
    estadoDelConteo,
    estadoInicial,
    filasDelConteo,
    fueLeido,
    ULTIMAS,
    type AccionDelConteo,
    type EstadoDelConteo,
} from './estadoDelConteo';
import type { ActivoDeInventario } from '../../api/tipos';

const ALMACEN = { direccionId: 4, direccion: 'Av. Argentina 2450' };
const OFICINA = { direccionId: 3, direccion: 'Av. Javier Prado Este 1234', piso: '2' };

const activo = (id: number, codigo: string, leido = false) =>
    ({ id, codigo, descripcion: `Activo ${id}`, ubicacion: ALMACEN, leido }) as unknown as ActivoDeInventario;
const MONTACARGAS = activo(1, 'ACT-000001');
const BALANZA = activo(2, 'ACT-000002');
const LEIDO_ANTES = activo(3, 'ACT-000003', true);
const ACTIVOS = [MONTACARGAS, BALANZA, LEIDO_ANTES];

/** What happens, in turn, from `estado`; each state is frozen, so a reducer that changed one in place would throw. */
const tras = (estado: EstadoDelConteo, ...acciones: AccionDelConteo[]): EstadoDelConteo =>
    acciones.reduce((antes, accion) => estadoDelConteo(Object.freeze(antes), accion), estado);

const contando = () => estadoInicial({ ubicacion: ALMACEN, contando: true });

const encontrado = (codigo: string) => ({ codigo, resultado: 'encontrado' as const });
const leida = (codigo: string, activoId?: number): AccionDelConteo => ({ tipo: 'leida', leida: encontrado(codigo), activoId });

const enEspera = (codigo: string, segundo: number) => {
    const lectura = { codigo, ubicacion: { direccionId: 4 }, leidoEl: `2026-11-27T15:00:0${segundo}.000Z` };
    return { envio: claveDeEnvio(lectura), leida: { codigo, resultado: 'encontrado' as const, pendiente: true, envio: claveDeEnvio(lectura) } };
};
const guardada = (indice: number, codigo: string, activoId: number | null, resultado = 'encontrado'): Confirmacion =>
    ({ ok: true, indice, codigo, lectura: { codigo, activoId, activo: null, resultado } }) as unknown as Confirmacion;
const rechazada = (indice: number, codigo: string): Confirmacion =>
    ({ ok: false, indice, codigo, errores: [{ field: 'ubicacion.direccionId', message: 'La dirección indicada no existe en su compañía' }] }) as Confirmacion;

describe('estado del conteo', () => {
    it('opens at the place kept on the phone, with nothing typed, read or confirmed', () => {
        expect(estadoInicial({ ubicacion: OFICINA, contando: false })).toEqual({
            lugar: { ubicacion: OFICINA, contando: false },
            codigo: '',
            camara: false,
            lecturas: [],
            siguiente: 1,
            leidos: new Set(),
            confirmadas: new Map(),
        });
    });

    it('keeps what is typed in the code field, and empties it when the code is registered', () => {
        const escrito = tras(contando(), { tipo: 'escribir', codigo: 'ACT-0' }, { tipo: 'escribir', codigo: 'ACT-000001' });
        expect(escrito.codigo).toBe('ACT-000001');
        expect(tras(escrito, { tipo: 'escribir', codigo: '' }).codigo).toBe('');
    });

    it('turns the camera on and off', () => {
        const encendida = tras(contando(), { tipo: 'camara' });
        expect(encendida.camara).toBe(true);
        expect(tras(encendida, { tipo: 'camara' }).camara).toBe(false);
    });

    describe('the place', () => {
        it('is chosen in the place step, then counting starts there', () => {
            const elegido = tras(estadoInicial({ ubicacion: {}, contando: false }), { tipo: 'ubicacion', ubicacion: ALMACEN });
            expect(elegido.lugar).toEqual({ ubicacion: ALMACEN, contando: false });
            expect(tras(elegido, { tipo: 'empezar' }).lugar).toEqual({ ubicacion: ALMACEN, contando: true });
        });

        it('changes through the place step: the readings, the assets read, the field and the camera stay', () => {
            const antes = tras(contando(), leida('ACT-000001', 1), { tipo: 'escribir', codigo: 'ACT-9' }, { tipo: 'camara' });
            const enElPaso = tras(antes, { tipo: 'cambiarUbicacion' });
            expect(enElPaso.lugar).toEqual({ ubicacion: ALMACEN, contando: false });
            const otroLugar = tras(enElPaso, { tipo: 'ubicacion', ubicacion: OFICINA }, { tipo: 'empezar' });
            expect(otroLugar).toEqual({ ...antes, lugar: { ubicacion: OFICINA, contando: true } });
        });
    });

    describe('a reading', () => {
        it('comes first in the list with a key of its own, and its asset counts as read', () => {
            const estado = tras(contando(), leida('ACT-000001', 1), leida('ACT-000002', 2));
            expect(estado.lecturas).toEqual([
                { ...encontrado('ACT-000002'), clave: 2 },
                { ...encontrado('ACT-000001'), clave: 1 },
            ]);
            expect(estado.siguiente).toBe(3);
            expect([...estado.leidos]).toEqual([1, 2]);
        });

        it('of an asset read before is a new row, but the asset counts once', () => {
            const una = tras(contando(), leida('ACT-000001', 1));
            const dos = tras(una, leida('ACT-000001', 1));
            expect(dos.lecturas.map(({ clave, codigo }) => [clave, codigo])).toEqual([
                [2, 'ACT-000001'],
                [1, 'ACT-000001'],
            ]);
            expect(dos.leidos).toBe(una.leidos);
            expect(ACTIVOS.filter((candidato) => fueLeido(dos, candidato)).map(({ id }) => id)).toEqual([1, 3]);
        });

        it('the API refused is listed with why, and counts nothing', () => {
            const estado = tras(contando(), { tipo: 'leida', leida: { codigo: 'ACT-000001', error: 'La campaña está cerrada' }, activoId: 1 });
            expect(estado.lecturas).toEqual([{ codigo: 'ACT-000001', error: 'La campaña está cerrada', clave: 1 }]);
            expect(estado.leidos.size).toBe(0);
        });

        it('of no asset of the campaign is listed, and counts nothing', () => {
            const estado = tras(contando(), { tipo: 'leida', leida: { codigo: 'NO-EXISTE-999', resultado: 'sobrante' } });
            expect(estado.lecturas).toHaveLength(1);
            expect(estado.leidos.size).toBe(0);
        });

        it('pushes the oldest out past the last one and the ULTIMAS before it', () => {
            const muchas = Array.from({ length: ULTIMAS + 3 }, (_, n) => leida(`ACT-${n}`));
            const estado = tras(contando(), ...muchas);
            expect(estado.lecturas).toHaveLength(ULTIMAS + 1);
            expect(estado.lecturas[0]).toMatchObject({ codigo: `ACT-${ULTIMAS + 2}`, clave: ULTIMAS + 3 });
            expect(estado.lecturas.at(-1)).toMatchObject({ codigo: 'ACT-2', clave: 3 });
        });
    });

    describe('the confirmation of a batch', () => {
        it('turns each row that waited into the server answer, and counts the assets it saved', () => {
            const [montacargas, balanza] = [enEspera('ACT-000001', 1), enEspera('ACT-000002', 2)];
            const esperando = tras(contando(), { tipo: 'leida', leida: montacargas.leida }, { tipo: 'leida', leida: balanza.leida });
            expect(esperando.leidos.size).toBe(0);
            const estado = tras(esperando, {
                tipo: 'confirmadas',
                lote: [
                    [montacargas.envio, guardada(0, 'ACT-000001', 1, 'otra_ubicacion')],
                    [balanza.envio, rechazada(1, 'ACT-000002')],
                ],
            });
            expect([...estado.leidos]).toEqual([1]);
            expect(filasDelConteo(estado)).toEqual([
                { clave: 2, codigo: 'ACT-000002', error: 'La dirección indicada no existe en su compañía' },
                { clave: 1, codigo: 'ACT-000001', activo: null, resultado: 'otra_ubicacion', enviada: true },
            ]);
            // The rows themselves keep what the phone knew: the confirmations are applied as they are shown.
            expect(estado.lecturas).toBe(esperando.lecturas);
        });

        it('that comes before its row (sent while the row was being kept) still applies to it', () => {
            const montacargas = enEspera('ACT-000001', 1);
            const estado = tras(
                contando(),
                { tipo: 'confirmadas', lote: [[montacargas.envio, guardada(0, 'ACT-000001', 1)]] },
                { tipo: 'leida', leida: montacargas.leida, activoId: 1 },
            );
            expect(filasDelConteo(estado)).toEqual([{ clave: 1, codigo: 'ACT-000001', activo: null, resultado: 'encontrado', enviada: true }]);
            expect([...estado.leidos]).toEqual([1]);
        });

        it('adds to the earlier ones; a code of no asset is saved but counts nothing; an empty batch changes nothing', () => {
            const [uno, dos] = [enEspera('ACT-000001', 1), enEspera('SOBRANTE-1', 2)];
            const primero = tras(contando(), { tipo: 'confirmadas', lote: [[uno.envio, guardada(0, 'ACT-000001', 1)]] });
            const segundo = tras(primero, { tipo: 'confirmadas', lote: [[dos.envio, guardada(0, 'SOBRANTE-1', null, 'sobrante')]] });
            expect([...segundo.confirmadas.keys()]).toEqual([uno.envio, dos.envio]);
            expect(segundo.leidos).toBe(primero.leidos);
            expect(tras(segundo, { tipo: 'confirmadas', lote: [] })).toBe(segundo);
        });
    });

    describe('the asset a reading counts', () => {
        it('is the one the API named, else the one of the code read', () => {
            expect(activoDeLaLectura({ codigo: 'http://panel/a/ACT-000002', activo: { ...BALANZA }, resultado: 'encontrado' }, ACTIVOS)).toBe(2);
            expect(activoDeLaLectura({ codigo: 'ACT-000001', resultado: 'otra_ubicacion', pendiente: true }, ACTIVOS)).toBe(1);
        });

        it('is none for a code no asset of the campaign has, or an unreadable text', () => {
            expect(activoDeLaLectura({ codigo: 'NO-EXISTE-999', resultado: 'sobrante' }, ACTIVOS)).toBeUndefined();
            expect(activoDeLaLectura({ codigo: 'ACT-000001', resultado: 'ilegible' }, ACTIVOS)).toBeUndefined();
        });
    });
});
