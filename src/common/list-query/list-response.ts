import { ListQuery } from './list-query';

export interface Pagination {
  page: number;
  totalPages: number;
  pageSize: number;
  /** totalRecords and totalCount are the same number: the spec's client reads both. */
  totalRecords: number;
  totalCount: number;
}

export interface PagedList<T> {
  data: T[];
  pagination: Pagination;
}

// simple-rest: the rows, with `Content-Range: <resource> start-end/total`
// (`<resource> */total` when no row is returned). Paged: `{ data, pagination }`.
export function toListResponse<T>(
  list: ListQuery,
  rows: T[],
  total: number,
  res: { setHeader(name: string, value: string): unknown },
): T[] | PagedList<T> {
  if (list.dialect === 'simple-rest') {
    const range = rows.length ? `${list.offset}-${list.offset + rows.length - 1}` : '*';
    res.setHeader('Content-Range', `${list.resource} ${range}/${total}`);
    return rows;
  }
  return {
    data: rows,
    pagination: {
      page: list.page,
      totalPages: Math.ceil(total / list.pageSize),
      pageSize: list.pageSize,
      totalRecords: total,
      totalCount: total,
    },
  };
}
