export * from './list-query';
export * from './apply-list-query';
export * from './list-response';
export * from './api-list-query.decorator';
// The decorator and the parsed query share the name, as `@ListQuery(SPEC) list: ListQuery` reads.
export { ContentRangeInterceptor, ListQuery, PaginaDeLista } from './list-query.decorator';
