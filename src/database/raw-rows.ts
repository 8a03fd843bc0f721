import { EntityMetadata, ObjectLiteral } from 'typeorm';
import { Driver } from 'typeorm/driver/Driver';
import { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';

interface Field {
  column: ColumnMetadata;
  property: string;
  /** Strings and integers come from the driver as they are; only these need converting. */
  convert: boolean;
}

const AS_IS = new Set(['String', 'Number', 'varchar', 'nvarchar', 'text', 'integer', 'int']);
const plans = new WeakMap<EntityMetadata, Map<string, Field[]>>();

function planOf(metadata: EntityMetadata, alias: string): Field[] {
  const byAlias = plans.get(metadata) ?? new Map<string, Field[]>();
  plans.set(metadata, byAlias);
  let plan = byAlias.get(alias);
  if (!plan) {
    plan = metadata.columns.map((column) => {
      const type = typeof column.type === 'function' ? column.type.name : String(column.type);
      return { column, property: `${alias}_${column.databaseName}`, convert: Boolean(column.transformer) || !AS_IS.has(type) };
    });
    byAlias.set(alias, plan);
  }
  return plan;
}

/**
 * The entity fields of `alias` from a getRawMany() row, converted as TypeORM's own
 * hydration would (dates, booleans, decimals through their transformers). For
 * exports that read tens of thousands of rows: it skips the relation bookkeeping of
 * getMany(), which dominates at that size, and converts only the columns that need it.
 */
export function fieldsFromRaw<T extends ObjectLiteral>(metadata: EntityMetadata, driver: Driver, alias: string, raw: ObjectLiteral): T {
  const entity: ObjectLiteral = {};
  for (const { column, property, convert } of planOf(metadata, alias)) {
    if (!(property in raw)) continue;
    const value = raw[property];
    entity[column.propertyName] = convert && value !== null ? driver.prepareHydratedValue(value, column) : value;
  }
  return entity as T;
}
