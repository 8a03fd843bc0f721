import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { DateTimeColumn, DecimalColumn, UpdatedAtColumn } from './columns';
import { insertRow, updateWhere } from './cached-writes';
import { PortableDataSource } from './portable-data-source';

@Entity('fila_de_prueba')
class FilaDePrueba {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: Number })
  grupo: number;

  @Column({ type: String, length: 50, nullable: true })
  nombre: string | null;

  @DecimalColumn(2, { nullable: true })
  importe: number | null;

  @DateTimeColumn({ nullable: true })
  fecha: Date | null;

  @Column({ type: Boolean, default: false })
  activo: boolean;

  @Column({ type: Number, default: 1 })
  cantidad: number;

  @UpdatedAtColumn()
  updatedAt: Date;
}

describe('insertRow / updateWhere', () => {
  let dataSource: PortableDataSource;
  beforeAll(async () => {
    dataSource = await new PortableDataSource({ type: 'better-sqlite3', database: ':memory:', entities: [FilaDePrueba], synchronize: true }).initialize();
  });
  afterAll(() => dataSource.destroy());

  const crudas = () => dataSource.query('SELECT grupo, nombre, importe, fecha, activo, cantidad FROM fila_de_prueba ORDER BY id');

  it('store what Repository.insert and Repository.update store, defaults included, with the SQL built once', async () => {
    const repositorio = dataSource.getRepository(FilaDePrueba);
    const fila = { grupo: 1, nombre: 'Ñandú', importe: 1180.5, fecha: new Date('2025-03-01T15:30:00.000Z'), activo: true };
    // Copies: Repository.insert writes the new id into the object it gets.
    await repositorio.insert({ ...fila });
    await insertRow(dataSource.manager, FilaDePrueba, { ...fila });
    // An undefined value is not set: the column takes its default, as in the builders.
    await insertRow(dataSource.manager, FilaDePrueba, { grupo: 2, nombre: null, importe: undefined });
    const [hecha, propia, conDefecto] = await crudas();
    expect(propia).toEqual(hecha);
    expect(conDefecto).toEqual({ grupo: 2, nombre: null, importe: null, fecha: null, activo: 0, cantidad: 1 });

    const [a, b] = await repositorio.find({ order: { id: 'ASC' }, take: 2 });
    const cambios = { nombre: 'Cóndor', importe: 99.99, fecha: new Date('2025-12-31T05:00:00.000Z'), activo: false };
    const antes = b.updatedAt;
    await repositorio.update({ grupo: 1, id: a.id }, cambios);
    const builder = jest.spyOn(dataSource, 'createQueryBuilder');
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await updateWhere(dataSource.manager, FilaDePrueba, { grupo: 1, id: b.id }, cambios);
    await updateWhere(dataSource.manager, FilaDePrueba, { grupo: 1, id: b.id }, { ...cambios, nombre: 'Vicuña' });
    expect(builder).not.toHaveBeenCalled();
    builder.mockRestore();
    const [actualizadaA, actualizadaB] = await crudas();
    expect(actualizadaB).toEqual({ ...actualizadaA, nombre: 'Vicuña' });
    // The update-date column moves, as Repository.update moves it; rows of another group or id are not touched.
    expect((await repositorio.findOneByOrFail({ id: b.id })).updatedAt.getTime()).toBeGreaterThan(antes.getTime());
    await updateWhere(dataSource.manager, FilaDePrueba, { grupo: 2, id: b.id }, { nombre: 'Otra' });
    expect((await crudas())[1].nombre).toBe('Vicuña');
  });

  it('send one text whatever the values, with the driver\'s own placeholders and the values in order', async () => {
    const consulta = jest.spyOn(dataSource.manager, 'query');
    await updateWhere(dataSource.manager, FilaDePrueba, { grupo: 7, id: 1 }, { importe: 10.5, activo: true });
    await updateWhere(dataSource.manager, FilaDePrueba, { grupo: 8, id: 2 }, { importe: 20.25, activo: false });
    await insertRow(dataSource.manager, FilaDePrueba, { grupo: 9, cantidad: 3 });
    const [[primera, valores], [segunda, otros], [insercion, insertados]] = consulta.mock.calls as Array<[string, unknown[]]>;
    consulta.mockRestore();
    // Numbers, too, travel as parameters: written into the text, each value made a statement of its own.
    expect(segunda).toBe(primera);
    expect(primera).not.toMatch(/:\w/);
    expect(valores).toEqual([10.5, 1, 7, 1]);
    expect(otros).toEqual([20.25, 0, 8, 2]);
    expect(insercion).toMatch(/VALUES \(\?, \?\)$/);
    expect(insertados).toEqual([9, 3]);
  });

  it('refuses a condition without a value to compare', async () => {
    await expect(updateWhere(dataSource.manager, FilaDePrueba, { nombre: null }, { activo: true })).rejects.toThrow('updateWhere needs a value');
    await expect(updateWhere(dataSource.manager, FilaDePrueba, {}, { activo: true })).rejects.toThrow('updateWhere needs a value');
  });
});
