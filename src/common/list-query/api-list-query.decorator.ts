import { applyDecorators, Type } from '@nestjs/common';
import { ApiExtension, ApiExtraModels, ApiOkResponse, ApiQuery, ApiResponse, getSchemaPath } from '@nestjs/swagger';

/**
 * Documents the two list dialects of docs/arquitectura.md, "Contrato de la API" on a list route. The fields a client may sort
 * and filter by are also `x-sortable`/`x-filterable`, for tools that should not read the prose.
 */
export function ApiListQuery(resource: string, sortable: string[], filterable: string[]) {
  const optional = { required: false } as const;
  return applyDecorators(
    ApiExtension('x-sortable', sortable),
    ApiExtension('x-filterable', filterable),
    ApiQuery({ name: 'sort', ...optional, type: String, description: `react-admin: ["campo","ASC"|"DESC"]; campos: ${sortable.join(', ')}`, example: '["id","ASC"]' }),
    ApiQuery({ name: 'range', ...optional, type: String, description: 'react-admin: [inicio, fin], ambos incluidos', example: '[0,24]' }),
    ApiQuery({ name: 'filter', ...optional, type: String, description: `react-admin: objeto JSON; "q" busca texto; campos: ${filterable.join(', ')}`, example: '{"q":"texto"}' }),
    ApiQuery({ name: 'page', ...optional, description: 'Dialecto paginado: página (desde 1); responde { data, pagination }', type: Number }),
    ApiQuery({ name: 'size', ...optional, description: 'Dialecto paginado: tamaño de página (con tope)', type: Number }),
    ApiQuery({ name: 'search', ...optional, type: String, description: 'Dialecto paginado: texto a buscar (sin distinguir mayúsculas ni tildes)' }),
    ApiResponse({
      status: 200,
      description: `Arreglo con cabecera Content-Range: ${resource} inicio-fin/total (react-admin), o { data, pagination } (page/size/search)`,
    }),
  );
}

/**
 * The answer of a list route in both dialects: the rows (simple-rest, or the paged dialect's `fila[]` when the
 * route defaults to it) or the page `{ data, pagination }` (page/size/search), described by `pagina`.
 */
export function ApiListOkResponse(fila: Type<unknown>, pagina: Type<unknown>) {
  return applyDecorators(
    ApiExtraModels(fila, pagina),
    ApiOkResponse({ schema: { oneOf: [{ type: 'array', items: { $ref: getSchemaPath(fila) } }, { $ref: getSchemaPath(pagina) }] } }),
  );
}
