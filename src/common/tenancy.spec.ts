import { BadRequestException } from '@nestjs/common';
import { AuthUser } from './auth-user';
import { resolveCompaniaId } from './tenancy';

const user = (tipo: number): AuthUser => ({ userId: 1, tipo, companiaId: 3, nombre: 'Ana', email: 'ana@x.pe', companiaNombre: 'X' });

describe('resolveCompaniaId', () => {
  it('is the token company for every non-Maestro, whatever the request names', () => {
    for (const tipo of [2, 3, 4, 5, 6]) expect(resolveCompaniaId(user(tipo), '9')).toBe(3);
  });

  it('lets a Maestro name another company, defaulting to its own', () => {
    expect(resolveCompaniaId(user(1), '9')).toBe(9);
    expect(resolveCompaniaId(user(1), 9)).toBe(9);
    expect(resolveCompaniaId(user(1), undefined)).toBe(3);
    expect(resolveCompaniaId(user(1), '')).toBe(3);
  });

  it.each(['0', '-2', '1.5', 'abc', '1 OR 1=1', ['1', '2']])('rejects %j from a Maestro', (value) => {
    expect(() => resolveCompaniaId(user(1), value)).toThrow(BadRequestException);
  });
});
