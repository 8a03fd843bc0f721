import { anchoDeTexto, lineasQueCaben, tamanoQueCabe } from './texto-medido';

describe('lineasQueCaben', () => {
  const estilo = { fontSize: 8 };
  const ancho = 90;

  it('breaks at spaces and keeps a text that fits whole', () => {
    expect(lineasQueCaben('Silla  giratoria\ncon ruedas', 200, estilo)).toEqual(['Silla giratoria con ruedas']);
    const lineas = lineasQueCaben('Escritorio de melamina con dos cajones y porta teclado', ancho, estilo);
    expect(lineas.length).toBeGreaterThan(1);
    expect(lineas.join(' ')).toBe('Escritorio de melamina con dos cajones y porta teclado');
    for (const linea of lineas) expect(anchoDeTexto(linea, estilo)).toBeLessThanOrEqual(ancho);
  });

  it('cuts what does not fit in the lines given with an ellipsis after a whole word, never wider than the line', () => {
    const lineas = lineasQueCaben('Laptop Dell Latitude 5420 con cargador, maletín, mouse inalámbrico, teclado numérico y base refrigerante', ancho, estilo, 2);
    expect(lineas).toHaveLength(2);
    expect(lineas[1]).toMatch(/[^\s,]…$/);
    expect(lineas[0]).toBe('Laptop Dell Latitude');
    for (const linea of lineas) expect(anchoDeTexto(linea, estilo)).toBeLessThanOrEqual(ancho);
  });

  it('breaks a word longer than the line between its characters', () => {
    const lineas = lineasQueCaben('W'.repeat(40), ancho, { fontSize: 8, bold: true });
    expect(lineas.join('')).toBe('W'.repeat(40));
    for (const linea of lineas) expect(anchoDeTexto(linea, { fontSize: 8, bold: true })).toBeLessThanOrEqual(ancho);
  });

  it('takes no line for an empty text or none allowed', () => {
    expect(lineasQueCaben('   ', ancho, estilo)).toEqual([]);
    expect(lineasQueCaben('Silla', ancho, estilo, 0)).toEqual([]);
  });
});

describe('tamanoQueCabe', () => {
  it('is the largest size at which the text fits on one line, and the smallest when none does', () => {
    const tamano = tamanoQueCabe('ACT-000123', 90, { max: 14, min: 7, bold: true });
    expect(anchoDeTexto('ACT-000123', { fontSize: tamano, bold: true })).toBeLessThanOrEqual(90);
    expect(tamano === 14 || anchoDeTexto('ACT-000123', { fontSize: tamano + 0.5, bold: true }) > 90).toBe(true);
    expect(tamanoQueCabe('LIM-SEDE-CENTRAL-PC-2023-000123-XYZ', 90, { max: 14, min: 7, bold: true })).toBe(7);
  });
});
