import { BadRequestException } from '@nestjs/common';
import { Column, DataSource, Entity, Logger, ManyToOne, OneToMany, PrimaryGeneratedColumn } from 'typeorm';
import { normalizeSearch } from '../../dominio/search-text';
import { applyListQuery } from './apply-list-query';
import { ListResourceSpec, parseListQuery } from './list-query';

@Entity('list_query_test_activo')
class TestActivo {
  @PrimaryGeneratedColumn() id: number;
  @Column() nombre: string;
  @Column() estado: string;
  @Column('real') precio: number;
  @Column() activo: boolean;
  @Column() nombreBusqueda: string;
  @OneToMany(() => TestFoto, (foto) => foto.activo) fotos: TestFoto[];
}

@Entity('list_query_test_foto')
class TestFoto {
  @PrimaryGeneratedColumn() id: number;
  @Column() archivo: string;
  @ManyToOne(() => TestActivo, (activo) => activo.fotos) activo: TestActivo;
}

const spec: ListResourceSpec = {
  resource: 'activos',
  sortable: { id: 't.id', nombre: 't.nombre', precio: 't.precio' },
  filterable: {
    id: { column: 't.id', type: 'number' },
    estado: { column: 't.estado', type: 'string' },
    nombre: { column: 't.nombre', type: 'string', match: 'contains' },
    nombreSinTildes: { column: 't.nombreBusqueda', type: 'string', match: 'normalized' },
    precio: { column: 't.precio', type: 'number' },
    activo: { column: 't.activo', type: 'boolean' },
    precioDesde: { column: 't.precio', type: 'number', compare: '>=' },
    precioHasta: { column: 't.precio', type: 'number', compare: '<=' },
  },
  searchColumns: ['t.nombreBusqueda'],
  defaultSort: { field: 'id', order: 'ASC' },
  defaultDialect: 'simple-rest',
};

// id = position + 1
const ROWS: Array<[nombre: string, estado: string, precio: number, activo: boolean]> = [
  ['Cámara fotográfica Nikon', 'Activo', 1500, true],
  ['Camara de seguridad', 'Activo', 300, true],
  ['Cable 50% descuento', 'Baja', 20, false],
  ['Cable 50 metros', 'Activo', 20, true],
  ['Tornillo_largo', 'Activo', 1, true],
  ['TornilloXlargo', 'Baja', 1, false],
  ['Llave [A]', 'Activo', 35, true],
  ['Llave A', 'Activo', 35, true],
  ['Escritorio PEÑA', 'Mantenimiento', 800, true],
  ['Silla ergonómica', 'Activo', 450, true],
  ['Laptop Lenovo', 'Activo', 3200, true],
  ['Laptop Dell', 'Mantenimiento', 2900, true],
  ['Impresora HP', 'Baja', 700, false],
  ['Proyector Epson', 'Activo', 1800, true],
  ['Monitor LG', 'Activo', 600, true],
  ['Teclado mecánico', 'Activo', 150, true],
  ['Mouse inalámbrico', 'Activo', 60, true],
  ['Router Cisco', 'Mantenimiento', 900, true],
  ['Servidor Dell', 'Activo', 12000, true],
  ["Archivador x' OR '1'='1", 'Baja', 100, false],
];

const queries: string[] = [];
const recordingLogger: Logger = {
  logQuery: (query) => void queries.push(query),
  logQueryError: () => undefined,
  logQuerySlow: () => undefined,
  logSchemaBuild: () => undefined,
  logMigration: () => undefined,
  log: () => undefined,
};

let dataSource: DataSource;

beforeAll(async () => {
  dataSource = new DataSource({
    type: 'better-sqlite3',
    database: ':memory:',
    entities: [TestActivo, TestFoto],
    synchronize: true, // this test only: a throw-away schema
    logging: ['query'],
    logger: recordingLogger,
  });
  await dataSource.initialize();
  await dataSource.getRepository(TestActivo).insert(
    ROWS.map(([nombre, estado, precio, activo]) => ({ nombre, estado, precio, activo, nombreBusqueda: normalizeSearch(nombre) })),
  );
  // Three photos for each of the first four assets, so a join multiplies their rows.
  await dataSource
    .getRepository(TestFoto)
    .insert([1, 2, 3, 4].flatMap((id) => [1, 2, 3].map((n) => ({ archivo: `${id}-${n}.jpg`, activo: { id } }))));
});

