import { Brackets, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { escapeLike, normalizeSearch } from '../search-text';
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
  list.filters.forEach((filter, index) => applyFilter(qb, filter, `lq_f${index}`));

  if (list.search && list.searchColumns.length) {
    const pattern = `%${escapeLike(list.search)}%`;
    qb.andWhere(
      new Brackets((or) => {
        for (const column of list.searchColumns) or.orWhere(`${column} LIKE :lq_search ESCAPE '\\'`, { lq_search: pattern });
      }),
    );
  }

  qb.orderBy(list.sort.column, list.sort.order);
  if (list.sort.tiebreaker) qb.addOrderBy(list.sort.tiebreaker, list.sort.order);

  return qb.skip(list.offset).take(list.limit);
}

function applyFilter<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, { spec, value }: ListFilter, param: string): void {
  if (Array.isArray(value)) {
    // An empty IN () is invalid SQL; an empty list simply matches nothing.
    if (value.length === 0) qb.andWhere('1 = 0');
    else qb.andWhere(`${spec.column} IN (:...${param})`, { [param]: value });
  } else if (spec.type === 'string' && spec.match === 'contains') {
    qb.andWhere(`LOWER(${spec.column}) LIKE :${param} ESCAPE '\\'`, {
      [param]: `%${escapeLike(String(value).toLowerCase())}%`,
    });
  } else if (spec.type === 'string' && spec.match === 'normalized') {
    qb.andWhere(`${spec.column} LIKE :${param} ESCAPE '\\'`, { [param]: `%${escapeLike(normalizeSearch(String(value)))}%` });
  } else {
    qb.andWhere(`${spec.column} = :${param}`, { [param]: value });
  }
}
