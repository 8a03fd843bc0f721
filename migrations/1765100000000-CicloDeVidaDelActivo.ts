import { MigrationInterface, QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';
import { sqlTypesOf } from '../src/database/column-types';
import { agregarColumnas, portableColumns, quitarColumnas } from '../src/database/portable-columns';
import { categoriaPorTexto } from '../src/dominio/tasas-sunat';

/** Each dashboard index before and after: the groups depend on the category and first use, and every count leaves disposed assets out. */
const INDICES_TABLERO: Array<[string[], string[]]> = [
  [
    ['companiaId', 'categoria', 'tasaDepreciacion', 'tipoActivo', 'categoriaSunat', 'tipoEquipoContable', 'fechaAdquisicion', 'total'],
    ['companiaId', 'categoria', 'tasaDepreciacion', 'categoriaDepreciacion', 'fechaAdquisicion', 'fechaInicioUso', 'total', 'precio', 'fechaBaja'],
  ],
  [
    ['companiaId', 'estado'],
    ['companiaId', 'estado', 'fechaBaja'],
  ],
  [
    ['companiaId', 'areaId'],
    ['companiaId', 'areaId', 'fechaBaja'],
  ],
];

/** Assets classified per page of the one-time classification. */
const PAGINA = 1000;

/**
 * The asset's life as a book of record: first use, SUNAT depreciation category and disposal date on the asset;
 * its improvements and disposals; closed fiscal years with their Formato 7.1; the company's depreciable base.
 * Existing assets start in use when acquired, and are classified once with the keywords that guessed their
 * rate until now (those without one stay unclassified, and the 7.1 lists them).
 */
export class CicloDeVidaDelActivo1765100000000 implements MigrationInterface {
  name = 'CicloDeVidaDelActivo1765100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = portableColumns(queryRunner);
    const compania = new TableForeignKey({ columnNames: ['companiaId'], referencedTableName: 'compania', referencedColumnNames: ['id'] });
    const activo = () => new TableForeignKey({ columnNames: ['activoId'], referencedTableName: 'activo', referencedColumnNames: ['id'], onDelete: 'CASCADE' });
    await agregarColumnas(queryRunner, 'activo', [
      c.dateTime('fechaInicioUso', { isNullable: true }),
      c.string('categoriaDepreciacion', 30, { isNullable: true }),
      c.dateTime('fechaBaja', { isNullable: true }),
    ]);
    await queryRunner.createIndex('activo', new TableIndex({ columnNames: ['companiaId', 'fechaBaja'] }));
    // The dashboard counts the books: its groups and counts leave disposed assets out from the index alone.
    for (const [anterior, nuevo] of INDICES_TABLERO) {
      await queryRunner.dropIndex('activo', queryRunner.connection.namingStrategy.indexName('activo', anterior));
      await queryRunner.createIndex('activo', new TableIndex({ columnNames: nuevo }));
    }
    await agregarColumnas(queryRunner, 'compania', [c.string('baseDepreciable', 10, { default: "'total'" })]);
    await queryRunner.createTable(
      new Table({
        name: 'activo_mejora',
        columns: [c.id(), c.int('companiaId'), c.int('activoId'), c.dateTime('fecha'), c.string('descripcion', 500), c.decimal('importe'), c.string('documento', 100), c.int('usuarioId', { isNullable: true }), ...c.timestamps()],
        indices: [new TableIndex({ columnNames: ['companiaId', 'activoId', 'fecha'] }), new TableIndex({ columnNames: ['companiaId', 'fecha'] })],
        foreignKeys: [compania, activo()],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'activo_baja',
        columns: [
          c.id(),
          c.int('companiaId'),
          c.int('activoId'),
          c.dateTime('fecha'),
          c.string('motivo', 20),
          c.string('documento', 100),
          c.decimal('valorVenta', 2, { isNullable: true }),
          c.string('observaciones', 1000, { isNullable: true }),
          c.string('profesional', 200, { isNullable: true }),
          c.string('colegiatura', 50, { isNullable: true }),
          c.decimal('costo'),
          c.decimal('depreciacionAcumulada'),
          c.decimal('valorNeto'),
          c.decimal('resultadoVenta', 2, { isNullable: true }),
          c.decimal('reintegroIgv', 2, { isNullable: true }),
          c.string('estadoAnterior', 50, { isNullable: true }),
          c.int('usuarioId', { isNullable: true }),
          c.string('usuarioNombre', 200, { isNullable: true }),
          ...c.timestamps(),
        ],
        indices: [new TableIndex({ columnNames: ['companiaId', 'fecha'] }), new TableIndex({ columnNames: ['activoId'], isUnique: true })],
        foreignKeys: [new TableForeignKey({ ...compania }), activo()],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'cierre_ejercicio',
        columns: [
          c.id(),
          c.int('companiaId'),
          c.int('anio'),
          c.int('usuarioId', { isNullable: true }),
          c.string('usuarioNombre', 200, { isNullable: true }),
          c.longText('advertencias'),
          ...c.timestamps(),
        ],
        indices: [new TableIndex({ columnNames: ['companiaId', 'anio'], isUnique: true })],
        foreignKeys: [new TableForeignKey({ ...compania })],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'cierre_ejercicio_linea',
        columns: [c.id(), c.int('companiaId'), c.int('anio'), c.int('numero'), c.longText('datos'), ...c.timestamps()],
        indices: [new TableIndex({ columnNames: ['companiaId', 'anio', 'numero'], isUnique: true })],
        foreignKeys: [new TableForeignKey({ ...compania })],
      }),
    );
    await queryRunner.query('UPDATE activo SET "fechaInicioUso" = "fechaAdquisicion"');
    await clasificar(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const tabla of ['cierre_ejercicio_linea', 'cierre_ejercicio', 'activo_baja', 'activo_mejora']) await queryRunner.dropTable(tabla);
    await quitarColumnas(queryRunner, 'compania', ['baseDepreciable']);
    for (const [anterior, nuevo] of INDICES_TABLERO) {
      await queryRunner.dropIndex('activo', queryRunner.connection.namingStrategy.indexName('activo', nuevo));
      await queryRunner.createIndex('activo', new TableIndex({ columnNames: anterior }));
    }
    await queryRunner.dropIndex('activo', queryRunner.connection.namingStrategy.indexName('activo', ['companiaId', 'fechaBaja']));
    await quitarColumnas(queryRunner, 'activo', ['fechaBaja', 'categoriaDepreciacion', 'fechaInicioUso']);
  }
}