afterAll(() => dataSource?.destroy());

const builder = () => dataSource.getRepository(TestActivo).createQueryBuilder('t');

async function list(query: Record<string, unknown>) {
  const [rows, total] = await applyListQuery(builder(), parseListQuery(query, spec)).getManyAndCount();
  return { ids: rows.map((row) => row.id), total };
}

const ids = async (query: Record<string, unknown>) => (await list(query)).ids;

describe('applyListQuery on SQLite', () => {
  it('sorts by the default field, and by the requested one with id as the tiebreaker', async () => {
    expect(await ids({})).toEqual(ROWS.map((_, i) => i + 1));
    expect((await ids({ sort: '["precio","DESC"]' })).slice(0, 3)).toEqual([19, 11, 12]);
    // Equal prices (20, 1, 35) come out by id, in the same direction as the sort.
    expect((await ids({ sort: '["precio","ASC"]' })).slice(0, 4)).toEqual([5, 6, 3, 4]);
    expect((await ids({ sort: '["precio","DESC"]' })).slice(-4)).toEqual([4, 3, 6, 5]);
    expect((await ids({ sort: '["nombre","ASC"]' })).slice(0, 3)).toEqual([20, 4, 3]);
  });

  it('returns the requested range and the total count', async () => {
    expect(await list({ range: '[5,9]' })).toEqual({ ids: [6, 7, 8, 9, 10], total: 20 });
    expect(await list({ range: '[18,40]' })).toEqual({ ids: [19, 20], total: 20 });
    expect(await list({ range: '[30,39]' })).toEqual({ ids: [], total: 20 });
  });

  it('pages in the paged dialect', async () => {
    expect(await list({ page: '2', size: '6' })).toEqual({ ids: [7, 8, 9, 10, 11, 12], total: 20 });
    expect(await list({ page: '4', size: '6' })).toEqual({ ids: [19, 20], total: 20 });
  });

  it('filters by exact string, IN list, boolean and number', async () => {
    expect(await ids({ filter: '{"estado":"Mantenimiento"}' })).toEqual([9, 12, 18]);
    expect(await ids({ filter: '{"estado":"mantenimiento"}' })).toEqual([]);
    expect(await ids({ filter: '{"id":[3,1,17]}' })).toEqual([1, 3, 17]);
    expect(await ids({ filter: '{"id":[]}' })).toEqual([]);
    expect(await ids({ filter: '{"activo":false}' })).toEqual([3, 6, 13, 20]);
    expect(await ids({ filter: '{"activo":"true","estado":"Baja"}' })).toEqual([]);
    expect(await ids({ filter: '{"precio":"35"}' })).toEqual([7, 8]);
    expect(await ids({ filter: '{"precio":20,"estado":"Baja"}' })).toEqual([3]);
  });

  it('filters a range by its bounds, each on its own or both', async () => {
    expect(await ids({ filter: '{"precioDesde":1500}' })).toEqual(ROWS.flatMap(([, , precio], i) => (precio >= 1500 ? [i + 1] : [])));
    expect(await ids({ filter: '{"precioHasta":1}' })).toEqual([5, 6]);
    expect(await ids({ filter: '{"precioDesde":20,"precioHasta":35}' })).toEqual(ROWS.flatMap(([, , precio], i) => (precio >= 20 && precio <= 35 ? [i + 1] : [])));
  });

  it('filters contains case-insensitively, with % and _ taken literally', async () => {
    expect(await ids({ filter: '{"nombre":"LAPTOP"}' })).toEqual([11, 12]);
    expect(await ids({ filter: '{"nombre":"dell"}' })).toEqual([12, 19]);
    expect(await ids({ filter: '{"nombre":"50%"}' })).toEqual([3]);
    expect(await ids({ filter: '{"nombre":"o_l"}' })).toEqual([5]);
  });

  it('filters a normalised column ignoring case and accents, literally', async () => {
    expect(await ids({ filter: '{"nombreSinTildes":"CAMARA"}' })).toEqual([1, 2]);
    expect(await ids({ filter: '{"nombreSinTildes":"cámara fotográfica"}' })).toEqual([1]);
    expect(await ids({ filter: '{"nombreSinTildes":"50%"}' })).toEqual([3]);
  });

  it('searches normalised text, so "camara" finds "Cámara"', async () => {
    expect(await ids({ filter: '{"q":"camara"}' })).toEqual([1, 2]);
    expect(await ids({ search: 'CÁMARA  Fotográfica' })).toEqual([1]);
    expect(await ids({ search: 'peña' })).toEqual([9]);
    expect(await ids({ filter: '{"q":"ergonomica","estado":"Activo"}' })).toEqual([10]);
    expect(await list({ search: 'dell', size: '1' })).toEqual({ ids: [12], total: 2 });
  });

  it('finds every word typed, in any order, in a search and in a normalised filter', async () => {
    expect(await ids({ search: 'dell laptop' })).toEqual([12]);
    expect(await ids({ search: 'LAPTOP   lenovo' })).toEqual([11]);
    expect(await ids({ search: 'laptop hp' })).toEqual([]);
    expect(await ids({ filter: JSON.stringify({ nombreSinTildes: 'nikon cámara' }) })).toEqual([1]);
  });

  it('takes LIKE metacharacters in a search literally', async () => {
    expect(await ids({ search: '50%' })).toEqual([3]);
    expect(await ids({ search: '50' })).toEqual([3, 4]);
    expect(await ids({ search: 'tornillo_largo' })).toEqual([5]);
    expect(await ids({ search: '_' })).toEqual([5]);
    expect(await ids({ search: '%' })).toEqual([3]);
    expect(await ids({ search: '[a]' })).toEqual([7]);
    expect(await ids({ search: "x' or '1'='1" })).toEqual([20]);
  });

  it('pages over assets, not joined rows, when the query has joins', async () => {
    const parsed = parseListQuery({ range: '[0,2]' }, spec);
    const [rows, total] = await applyListQuery(builder().leftJoinAndSelect('t.fotos', 'f'), parsed).getManyAndCount();
    expect(rows.map((row) => [row.id, row.fotos.length])).toEqual([
      [1, 3],
      [2, 3],
      [3, 3],
    ]);
    expect(total).toBe(20);
  });

  it('rejects a malicious filter or sort before any SQL runs', async () => {
    const before = queries.length;
    for (const query of [
      { filter: '{"precio":{"$gt":0}}' },
      { filter: '{"estado = estado OR 1":"x"}' },
      { filter: '{"__proto__":{"estado":"x"}}' },
      { sort: '["t.id; DROP TABLE list_query_test_activo; --","ASC"]' },
      { sort: '["nombre","ASC; DROP TABLE list_query_test_activo"]' },
    ]) {
      await expect(list(query)).rejects.toBeInstanceOf(BadRequestException);
    }
    expect(queries.length).toBe(before);
    expect(await dataSource.getRepository(TestActivo).count()).toBe(20);
    expect(queries.length).toBeGreaterThan(before); // the logger does see queries
  });

  it('builds portable SQL: named parameters, LIKE with ESCAPE, no ILIKE, no values in the text', () => {
    const qb = applyListQuery(
      builder(),
      parseListQuery(
        {
          sort: '["nombre","DESC"]',
          range: '[10,19]',
          filter: `{"q":"Cámara","estado":"x' OR '1'='1","nombre":"50%","id":[1,2],"activo":true}`,
        },
        spec,
      ),
    );
    const sql = qb.getQuery();
    expect(sql).not.toMatch(/ILIKE/i);
    expect(sql).toContain('= :lq_f0');
    // SQLite's LIKE ignores ASCII case by itself; PostgreSQL's does not, hence LOWER().
    expect(sql).toMatch(/LOWER\([^)]*nombre[^)]*\) LIKE :lq_f1 ESCAPE '\\'/);
    expect(sql).toContain('IN (:...lq_f2)');
    expect(sql).toContain('= :lq_f3');
    expect(sql).toContain("LIKE :lq_search_0 ESCAPE '\\'");
    expect(sql).not.toContain("OR '1'='1");
    expect(sql).not.toContain('50%');
    expect(sql).not.toContain('camara');
    expect(sql).toMatch(/ORDER BY .*nombre.* DESC, .*id.* DESC/);
    expect(qb.getParameters()).toEqual({
      lq_f0: "x' OR '1'='1",
      lq_f1: '%50\\%%',
      lq_f2: [1, 2],
      lq_f3: true,
      lq_search_0: '%camara%',
    });
  });
});
