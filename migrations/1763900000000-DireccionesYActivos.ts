import { MigrationInterface, QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';
import { portableColumns } from '../src/database/portable-columns';

/** Addresses, the asset catalogue, its location history, its depreciation schedule and code counters. */
export class DireccionesYActivos1763900000000 implements MigrationInterface {
  name = 'DireccionesYActivos1763900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = portableColumns(queryRunner);
    const compania = () =>
      new TableForeignKey({ columnNames: ['companiaId'], referencedTableName: 'compania', referencedColumnNames: ['id'] });

    await queryRunner.createTable(
      new Table({
        name: 'direccion',
        columns: [
          c.id(),
          c.int('companiaId'),
          c.string('calle', 255),
          c.string('ciudad', 100),
          c.string('codigoPostal', 5, { isNullable: true }),
          c.string('urbanizacion', 150, { isNullable: true }),
          c.string('distrito', 100),
          c.string('provincia', 100),
          c.string('departamento', 50),
          c.string('sede', 100, { isNullable: true }),
          c.string('busqueda', 800, { isNullable: true }),
          ...c.timestamps(),
        ],
        indices: [new TableIndex({ columnNames: ['companiaId'] })],
        foreignKeys: [compania()],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'activo',
        columns: [
          c.id(),
          c.int('companiaId'),
          c.string('codigo', 50),
          c.string('tipoActivo', 100, { isNullable: true }),
          c.string('descripcion', 500),
          c.string('marca', 100, { isNullable: true }),
          c.string('modelo', 100, { isNullable: true }),
          c.string('serie', 100, { isNullable: true }),
          c.string('color', 50, { isNullable: true }),
          c.string('tipoMaterial', 100, { isNullable: true }),
          c.decimal('largo', 2, { isNullable: true }),
          c.decimal('ancho', 2, { isNullable: true }),
          c.decimal('altura', 2, { isNullable: true }),
          c.string('dimensiones', 100, { isNullable: true }),
          c.decimal('peso', 2, { isNullable: true }),
          c.string('consumoEnergia', 50, { isNullable: true }),
          c.string('tipoEquipoCategoria', 100, { isNullable: true }),
          c.string('codigoFamilia', 50, { isNullable: true }),
          c.string('categoria', 100, { isNullable: true }),
          c.string('edificio', 100, { isNullable: true }),
          c.string('piso', 50, { isNullable: true }),
          c.int('direccionId', { isNullable: true }),
          c.string('codLinea', 50, { isNullable: true }),
          c.string('estado', 50, { isNullable: true }),
          c.string('detalleStatus', 255, { isNullable: true }),
          c.string('observaciones', 1000, { isNullable: true }),
          c.int('usuarioId', { isNullable: true }),
          c.string('usuarioAnterior', 200, { isNullable: true }),
          c.int('areaId', { isNullable: true }),
          c.string('sede', 100, { isNullable: true }),
          c.string('nroVoucher', 50, { isNullable: true }),
          c.string('categoriaSunat', 100, { isNullable: true }),
          c.string('centroCostos', 100, { isNullable: true }),
          c.string('rucProveedor', 11, { isNullable: true }),
          c.string('proveedor', 200, { isNullable: true }),
          c.dateTime('fechaAdquisicion', { isNullable: true }),
          c.string('nroFactura', 50, { isNullable: true }),
          c.string('tipoEquipoContable', 100, { isNullable: true }),
          c.string('descripcionContable', 255, { isNullable: true }),
          c.int('cantidad', { default: 1 }),
          c.decimal('precioUndMn', 2, { isNullable: true }),
          c.decimal('precioUndMe', 2, { isNullable: true }),
          c.decimal('tipoCambio', 3, { isNullable: true }),
          c.decimal('importeMn', 2, { default: 0 }),
          c.decimal('precio', 2, { default: 0 }),
          c.decimal('igv', 2, { default: 0 }),
          c.decimal('total', 2, { default: 0 }),
          c.decimal('tasaDepreciacion', 2, { isNullable: true }),
          c.int('anioFabricacion', { isNullable: true }),
          c.dateTime('fechaInventario', { isNullable: true }),
          c.string('imagen', 500, { isNullable: true }),
          c.boolean('activoBool', { default: true }),
          c.string('busqueda', 1200, { isNullable: true }),
          c.string('descripcionBusqueda', 500, { isNullable: true }),
          c.string('depreciacionBase', 100, { isNullable: true }),
          ...c.timestamps(),
        ],
        indices: [
          new TableIndex({ columnNames: ['companiaId', 'codigo'], isUnique: true }),
          new TableIndex({ columnNames: ['companiaId', 'estado'] }),
          new TableIndex({ columnNames: ['companiaId', 'areaId'] }),
          new TableIndex({ columnNames: ['companiaId', 'usuarioId'] }),
          new TableIndex({ columnNames: ['companiaId', 'createdAt'] }),
        ],
        foreignKeys: [
          compania(),
          new TableForeignKey({ columnNames: ['areaId'], referencedTableName: 'area', referencedColumnNames: ['id'] }),
          new TableForeignKey({ columnNames: ['usuarioId'], referencedTableName: 'usuario', referencedColumnNames: ['id'] }),
          new TableForeignKey({ columnNames: ['direccionId'], referencedTableName: 'direccion', referencedColumnNames: ['id'] }),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'activo_ubicacion',
        columns: [
          c.id(),
          c.int('activoId'),
          c.int('companiaId'),
          c.dateTime('fechaCambio'),
          c.int('usuarioCambioId', { isNullable: true }),
          c.string('usuarioCambio', 200, { isNullable: true }),
          c.string('motivo', 255, { isNullable: true }),
          c.string('direccionAnterior', 400, { isNullable: true }),
          c.string('direccionNueva', 400, { isNullable: true }),
          c.string('edificioAnterior', 100, { isNullable: true }),
          c.string('edificioNuevo', 100, { isNullable: true }),
          c.string('pisoAnterior', 50, { isNullable: true }),
          c.string('pisoNuevo', 50, { isNullable: true }),
          c.string('areaAnterior', 100, { isNullable: true }),
          c.string('areaNueva', 100, { isNullable: true }),
          c.string('sedeAnterior', 100, { isNullable: true }),
          c.string('sedeNueva', 100, { isNullable: true }),
          c.string('observaciones', 1000, { isNullable: true }),
          ...c.timestamps(),
        ],
        indices: [new TableIndex({ columnNames: ['activoId', 'fechaCambio'] }), new TableIndex({ columnNames: ['companiaId'] })],
        foreignKeys: [
          compania(),
          new TableForeignKey({ columnNames: ['activoId'], referencedTableName: 'activo', referencedColumnNames: ['id'], onDelete: 'CASCADE' }),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'activo_depreciacion',
        columns: [
          c.id(),
          c.int('activoId'),
          c.int('companiaId'),
          c.int('numeroMes'),
          c.int('periodo'),
          c.decimal('depreciacionMensual'),
          c.decimal('depreciacionAcumulada'),
          c.decimal('saldoActual'),
          c.dateTime('fechaMes'),
          ...c.timestamps(),
        ],
        indices: [new TableIndex({ columnNames: ['activoId', 'numeroMes'], isUnique: true }), new TableIndex({ columnNames: ['companiaId', 'periodo'] })],
        foreignKeys: [
          compania(),
          new TableForeignKey({ columnNames: ['activoId'], referencedTableName: 'activo', referencedColumnNames: ['id'], onDelete: 'CASCADE' }),
        ],
      }),
    );

    // One counter per company, advanced with an atomic UPDATE: concurrent creates never share a code.
    await queryRunner.createTable(
      new Table({
        name: 'activo_secuencia',
        columns: [{ ...c.int('companiaId'), isPrimary: true }, c.int('ultimo', { default: 0 }), ...c.timestamps()],
        foreignKeys: [
          new TableForeignKey({ columnNames: ['companiaId'], referencedTableName: 'compania', referencedColumnNames: ['id'], onDelete: 'CASCADE' }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['activo_secuencia', 'activo_depreciacion', 'activo_ubicacion', 'activo', 'direccion']) {
      await queryRunner.dropTable(table);
    }
  }
}
