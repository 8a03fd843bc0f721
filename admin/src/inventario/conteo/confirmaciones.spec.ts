import { claveDeEnvio, confirmacionesDelLote, segunConfirmaciones, type Confirmacion } from './confirmaciones';
import type { Leida } from './lectura';

const leidaEl = '2026-11-27T15:00:00.000Z';
const enviada = { codigo: 'ACT-000001', ubicacion: { direccionId: 3 }, leidoEl: leidaEl };
const otra = { codigo: 'ACT-000002', ubicacion: { direccionId: 3 }, leidoEl: '2026-11-27T15:00:01.000Z' };
const activo = { codigo: 'ACT-000001', descripcion: 'Montacargas', ubicacion: { direccionId: 4 } };

const guardada = (indice: number, resultado: 'encontrado' | 'otra_ubicacion'): Confirmacion =>
    ({ ok: true, indice, codigo: 'ACT-000001', lectura: { codigo: 'ACT-000001', activo, resultado } }) as unknown as Confirmacion;

describe('confirmaciones del conteo', () => {
    it('names each answer of a batch after the reading at its position', () => {
        const rechazo = { ok: false, indice: 1, codigo: 'ACT-000002', errores: [{ field: 'ubicacion.direccionId', message: 'La dirección indicada no existe en su compañía' }] } as Confirmacion;
        const pares = confirmacionesDelLote([enviada, otra], { guardadas: 1, rechazadas: 1, resultados: [guardada(0, 'encontrado'), rechazo] });
        expect(pares.map(([clave]) => clave)).toEqual([claveDeEnvio(enviada), claveDeEnvio(otra)]);
    });

    it('turns a waiting row into a sent one with the server result, which may differ from the phone guess', () => {
        const fila: Leida = { clave: 7, codigo: 'ACT-000001', resultado: 'encontrado', pendiente: true, envio: claveDeEnvio(enviada) };
        const confirmadas = new Map([[claveDeEnvio(enviada), guardada(0, 'otra_ubicacion')]]);
        expect(segunConfirmaciones(fila, confirmadas)).toEqual({ clave: 7, codigo: 'ACT-000001', activo, resultado: 'otra_ubicacion', enviada: true });
    });

    it('shows why a waiting row was refused', () => {
        const fila: Leida = { clave: 8, codigo: 'ACT-000002', pendiente: true, envio: claveDeEnvio(otra) };
        const rechazo = { ok: false, indice: 0, codigo: 'ACT-000002', errores: [{ field: 'codigo', message: 'Uno' }, { field: 'ubicacion', message: 'Dos' }] } as Confirmacion;
        expect(segunConfirmaciones(fila, new Map([[claveDeEnvio(otra), rechazo]]))).toEqual({ clave: 8, codigo: 'ACT-000002', error: 'Uno / Dos' });
    });

    it('leaves rows that did not wait, or whose batch is unanswered, as they were', () => {
        const enLinea: Leida = { clave: 1, codigo: 'ACT-000001', resultado: 'encontrado' };
        const esperando: Leida = { clave: 2, codigo: 'ACT-000002', pendiente: true, envio: claveDeEnvio(otra) };
        const confirmadas = new Map([[claveDeEnvio(enviada), guardada(0, 'encontrado')]]);
        expect(segunConfirmaciones(enLinea, confirmadas)).toBe(enLinea);
        expect(segunConfirmaciones(esperando, confirmadas)).toBe(esperando);
    });
});
