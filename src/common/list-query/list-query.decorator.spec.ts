import { CallHandler, ExecutionContext } from '@nestjs/common';
import { INTERCEPTORS_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { lastValueFrom, of } from 'rxjs';
import { ListResourceSpec } from './list-query';
import { ContentRangeInterceptor, ListQuery, PaginaDeLista } from './list-query.decorator';

// @nestjs/swagger's key for a route's documented parameters (its constants are not exported).
const SWAGGER_PARAMETERS = 'swagger/apiParameters';

const SPEC: ListResourceSpec = {
  resource: 'area',
  sortable: { id: 'a.id', nombre: 'a.nombre' },
  filterable: { id: { column: 'a.id', type: 'number' } },
  defaultSort: { field: 'id', order: 'ASC' },
  defaultDialect: 'simple-rest',
};

class Controlador {
  list(@ListQuery(SPEC) list: ListQuery): PaginaDeLista<string> {
    return [list.resource === 'area' ? ['a', 'b'] : [], 7];
  }
}

/** Runs the route as Nest would: the parameter factory, the handler, then the interceptor. */
async function responder(query: Record<string, unknown>) {
  const headers: Record<string, string> = {};
  const request = { query };
  const response = { setHeader: (name: string, value: string) => (headers[name] = value) };
  const context = { switchToHttp: () => ({ getRequest: () => request, getResponse: () => response }) } as unknown as ExecutionContext;
  const args = Reflect.getMetadata(ROUTE_ARGS_METADATA, Controlador, 'list') as Record<string, { data: unknown; factory: (data: unknown, ctx: ExecutionContext) => ListQuery }>;
  const [param] = Object.values(args);
  const list = param.factory(param.data, context);
  const handler: CallHandler = { handle: () => of(new Controlador().list(list)) };
  const body = await lastValueFrom(new ContentRangeInterceptor().intercept(context, handler));
  return { body, headers };
}

describe('@ListQuery', () => {
  it('answers simple-rest with the rows and Content-Range', async () => {
    expect(await responder({ range: '[0,1]', companiaId: '3' })).toEqual({ body: ['a', 'b'], headers: { 'Content-Range': 'area 0-1/7' } });
  });

  it('answers the paged dialect with { data, pagination } and no header', async () => {
    const { body, headers } = await responder({ page: '1', size: '2' });
    expect(headers).toEqual({});
    expect(body).toEqual({ data: ['a', 'b'], pagination: { page: 1, totalPages: 4, pageSize: 2, totalRecords: 7, totalCount: 7 } });
  });

  it('rejects a field outside the allow-lists', async () => {
    await expect(responder({ sort: '["clave","ASC"]' })).rejects.toThrow('No se puede ordenar por "clave"');
  });

  it('documents the list parameters and attaches the interceptor to the handler', () => {
    const handler = Controlador.prototype.list;
    const names = (Reflect.getMetadata(SWAGGER_PARAMETERS, handler) as Array<{ name: string }>).map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['sort', 'range', 'filter', 'page', 'size', 'search']));
    expect(Reflect.getMetadata(INTERCEPTORS_METADATA, handler)).toEqual([ContentRangeInterceptor]);
  });
});
