import { erroresPle71 } from '../../../test/utils/verificador-ple-71';
import { Fila71 } from './fila-71';
import { CAMPOS_PLE_71, lineaPle71, nombrePle71, textoPle } from './ple-71';

const fila: Fila71 = {
  activoId: 42,
  codigo: 'LAP-001',
  tipo: '1',
  cuenta: '3361',
  estado: '9',
  descripcion: 'Laptop',
  marca: null,
  modelo: null,
  serie: null,
  fechaAdquisicion: new Date(Date.UTC(2023, 2, 5)),
  fechaInicioUso: new Date(Date.UTC(2023, 3, 1)),
  saldoInicial: 4000,
  adquisiciones: 0,
  mejoras: 500,
  retiros: 4500,
  valorHistorico: 0,
  tasa: 25,
  depreciacionAnterior: 750,
  depreciacionEjercicio: 812.5,
  depreciacionRetiros: 1562.5,
  depreciacionHistorica: 0,
};

describe('PLE 7.1', () => {
  it('writes the 37 fields of the format, each followed by "|", and a CRLF', () => {
    expect(CAMPOS_PLE_71).toHaveLength(37);
    const linea = lineaPle71({ fila, numero: 7, anio: 2024 });
    expect(linea.endsWith('|\r\n')).toBe(true);
    expect(linea.slice(0, -2).split('|')).toEqual([
      '20240000', '42', 'M0007', '9', 'LAP-001', '', '', '1', '3361', '9', 'Laptop', '-', '-', '-',
      '4000.00', '0.00', '500.00', '4500.00', '0.00', '0.00', '0.00', '0.00', '0.00',
      '05/03/2023', '01/04/2023', '1', '-', '25.00', '750.00', '812.50',
      '1562.50', '0.00', '0.00', '0.00', '0.00', '0.00', '1', '',
    ]);
  });

  it('keeps free text within the field: no separators or line breaks, Latin-1 only, cut to its length', () => {
    expect(textoPle('Silla | giratoria\r\ncon  brazos', 40)).toBe('Silla giratoria con brazos');
    expect(textoPle('Escritorio 1/2 puesto \\ gerencia\u0007', 40)).toBe('Escritorio 1 2 puesto gerencia');
    expect(textoPle('Cámara Ñandú – “Łódź” 📷…', 40)).toBe('Cámara Ñandú - "?ódz" ?...');
    expect(textoPle('Proyector de alta luminosidad para auditorio', 20)).toBe('Proyector de alta lu');
    expect(textoPle('   ', 20)).toBe('-');
    expect(textoPle(null, 20)).toBe('-');
  });

  it('passes the layout check, which refuses what SUNAT refuses', () => {
    expect(erroresPle71(Buffer.from(lineaPle71({ fila, numero: 7, anio: 2024 }), 'latin1'))).toEqual([]);
    const mala = lineaPle71({ fila: { ...fila, descripcion: 'x' }, numero: 7, anio: 2024 }).replace('|x|', '|a/b|').replace('05/03/2023', '31/02/2023');
    expect(erroresPle71(Buffer.from(mala, 'latin1'))).toEqual(['línea 1, campo 11: caracteres no admitidos en "a/b"', 'línea 1, campo 24: fecha inexistente: "31/02/2023"']);
    expect(erroresPle71(Buffer.from('20240000|1|M1|\r\n', 'latin1'))).toEqual(['línea 1: 3 campos en vez de 37']);
  });

  it('names the file by RUC, year and whether it has lines', () => {
    expect(nombrePle71('20512333797', 2024, true)).toBe('LE2051233379720240000070100001111.TXT');
    expect(nombrePle71('20512333797', 2024, false)).toBe('LE2051233379720240000070100001011.TXT');
  });
});
