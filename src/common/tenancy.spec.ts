import { BadRequestException, ForbiddenException } from '@nestjs/common';
import { AuthUser } from './auth-user';
import { DataSource, EntitySchema, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { COMPANIAS_DISTINTAS, companiaDestino, companiaNombrada, deCompania, porCompania, resolveCompaniaScope, SolicitudConCompania } from './tenancy';

const user = (tipo: number): AuthUser => ({ userId: 1, tipo, companiaId: 3, nombre: 'Ana', email: 'ana@x.pe', companiaNombre: 'X' });

describe('resolveCompaniaScope', () => {
  it('is the token company for every non-Maestro, whatever the request names', () => {
    for (const tipo of [2, 3, 4, 5, 6]) expect(resolveCompaniaScope(user(tipo), '9')).toBe(3);
  });

  it('lets a Maestro name another company, or every company by naming none', () => {
    expect(resolveCompaniaScope(user(1), '9')).toBe(9);
    expect(resolveCompaniaScope(user(1), 9)).toBe(9);
    expect(resolveCompaniaScope(user(1), undefined)).toBeUndefined();
    expect(resolveCompaniaScope(user(1), '')).toBeUndefined();
  });

  it.each(['0', '-2', '1.5', 'abc', '1 OR 1=1', ['1', '2']])('rejects %j from a Maestro', (value) => {
    expect(() => resolveCompaniaScope(user(1), value)).toThrow(BadRequestException);
  });
});

describe('companiaDestino', () => {
  const cuerpo = { cuerpo: 'No puede gestionar áreas de otra compañía' };
  const solicitud = (tipo: number, query: Record<string, unknown> = {}, body?: unknown): SolicitudConCompania => ({ user: user(tipo), query, body });

  it('is a non-Maestro’s own company whatever the query names; a body naming another is 403, its own is fine', () => {
    expect(companiaDestino(solicitud(2, { companiaId: '9' }, { companiaId: 9 }))).toBe(3);
    expect(() => companiaDestino(solicitud(2, {}, { companiaId: 9 }), cuerpo)).toThrow(new ForbiddenException(cuerpo.cuerpo));
    expect(companiaDestino(solicitud(2, {}, { CompaniaId: 3 }), cuerpo)).toBe(3);
  });

  it('is a Maestro’s ?companiaId=, else the company its body names (in either case), else its own', () => {
    expect(companiaDestino(solicitud(1, { companiaId: '9' }, { companiaId: 9 }), cuerpo)).toBe(9);
    expect(companiaDestino(solicitud(1, {}, { companiaId: 9 }), cuerpo)).toBe(9);
    expect(companiaDestino(solicitud(1, {}, { CompaniaId: 8 }), cuerpo)).toBe(8);
    expect(companiaDestino(solicitud(1, {}, { companiaId: 9 }))).toBe(3);
    expect(companiaDestino(solicitud(1))).toBe(3);
  });

  it('refuses a body naming another company than the query (400), and leaves a malformed body company to the validation', () => {
    expect(() => companiaDestino(solicitud(1, { companiaId: '9' }, { companiaId: 8 }), cuerpo)).toThrow(new BadRequestException(COMPANIAS_DISTINTAS));
    for (const malformed of ['9', 0, 1.5, null, [9]]) expect(companiaDestino(solicitud(1, {}, { companiaId: malformed }), cuerpo)).toBe(3);
  });

  it('is decided once and kept on the request', () => {
    const req = solicitud(1, { companiaId: '9' });
    expect(companiaDestino(req)).toBe(9);
    req.query = { companiaId: '4' };
    expect(companiaDestino(req)).toBe(9);
    expect(req.companiaDestino).toBe(9);
  });
});

describe('companiaNombrada', () => {
  it('is a Maestro’s well-formed ?companiaId=, else the actor’s company, and never refuses', () => {
    expect(companiaNombrada(user(1), '9')).toBe(9);
    expect(companiaNombrada(user(1), '1 OR 1=1')).toBe(3);
    expect(companiaNombrada(user(2), '9')).toBe(3);
    expect(companiaNombrada({}, '9')).toBeUndefined();
  });
});

describe('porCompania', () => {
  const Fila = new EntitySchema<{ id: number; companiaId: number; padreId: number | null }>({
    name: 'fila',
    columns: { id: { type: Number, primary: true }, companiaId: { type: Number }, padreId: { type: Number, nullable: true } },
  });
  const dataSource = new DataSource({ type: 'better-sqlite3', database: ':memory:', entities: [Fila], synchronize: true });
  const ids = (qb: SelectQueryBuilder<ObjectLiteral>) => qb.orderBy('f.id').getMany().then((filas) => filas.map((f) => f.id));

  beforeAll(async () => {
    await dataSource.initialize();
    await dataSource.getRepository(Fila).insert([
      { id: 1, companiaId: 1, padreId: null },
      { id: 2, companiaId: 2, padreId: 1 },
      { id: 3, companiaId: 2, padreId: 2 },
    ]);
  });
  afterAll(() => dataSource.destroy());

  it('keeps the rows of one company, whatever the query adds before or after', async () => {
    const qb = dataSource.getRepository(Fila).createQueryBuilder('f').where('f.id > :desde', { desde: 0 });
    expect(await ids(porCompania(qb, 'f', 2).andWhere('f.id < :hasta', { hasta: 3 }))).toEqual([2]);
  });

  it("names its parameter after the alias, so a query's own :companiaId or a second scoped alias keep theirs", async () => {
    const qb = dataSource.getRepository(Fila).createQueryBuilder('f').innerJoin('fila', 'p', 'p.id = f.padreId');
    porCompania(porCompania(qb, 'f', 2), 'p', 1).andWhere('f.companiaId <> :companiaId', { companiaId: 9 });
    expect(await ids(qb)).toEqual([2]);
    expect(qb.getParameters()).toEqual({ tenancy_f: 2, tenancy_p: 1, companiaId: 9 });
  });

  it('adds nothing for undefined: a Maestro listing every company', async () => {
    const qb = dataSource.getRepository(Fila).createQueryBuilder('f');
    expect(await ids(porCompania(qb, 'f', undefined))).toEqual([1, 2, 3]);
    expect(qb.getQuery()).not.toContain('WHERE');
  });
});

describe('deCompania', () => {
  it('adds the company to a where, alone or to each of a list', () => {
    expect(deCompania(3)).toEqual({ companiaId: 3 });
    expect(deCompania(3, { id: 7 })).toEqual({ id: 7, companiaId: 3 });
    expect(deCompania(3, [{ id: 7 }, { codigo: 'A' }])).toEqual([
      { id: 7, companiaId: 3 },
      { codigo: 'A', companiaId: 3 },
    ]);
  });

  it("overrides a companiaId the where already names, and leaves the caller's object alone", () => {
    const where = { id: 7, companiaId: 9 };
    expect(deCompania(3, where)).toEqual({ id: 7, companiaId: 3 });
    expect(where.companiaId).toBe(9);
  });

  it('is every company for undefined (a Maestro)', () => {
    expect(deCompania(undefined, { tipo: 2 })).toEqual({ tipo: 2 });
    expect(deCompania(undefined)).toEqual({});
  });
});
