import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { DateTimeColumn, DecimalColumn } from './columns';
import { miembrosDeEntidad, objetoJsonSql, objetoONuloSql } from './json-sql';
import { PortableDataSource } from './portable-data-source';
import { fieldReader, rawTable } from './raw-rows';

@Entity('fila_json')
class FilaJson {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: String, length: 200, nullable: true })
  nombre: string | null;

  @DecimalColumn(2, { nullable: true })
  importe: number | null;

  @DecimalColumn(3, { nullable: true })
  tipoCambio: number | null;

  @DateTimeColumn({ nullable: true })
  fecha: Date | null;

  @Column({ type: Boolean, nullable: true })
  activo: boolean | null;

  @Column({ type: Number, nullable: true })
  cantidad: number | null;
}

@Entity('fila_con_otra_conversion')
class FilaConOtraConversion {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: String, transformer: { to: (v: unknown) => v, from: (v: unknown) => v } })
  codigo: string;
}

describe('miembrosDeEntidad (SQLite)', () => {
  let dataSource: PortableDataSource;
  beforeAll(async () => {
    dataSource = await new PortableDataSource({ type: 'better-sqlite3', database: ':memory:', entities: [FilaJson, FilaConOtraConversion], synchronize: true }).initialize();
  });
  afterAll(() => dataSource.destroy());

  it('escribe en SQL el mismo texto que JSON.stringify de lo que lee fieldReader, fila por fila', async () => {
    const filas = dataSource.getRepository(FilaJson);
    await filas.insert([
      { nombre: 'Proyector "4K" \\ sala\n✓ ñandú\t\u0001/\u2028', importe: 4200, tipoCambio: 3.752, fecha: new Date('2024-03-01T05:06:07.123Z'), activo: true, cantidad: 3 },
      { nombre: '', importe: 1180.5, tipoCambio: 0.1, fecha: new Date('1999-12-31T23:59:59.000Z'), activo: false, cantidad: 0 },
      { nombre: null, importe: null, tipoCambio: null, fecha: null, activo: null, cantidad: null },
    ]);
    // What CURRENT_TIMESTAMP writes (no milliseconds), and text no date reads.
    await dataSource.query(`INSERT INTO fila_json (nombre, fecha) VALUES ('sin milisegundos', '2026-11-28 02:06:24'), ('inválida', 'mañana')`);
    const metadata = dataSource.getMetadata(FilaJson);
    const propiedades = metadata.columns.map((column) => column.propertyName);
    const miembros = miembrosDeEntidad('better-sqlite3', (nombre) => dataSource.driver.escape(nombre), metadata, 'a', propiedades)!;
    const qb = dataSource.getRepository(FilaJson).createQueryBuilder('a').orderBy('a.id');
    const escritas = await rawTable(qb.clone().select(objetoJsonSql('better-sqlite3', miembros), 'json'));
    const tabla = await rawTable(qb.clone().select(propiedades.map((propiedad) => `a.${propiedad}`)));
    const leer = fieldReader(metadata, dataSource.driver, 'a', tabla.columns, 'iso');
    expect(escritas.rows.map(([json]) => json)).toEqual(tabla.rows.map((fila) => JSON.stringify(leer(fila))));
    expect(escritas.rows).toHaveLength(5);
  });

  it('escribe un objeto anidado, o null cuando falta', async () => {
    const anidado = (presente: string) => objetoJsonSql('better-sqlite3', [{ clave: 'u', sql: objetoONuloSql('better-sqlite3', presente, [{ clave: 'n', sql: `'Ñ"'`, tipo: 'texto' }]), tipo: 'json' }]);
    expect(await dataSource.query(`SELECT ${anidado('1 = 1')} AS si, ${anidado('1 = 0')} AS no`)).toEqual([{ si: '{"u":{"n":"Ñ\\""}}', no: '{"u":null}' }]);
  });

  it('no escribe en SQL una columna de otra conversión, ni en un motor sin esa SQL (SQL Server escribe desde JavaScript)', () => {
    const escape = (nombre: string) => `"${nombre}"`;
    expect(miembrosDeEntidad('better-sqlite3', escape, dataSource.getMetadata(FilaConOtraConversion), 'a', ['id', 'codigo'])).toBeUndefined();
    expect(miembrosDeEntidad('mssql', escape, dataSource.getMetadata(FilaJson), 'a', ['id'])).toBeUndefined();
    expect(miembrosDeEntidad('postgres', escape, dataSource.getMetadata(FilaJson), 'a', ['nombre'])).toEqual([{ clave: 'nombre', sql: '"a"."nombre"', tipo: 'texto' }]);
  });
});
