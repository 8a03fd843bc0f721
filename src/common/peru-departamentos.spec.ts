import { DEPARTAMENTOS, departamentoCanonico } from './peru-departamentos';

describe('departamentoCanonico', () => {
  it('knows the 25 departments', () => {
    expect(DEPARTAMENTOS).toHaveLength(25);
    expect(DEPARTAMENTOS).toEqual(expect.arrayContaining(['Lima', 'Callao']));
  });

  it.each([
    ['ancash', 'Áncash'],
    ['JUNIN', 'Junín'],
    [' la libertad ', 'La Libertad'],
    ['San Martin', 'San Martín'],
    ['Huánuco', 'Huánuco'],
    ['Cuzco', 'Cusco'],
  ])('%s → %s', (input, canonical) => {
    expect(departamentoCanonico(input)).toBe(canonical);
  });

  it.each(['Lima Metropolitana', 'Santiago', '', null, 5])('rejects %j', (input) => {
    expect(departamentoCanonico(input)).toBeNull();
  });
});
