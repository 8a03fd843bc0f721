import { CallHandler, createParamDecorator, ExecutionContext, Injectable, NestInterceptor, UseInterceptors } from '@nestjs/common';
import { Response } from 'express';
import { map, Observable } from 'rxjs';
import { JsonEscrito, respuestaJson } from '../json-escrito';
import { ApiListQuery } from './api-list-query.decorator';
import { ListQuery as ParsedListQuery, ListResourceSpec, parseListQuery } from './list-query';
import { PagedList, toListResponse } from './list-response';

/** A parsed list query (the value `@ListQuery(SPEC)` hands its handler). */
export type ListQuery = ParsedListQuery;

/**
 * What a `@ListQuery` handler returns: the page's rows (objects, or each already written as JSON) and the total. A third
 * element, when present, sends the answer built from them (movimiento streams its pages).
 */
export type PaginaDeLista<T> = [rows: T[] | JsonEscrito[], total: number, enviar?: (cuerpo: T[] | PagedList<T>) => unknown];

// The query parsed for a request, for the interceptor that answers it.
const parsed = new WeakMap<object, ParsedListQuery>();

/** Turns a handler's [rows, total] into the list answer of its dialect, with Content-Range in simple-rest. */
@Injectable()
export class ContentRangeInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler<PaginaDeLista<unknown>>): Observable<unknown> {
    const http = context.switchToHttp();
    const request = http.getRequest<object>();
    return next.handle().pipe(
      map(([rows, total, enviar]) => {
        const list = parsed.get(request);
        if (!list) throw new Error('ContentRangeInterceptor sin @ListQuery en el handler');
        const res = http.getResponse<Response>();
        const cuerpo = toListResponse<unknown>(list, rows, total, res);
        return enviar ? enviar(cuerpo) : respuestaJson(res, cuerpo, rows[0] instanceof JsonEscrito);
      }),
    );
  }
}

const listQueryParam = createParamDecorator((spec: ListResourceSpec, ctx: ExecutionContext): ParsedListQuery => {
  const request = ctx.switchToHttp().getRequest<{ query?: Record<string, unknown> }>();
  // Parameters of no list dialect (companiaId) are ignored by the parser.
  const list = parseListQuery(request.query ?? {}, spec);
  parsed.set(request, list);
  return list;
});

/**
 * A list route's query in one parameter: parses sort/range/filter or page/size/search against
 * SPEC's allow-lists, documents them in Swagger, and answers the handler's [rows, total]
 * as the dialect asks (Content-Range or { data, pagination }).
 */
export function ListQuery(spec: ListResourceSpec): ParameterDecorator {
  return (target, key, index) => {
    listQueryParam(spec)(target, key, index);
    if (key === undefined) return;
    const descriptor = Object.getOwnPropertyDescriptor(target, key) as TypedPropertyDescriptor<unknown>;
    ApiListQuery(spec.resource, Object.keys(spec.sortable), Object.keys(spec.filterable))(target, key, descriptor);
    UseInterceptors(ContentRangeInterceptor)(target, key, descriptor);
  };
}
