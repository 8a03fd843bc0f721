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
  saldoInicial: 4000,
  adquisiciones: 0,
  valorHistorico: 4000,
  tasa: 25,
  depreciacionAnterior: 833.3,
  depreciacionEjercicio: 999.96,
  depreciacionHistorica: 1833.26,
};

describe('PLE 7.1', () => {
  it('writes the 37 fields of the format, each followed by "|", and a CRLF', () => {
    expect(CAMPOS_PLE_71).toHaveLength(37);
    const linea = lineaPle71({ fila, numero: 7, anio: 2024 });
    expect(linea.endsWith('|\r\n')).toBe(true);
    expect(linea.slice(0, -2).split('|')).toEqual([
      '20240000', '42', 'M0007', '9', 'LAP-001', '', '', '1', '3361', '9', 'Laptop', '-', '-', '-',
      '4000.00', '0.00', '0.00', '0.00', '0.00', '0.00', '0.00', '0.00', '0.00',
      '05/03/2023', '05/03/2023', '1', '-', '25.00', '833.30', '999.96',
      '0.00', '0.00', '0.00', '0.00', '0.00', '0.00', '1', '',
    ]);
  });

  it('keeps free text within the field: no separators or line breaks, Latin-1 only, cut to its length', () => {
    expect(textoPle('Silla | giratoria\r\ncon  brazos', 40)).toBe('Silla giratoria con brazos');
    expect(textoPle('Cámara Ñandú – “Łódź” 📷…', 40)).toBe('Cámara Ñandú - "?ódz" ?...');
    expect(textoPle('Proyector de alta luminosidad para auditorio', 20)).toBe('Proyector de alta lu');
    expect(textoPle('   ', 20)).toBe('-');
    expect(textoPle(null, 20)).toBe('-');
  });

  it('names the file by RUC, year and whether it has lines', () => {
    expect(nombrePle71('20512333797', 2024, true)).toBe('LE2051233379720240000070100001111.TXT');
    expect(nombrePle71('20512333797', 2024, false)).toBe('LE2051233379720240000070100001011.TXT');
  });
});
