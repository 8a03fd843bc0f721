import { limpiarTexto, nombreArchivo, normalizarPlaca, sugerirMotivo } from './guia-remitente';

describe('guía remitente', () => {
  it('normaliza la placa como la pide SUNAT: mayúsculas, sin guion ni espacios', () => {
    expect(normalizarPlaca('abc-123')).toBe('ABC123');
    expect(normalizarPlaca(' a1b - 234 ')).toBe('A1B234');
  });

  it('nombra el archivo con el RUC, el tipo 09, la serie y el número sin ceros a la izquierda', () => {
    expect(nombreArchivo({ emisor: { ruc: '20123456786', razonSocial: 'X' }, serie: 'T001', numero: 125 })).toBe('20123456786-09-T001-125');
  });

  it('quita los caracteres de control y los espacios de más de un texto libre', () => {
    expect(limpiarTexto('  LAPTOP\tDELL\r\n  S/N 7XK2Q\u0000 ')).toBe('LAPTOP DELL S/N 7XK2Q');
    expect(limpiarTexto(undefined)).toBe('');
  });

  describe('sugerirMotivo', () => {
    const propio = { tipoDocumento: '6' as const, numeroDocumento: '20123456786' };
    const conCodigo = { codigoEstablecimiento: '0001' };

    it('propone 04 cuando el destinatario es la misma empresa y ambos puntos son establecimientos', () => {
      expect(sugerirMotivo({ rucEmisor: '20123456786', destinatario: propio, partida: conCodigo, llegada: { codigoEstablecimiento: '0000' } })).toBe('04');
    });

    it('propone 13 si un punto no es establecimiento o el destinatario es otro', () => {
      expect(sugerirMotivo({ rucEmisor: '20123456786', destinatario: propio, partida: conCodigo, llegada: { codigoEstablecimiento: ' ' } })).toBe('13');
      expect(sugerirMotivo({ rucEmisor: '20123456786', destinatario: propio, partida: {}, llegada: conCodigo })).toBe('13');
      const tercero = { tipoDocumento: '6' as const, numeroDocumento: '20555555556' };
      expect(sugerirMotivo({ rucEmisor: '20123456786', destinatario: tercero, partida: conCodigo, llegada: conCodigo })).toBe('13');
    });
  });
});
