import { DefinicionDeCampo, validarValores, valorDeCampo } from './valores-de-campos';

const campo = (clave: string, tipo: DefinicionDeCampo['tipo'], extra: Partial<DefinicionDeCampo> = {}): DefinicionDeCampo => ({
  clave,
  etiqueta: clave[0].toUpperCase() + clave.slice(1),
  tipo,
  opciones: [],
  obligatorio: false,
  categoria: null,
  ...extra,
});

const CAMPOS = [
  campo('poliza', 'numero', { etiqueta: 'Póliza' }),
  campo('placa', 'texto', { obligatorio: true, categoria: 'vehiculos' }),
  campo('vence', 'fecha'),
  campo('uso', 'lista', { opciones: ['Oficina', 'Campo'] }),
  campo('asegurado', 'si_no'),
];

describe('valores de los campos personalizados', () => {
  it('reads each type as the asset keeps it: numbers from text with a comma, dates as AAAA-MM-DD, the option as defined, yes/no in Spanish', () => {
    const { valores, errores } = validarValores(
      CAMPOS,
      { poliza: '1234,50', placa: ' ABC-123 ', vence: new Date('2027-03-31T00:00:00Z'), uso: 'campo', asegurado: 'Sí' },
      'vehiculos',
    );
    expect(errores).toEqual([]);
    expect(valores).toEqual({ poliza: 1234.5, placa: 'ABC-123', vence: '2027-03-31', uso: 'Campo', asegurado: true });
    // In the fields' order, whatever the body's.
    expect(Object.keys(valores)).toEqual(['poliza', 'placa', 'vence', 'uso', 'asegurado']);
  });

  it('leaves empty values out and asks for a required one only on assets of its category', () => {
    expect(validarValores(CAMPOS, { poliza: '', uso: null }, 'computo')).toEqual({ valores: {}, errores: [] });
    expect(validarValores(CAMPOS, {}, 'vehiculos').errores).toEqual(['El campo "Placa" es obligatorio']);
  });

  it('refuses with one Spanish message per field: type, option, category, unknown key', () => {
    const { errores } = validarValores(CAMPOS, { poliza: 'doce', vence: '2026-02-30', uso: 'Casa', asegurado: 'quizá', placa: 'X-1', otro: 'x' }, 'computo');
    expect(errores).toEqual([
      'El campo "otro" no está definido para los activos de su compañía',
      'El campo "Póliza" debe ser un número',
      'El campo "Placa" solo corresponde a los activos de la categoría vehiculos',
      'El campo "Vence" debe ser una fecha AAAA-MM-DD',
      'El campo "Uso" debe ser una de estas opciones: Oficina, Campo',
      'El campo "Asegurado" debe ser sí o no',
    ]);
  });

  it('bounds a text to 500 characters and takes a number typed as text', () => {
    expect(valorDeCampo(campo('nota', 'texto'), 'x'.repeat(501))).toEqual({ error: 'El campo "Nota" no puede exceder los 500 caracteres' });
    expect(valorDeCampo(campo('nota', 'texto'), 42)).toEqual({ valor: '42' });
    expect(valorDeCampo(campo('monto', 'numero'), Number.NaN)).toEqual({ error: 'El campo "Monto" debe ser un número' });
  });
});
