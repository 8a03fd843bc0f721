export * from './list-query';
export * from './apply-list-query';
export * from './list-response';
export * from './api-list-query.decorator';