interface TextosDeCategoria {
  id: number;
  categoria: string | null;
  tipoActivo: string | null;
  categoriaSunat: string | null;
  tipoEquipoContable: string | null;
}

/** Each asset's category from its texts, page by page in id order; updated in IN lists under the parameter cap. */
async function clasificar(queryRunner: QueryRunner): Promise<void> {
  const maximo = sqlTypesOf(queryRunner.connection.options.type).maxParameters - 1;
  let ultimo = 0;
  for (;;) {
    const filas: TextosDeCategoria[] = await queryRunner.manager
      .createQueryBuilder()
      .select(['a.id AS id', 'a.categoria AS categoria', 'a.tipoActivo AS "tipoActivo"', 'a.categoriaSunat AS "categoriaSunat"', 'a.tipoEquipoContable AS "tipoEquipoContable"'])
      .from('activo', 'a')
      .where('a.id > :ultimo', { ultimo })
      .orderBy('a.id')
      .limit(PAGINA)
      .getRawMany();
    if (!filas.length) return;
    ultimo = Number(filas[filas.length - 1].id);
    const porClave = new Map<string, number[]>();
    for (const fila of filas) {
      const clave = categoriaPorTexto(fila.categoria, fila.tipoActivo, fila.categoriaSunat, fila.tipoEquipoContable);
      if (clave) porClave.set(clave, [...(porClave.get(clave) ?? []), Number(fila.id)]);
    }
    for (const [clave, ids] of porClave) {
      for (let inicio = 0; inicio < ids.length; inicio += maximo) {
        const lote = ids.slice(inicio, inicio + maximo);
        await queryRunner.manager.createQueryBuilder().update('activo').set({ categoriaDepreciacion: clave }).where('id IN (:...lote)', { lote }).execute();
      }
    }
  }
}
