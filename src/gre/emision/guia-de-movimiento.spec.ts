import { guiaDeMovimiento, lineaDeDireccion, MovimientoParaGuia, puntosFaltantes } from './guia-de-movimiento';
import type { EmitirGreDto } from './dto/emitir-gre.dto';

const EMISOR = { ruc: '20512333797', razonSocial: 'EMPRESA DEMO S.A.C.' };
const direccion = (calle: string, ubigeo: string, codigoEstablecimiento: string | null) => ({
  calle,
  urbanizacion: null,
  distrito: 'San Isidro',
  provincia: 'Lima',
  departamento: 'Lima',
  ubigeo,
  codigoEstablecimiento,
});
const MOVIMIENTO: MovimientoParaGuia = {
  id: 42,
  destinatario: 'EMPRESA DEMO S.A.C.',
  ruc: '20512333797',
  detalle: 'Al almacén',
  partida: { direccion: direccion('Jr. Lampa 456', '150101', '0000'), rucPropietario: '20512333797' },
  llegada: { direccion: direccion('Av. Javier Prado Este 123', '150131', '0002'), rucPropietario: '20512333797' },
  activos: [{ codigo: 'ACT-000001', descripcion: 'Laptop Dell' }],
};
const PRIVADO = {
  modalidad: '02',
  pesoBruto: 10,
  unidadPeso: 'KGM',
  fechaInicioTraslado: '2026-11-28',
  conductores: [
    { tipoDocumento: '1', numeroDocumento: '45678912', nombres: 'Juan', apellidos: 'Quispe', licencia: 'q45678912' },
    { tipoDocumento: '1', numeroDocumento: '45678913', nombres: 'Ana', apellidos: 'Rojas', licencia: 'q45678913' },
  ],
  vehiculos: [{ placa: 'abc-123' }],
} as EmitirGreDto;
// 10:15:30 in Lima.
const EMITIDA = new Date('2026-11-28T15:15:30.000Z');

describe('guiaDeMovimiento', () => {
  it('takes the movement’s recipient, points and assets, the time in Lima, and suggests 04 between own establishments', () => {
    const guia = guiaDeMovimiento(MOVIMIENTO, EMISOR, 'T001', PRIVADO, EMITIDA);
    expect(guia).toMatchObject({
      fechaEmision: '2026-11-28',
      horaEmision: '10:15:30',
      motivo: '04',
      destinatario: { tipoDocumento: '6', numeroDocumento: '20512333797', razonSocial: 'EMPRESA DEMO S.A.C.' },
      partida: { ubigeo: '150101', direccion: 'Jr. Lampa 456, San Isidro, Lima, Lima', codigoEstablecimiento: '0000', rucPropietario: '20512333797' },
      nota: 'Movimiento de activos N.° 42: Al almacén',
      lineas: [{ codigo: 'ACT-000001', descripcion: 'Laptop Dell', cantidad: 1 }],
    });
  });

  it('makes the first driver the principal when none is, upper-cases licences and writes plates as SUNAT asks', () => {
    const guia = guiaDeMovimiento(MOVIMIENTO, EMISOR, 'T001', PRIVADO, EMITIDA);
    expect(guia.conductores.map((c) => [c.principal, c.licencia])).toEqual([
      [true, 'Q45678912'],
      [false, 'Q45678913'],
    ]);
    expect(guia.vehiculos).toEqual([{ placa: 'ABC123' }]);
  });

  it('suggests 13 when a point is not an establishment, and sends no drivers or vehicles by public transport or M1/L', () => {
    const taller = { ...MOVIMIENTO, llegada: { direccion: direccion('Av. Argentina 2020', '150101', null), rucPropietario: '20512333797' } };
    expect(guiaDeMovimiento(taller, EMISOR, 'T001', PRIVADO, EMITIDA)).toMatchObject({ motivo: '13', llegada: { codigoEstablecimiento: undefined, rucPropietario: undefined } });
    expect(guiaDeMovimiento(MOVIMIENTO, EMISOR, 'T001', { ...PRIVADO, modalidad: '01' }, EMITIDA)).toMatchObject({ conductores: [], vehiculos: [] });
    expect(guiaDeMovimiento(MOVIMIENTO, EMISOR, 'T001', { ...PRIVADO, vehiculoM1L: true }, EMITIDA)).toMatchObject({ conductores: [], vehiculos: [] });
  });

  it('names each point a movement lacks with SUNAT’s code and what to do', () => {
    expect(puntosFaltantes({ ...MOVIMIENTO, partida: null }).map((p) => [p.codigo, p.campo])).toEqual([['3363', 'partida']]);
    expect(puntosFaltantes(MOVIMIENTO)).toEqual([]);
    expect(lineaDeDireccion({ ...MOVIMIENTO.partida!.direccion, urbanizacion: '  ' })).toBe('Jr. Lampa 456, San Isidro, Lima, Lima');
  });
});
