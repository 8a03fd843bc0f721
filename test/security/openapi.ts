import { TestApp } from '../utils/test-app';

/*
 * The routes of the running app, read from its OpenAPI document: every attack of
 * this suite is generated from this list, so a new route is attacked too.
 */

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface Schema {
  $ref?: string;
  type?: string;
  format?: string;
  description?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  required?: string[];
}

export interface QueryParam {
  name: string;
  required: boolean;
  description: string;
  /** The schema's type (number, boolean, string), when documented. */
  type?: string;
}

export interface Route {
  method: HttpMethod;
  /** With `{param}` placeholders, as documented: /api/activos/{id}. */
  path: string;
  /** "GET /api/activos/{id}": names the route in every failure and in the tally. */
  key: string;
  pathParams: string[];
  queryParams: QueryParam[];
  /** JSON body: the schema's name (CompaniaDto) and its properties resolved. */
  jsonBody?: { name: string; schema: Schema };
  /** multipart/form-data: the `file` part's description and the text fields' (name → description). */
  upload?: { file: string; fields: Record<string, string> };
  isPublic: boolean;
  /** Marked `x-solo-personas`: a person's session only, never an API key (docs/arquitectura.md, "Quién puede hacer qué"). */
  soloPersonas: boolean;
  /** A list route's `x-sortable` and `x-filterable` fields (docs/arquitectura.md, "Contrato de la API"); absent elsewhere. */
  sortable?: string[];
  filterable?: string[];
  /** The level its `x-permiso` declares (src/common/permiso.ts); absent on public routes. */
  permiso?: string;
  /** The security schemes the operation lists, in order, as the document says them: ['bearer', 'clave-api']. */
  schemes: string[];
}

interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
  security?: Array<Record<string, string[]>>;
}

interface Operation {
  parameters?: Array<{ name: string; in: string; required?: boolean; description?: string; schema?: Schema }>;
  requestBody?: { content: Record<string, { schema: Schema }> };
  security?: Array<Record<string, string[]>>;
  'x-solo-personas'?: boolean;
  'x-permiso'?: string;
  'x-sortable'?: string[];
  'x-filterable'?: string[];
}

export interface ApiDescription {
  routes: Route[];
  /** A `$ref`'d schema with its own `$ref`s left as they are (see resolve). */
  schema(name: string): Schema;
}

export async function describeApi(t: TestApp): Promise<ApiDescription> {
  const res = await t.http.get('/api/docs-json');
  if (res.status !== 200) throw new Error(`GET /api/docs-json: ${res.status}`);
  const doc = res.body as OpenApiDocument;
  const schemaOf = (ref: string) => doc.components.schemas[ref.replace('#/components/schemas/', '')];
  const routes: Route[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations) as Array<[HttpMethod, Operation]>) {
      const parameters = op.parameters ?? [];
      // A body of several forms (one reading or a batch of them) is attacked in its first named one.
      const body = op.requestBody?.content['application/json']?.schema;
      const json = body?.oneOf?.find((form) => form.$ref) ?? body;
      const multipart = op.requestBody?.content['multipart/form-data']?.schema;
      // OpenAPI: an operation without its own `security` inherits the document's; `{}` means anonymous.
      const security = op.security ?? doc.security ?? [];
      routes.push({
        method,
        path,
        key: `${method.toUpperCase()} ${path}`,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: parameters
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, required: Boolean(p.required), description: p.description ?? '', type: p.schema?.type })),
        jsonBody: json?.$ref ? { name: json.$ref.replace('#/components/schemas/', ''), schema: schemaOf(json.$ref) } : undefined,
        upload: multipart ? uploadOf(multipart) : undefined,
        isPublic: security.length === 0 || security.some((requirement) => Object.keys(requirement).length === 0),
        soloPersonas: op['x-solo-personas'] === true,
        permiso: op['x-permiso'],
        sortable: op['x-sortable'],
        filterable: op['x-filterable'],
        schemes: security.flatMap((requirement) => Object.keys(requirement)),
      });
    }
  }
  return { routes, schema: (name) => doc.components.schemas[name] };
}

function uploadOf(schema: Schema): Route['upload'] {
  const { file, ...fields } = schema.properties ?? {};
  return { file: file?.description ?? '', fields: Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, field.description ?? ''])) };
}

/** A property's schema with its `$ref` (direct, through `allOf`, or of its items) followed one level. */
export function resolve(api: ApiDescription, schema: Schema): Schema {
  const named = (ref: string) => api.schema(ref.replace('#/components/schemas/', ''));
  const ref = schema.$ref ?? schema.allOf?.find((part) => part.$ref)?.$ref;
  if (ref) return named(ref);
  if (schema.items?.$ref) return { ...schema, items: named(schema.items.$ref) };
  return schema;
}

/** Writes: every method but GET. */
export const isWrite = (route: Route) => route.method !== 'get';

/** The first segment after /api (after /api/gre, the transport guide's), lower-cased: the resource a path `{id}` names. */
export const resourceOf = (route: Route) => {
  const [, , primero, segundo] = route.path.toLowerCase().split('/');
  return primero === 'gre' && segundo && !segundo.startsWith('{') ? segundo : primero;
};

/** The path with its placeholders replaced, each value URL-encoded. */
export function fillPath(route: Route, values: Record<string, string | number>): string {
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (values[name] === undefined) throw new Error(`${route.key}: no value for {${name}}`);
    return encodeURIComponent(String(values[name]));
  });
}

/** The field names a list route documents in `x-sortable` or `x-filterable`. */
export const documentedFields = (route: Route, param: 'sort' | 'filter'): string[] => (param === 'sort' ? route.sortable : route.filterable) ?? [];

/** A list route: it speaks the list protocol of docs/arquitectura.md, "Contrato de la API" and documents its filterable fields. */
export const isList = (route: Route) => route.filterable !== undefined;
