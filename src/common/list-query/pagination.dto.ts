import type { Pagination } from './list-response';

/** Where a page stands in its list: the `pagination` of the paged dialect's answers and of the audit log's. */
export class PaginationDto implements Pagination {
  page: number;
  totalPages: number;
  pageSize: number;
  /** totalRecords and totalCount are the same number: the spec's client reads both. */
  totalRecords: number;
  totalCount: number;
}
