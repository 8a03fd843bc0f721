import { Brackets, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { escapeLike, normalizeSearch } from '../../dominio/search-text';
import { ListFilter, ListQuery } from './list-query';

/*
 * Adds a parsed list query to a query builder. Column expressions come from the
 * resource's allow-lists; every value is a named parameter (lq_…), so no input
 * reaches the SQL text. LIKE with LOWER() instead of ILIKE runs on SQLite,
 * PostgreSQL and SQL Server alike.
 *
 * Paging uses skip/take: without joins TypeORM turns them into OFFSET/LIMIT,
 * with joins it pages over distinct root ids, so load with getMany() or
 * getManyAndCount() (getRawMany() ignores take when the query has joins).
 */
export function applyListQuery<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, list: ListQuery): SelectQueryBuilder<T> {
  return applyListOrder(applyListFilters(qb, list), list).skip(list.offset).take(list.limit);
}

/** The list's filters and search, without its order or page. */
export function applyListFilters<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, list: ListQuery): SelectQueryBuilder<T> {
  list.filters.forEach((filter, index) => applyFilter(qb, filter, `lq_f${index}`));
  if (list.search && list.searchColumns.length) whereEveryWord(qb, list.searchColumns, list.search, 'lq_search');
  return qb;
}

/** The list's order, with the id as tiebreaker; rows whose `nullsLast` is NULL after the others in either direction (engines differ on where NULL goes). */
export function applyListOrder<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, list: ListQuery): SelectQueryBuilder<T> {
  if (list.sort.nullsLast) qb.orderBy(`CASE WHEN ${list.sort.nullsLast} IS NULL THEN 1 ELSE 0 END`, 'ASC').addOrderBy(list.sort.column, list.sort.order);
  else qb.orderBy(list.sort.column, list.sort.order);
  if (list.sort.tiebreaker) qb.addOrderBy(list.sort.tiebreaker, list.sort.order);
  return qb;
}

/** What of the list changes the SQL applyListFilters and applyListOrder write (not the values): a key for SqlPorForma. */
export function listShape(list: ListQuery): string {
  const filtros = list.filters.map(({ spec, value }) => `${spec.column} ${spec.match ?? ''}${spec.compare ?? ''}${Array.isArray(value) ? (value.length ? ' IN' : ' vacío') : ''}`);
  const palabras = list.search && list.searchColumns.length ? Math.min(list.search.split(/\s+/).filter(Boolean).length, MAX_SEARCH_WORDS) : 0;
  return `${filtros.join(',')}|${palabras}|${list.sort.nullsLast ?? ''} ${list.sort.column} ${list.sort.tiebreaker ?? ''} ${list.sort.order}`;
}

function applyFilter<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, { spec, value }: ListFilter, param: string): void {
  if (Array.isArray(value)) {
    // An empty IN () is invalid SQL; an empty list simply matches nothing.
    if (value.length === 0) qb.andWhere('1 = 0');
    else qb.andWhere(`${spec.column} IN (:...${param})`, { [param]: value });
  } else if (spec.compare) {
    qb.andWhere(`${spec.column} ${spec.compare} :${param}`, { [param]: value });
  } else if (spec.type === 'string' && spec.match === 'contains') {
    qb.andWhere(`LOWER(${spec.column}) LIKE :${param} ESCAPE '\\'`, {
      [param]: `%${escapeLike(String(value).toLowerCase())}%`,
    });
  } else if (spec.type === 'string' && spec.match === 'normalized') {
    whereEveryWord(qb, [spec.column], normalizeSearch(String(value)), param);
  } else {
    qb.andWhere(`${spec.column} = :${param}`, { [param]: value });
  }
}

/** Words of a search beyond this many are ignored: each adds a LIKE over the whole table. */
const MAX_SEARCH_WORDS = 8;

/**
 * Rows where each word of `normalized` (a normalizeSearch text) is in one of `columns`, in any order:
 * "dell 5440" finds "Laptop Dell Latitude 5440".
 */
export function whereEveryWord<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, columns: string[], normalized: string, param: string): void {
  normalized
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, MAX_SEARCH_WORDS)
    .forEach((word, index) => {
      const name = `${param}_${index}`;
      qb.andWhere(
        new Brackets((or) => {
          for (const column of columns) or.orWhere(`${column} LIKE :${name} ESCAPE '\\'`, { [name]: `%${escapeLike(word)}%` });
        }),
      );
    });
}
