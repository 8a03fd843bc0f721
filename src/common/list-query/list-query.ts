import { BadRequestException } from '@nestjs/common';
import { MAX_SEARCH_LENGTH, normalizeSearch } from '../../dominio/search-text';

/*
 * One parser for the two list dialects (docs/arquitectura.md, "Contrato de la API"):
 *  - react-admin simple-rest: sort=["field","ASC"], range=[0,24], filter={"q":"…","estado":"Activo","id":[1,2]}
 *  - the spec's own: page (1-based), size, search
 * Field names are only ever looked up in the resource's allow-lists; values only
 * ever travel as query parameters (see applyListQuery).
 */

export type SortOrder = 'ASC' | 'DESC';
export type ListDialect = 'simple-rest' | 'paged';

export interface ListFieldSpec {
  /** Query-builder expression, e.g. 'u.nombre'. */
  column: string;
  /** 'date' matches a date column exactly and takes a YYYY-MM-DD value. */
  type: 'string' | 'number' | 'boolean' | 'date';
  /**
   * Strings only; default 'exact'. 'contains' is a case-insensitive substring match;
   * 'normalized' is a substring match against a column that holds normalizeSearch()'d
   * text, so it also ignores accents ("camara" finds "Cámara").
   */
  match?: 'exact' | 'contains' | 'normalized';
  /** A bound of a range instead of a match: the column compared with the value (`desde` ≥, `hasta` ≤ on a text date). */
  compare?: '>=' | '<=';
}

export interface ListResourceSpec {
  /** Name used in Content-Range. */
  resource: string;
  /** Allow-list: api field -> `alias.property` (TypeORM needs that form to page joined queries). */
  sortable: Record<string, string>;
  /** Allow-list of filter fields. `q` is always the free-text search, never a filter. */
  filterable: Record<string, ListFieldSpec>;
  /**
   * Filter fields named `<prefix><key>` (key: a lowercase letter, then up to 39 lowercase letters, digits or _), whose
   * keys the service knows (a company's own fields): it checks and applies them.
   */
  prefixFilters?: Record<string, ListFieldSpec>;
  /**
   * Sort fields named `<prefix><key>` (key as in prefixFilters): parsed with the field's name as their column; the
   * service knows the keys, checks them and sets the column (and nullsLast) before the SQL is written.
   */
  prefixSorts?: string[];
  /** Columns holding normalizeSearch()'d text, searched by `q` / `search`. */
  searchColumns?: string[];
  defaultSort: { field: string; order: SortOrder };
  defaultDialect: ListDialect;
  /** Paged dialect; default 10. */
  defaultPageSize?: number;
  /** Cap for both dialects (larger requests are silently capped); default 1000. */
  maxPageSize?: number;
}

export type ListScalar = string | number | boolean;

export interface ListFilter {
  field: string;
  spec: ListFieldSpec;
  value: ListScalar | ListScalar[];
}

export interface ListQuery {
  dialect: ListDialect;
  /** What to fetch. */
  offset: number;
  limit: number;
  /** Paged dialect; derived from offset/limit in simple-rest. */
  page: number;
  pageSize: number;
  /** `tiebreaker` is the id column, added when sorting by another field so pages are stable. */
  sort: { field: string; column: string; order: SortOrder; tiebreaker?: string; nullsLast?: string };
  filters: ListFilter[];
  /** Normalised search text; undefined when empty. */
  search?: string;
  searchColumns: string[];
  resource: string;
}

const DEFAULT_PAGE_SIZE = 10;
const DEFAULT_MAX_PAGE_SIZE = 1000;
/** Keeps an IN list well under SQL Server's 2100 bound parameters. */
const MAX_IN_VALUES = 1000;
const SIMPLE_REST_PARAMS = ['sort', 'range', 'filter'];
const PAGED_PARAMS = ['page', 'size', 'search'];

const EXPECTED: Record<ListFieldSpec['type'], string> = {
  string: 'texto',
  number: 'un número',
  boolean: 'true o false',
  date: 'una fecha AAAA-MM-DD',
};

/** The key after a prefix of prefixFilters and prefixSorts: a company's field. */
const CLAVE = /^[a-z][a-z0-9_]{0,39}$/;

const bad = (message: string) => new BadRequestException(message);

export function parseListQuery(query: Record<string, unknown>, spec: ListResourceSpec): ListQuery {
  const has = (names: string[]) => names.some((name) => query[name] !== undefined);
  const dialect: ListDialect = has(SIMPLE_REST_PARAMS) ? 'simple-rest' : has(PAGED_PARAMS) ? 'paged' : spec.defaultDialect;
  const maxPageSize = spec.maxPageSize ?? DEFAULT_MAX_PAGE_SIZE;
  const base = { dialect, resource: spec.resource, searchColumns: spec.searchColumns ?? [] };

  if (dialect === 'paged') {
    const pageSize = Math.min(readPositiveInt(query, 'size') ?? spec.defaultPageSize ?? DEFAULT_PAGE_SIZE, maxPageSize);
    const page = readPositiveInt(query, 'page') ?? 1;
    return {
      ...base,
      offset: (page - 1) * pageSize,
      limit: pageSize,
      page,
      pageSize,
      sort: sortOf(spec, spec.defaultSort.field, spec.defaultSort.order),
      filters: [],
      search: searchOf(spec, 'search', readParam(query, 'search')),
    };
  }

  const rawSort = readParam(query, 'sort');
  const rawRange = readParam(query, 'range');
  const rawFilter = readParam(query, 'filter');
  const { offset, limit } = rawRange === undefined ? { offset: 0, limit: maxPageSize } : parseRange(rawRange, maxPageSize);
  const { filters, search } = rawFilter === undefined ? { filters: [], search: undefined } : parseFilter(rawFilter, spec);
  return {
    ...base,
    offset,
    limit,
    page: Math.floor(offset / limit) + 1,
    pageSize: limit,
    sort: rawSort === undefined ? sortOf(spec, spec.defaultSort.field, spec.defaultSort.order) : parseSort(rawSort, spec),
    filters,
    search,
  };
}

function readParam(query: Record<string, unknown>, name: string): string | undefined {
  const value = query[name];
  if (value === undefined || typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) throw bad(`El parámetro "${name}" no puede repetirse`);
  throw bad(`El parámetro "${name}" no es válido`);
}

function readPositiveInt(query: Record<string, unknown>, name: string): number | undefined {
  const raw = readParam(query, name);
  if (raw === undefined) return undefined;
  // At most 9 digits, so (page - 1) * size stays a safe integer.
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) throw bad(`El parámetro "${name}" debe ser un entero positivo`);
  return Number(raw);
}

function parseJson(name: string, raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    throw bad(`El parámetro "${name}" no es JSON válido`);
  }
}

function parseSort(raw: string, spec: ListResourceSpec): ListQuery['sort'] {
  const value = parseJson('sort', raw);
  if (
    !Array.isArray(value) ||
    value.length !== 2 ||
    typeof value[0] !== 'string' ||
    typeof value[1] !== 'string' ||
    !/^(asc|desc)$/i.test(value[1])
  ) {
    throw bad('El parámetro "sort" debe tener la forma ["campo","ASC"] o ["campo","DESC"]');
  }
  return sortOf(spec, value[0], value[1].toUpperCase() as SortOrder);
}

function sortOf(spec: ListResourceSpec, field: string, order: SortOrder): ListQuery['sort'] {
  // Object.hasOwn, not `in`: "constructor" or "__proto__" must not reach Object.prototype.
  const porPrefijo = spec.prefixSorts?.some((prefix) => field.startsWith(prefix) && CLAVE.test(field.slice(prefix.length)));
  if (!Object.hasOwn(spec.sortable, field) && !porPrefijo) throw bad(`No se puede ordenar por "${field}"`);
  const tiebreaker = field !== 'id' && Object.hasOwn(spec.sortable, 'id') ? spec.sortable.id : undefined;
  return { field, column: porPrefijo ? field : spec.sortable[field], order, tiebreaker };
}

function parseRange(raw: string, maxPageSize: number): { offset: number; limit: number } {
  const value = parseJson('range', raw);
  if (
    !Array.isArray(value) ||
    value.length !== 2 ||
    !value.every((n) => Number.isSafeInteger(n) && n >= 0) ||
    value[0] > value[1]
  ) {
    throw bad('El parámetro "range" debe ser [inicio, fin] con enteros no negativos e inicio ≤ fin');
  }
  return { offset: value[0], limit: Math.min(value[1] - value[0] + 1, maxPageSize) };
}

function parseFilter(raw: string, spec: ListResourceSpec): { filters: ListFilter[]; search?: string } {
  const value = parseJson('filter', raw);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw bad('El parámetro "filter" debe ser un objeto JSON');
  }
  const filters: ListFilter[] = [];
  let search: string | undefined;
  // JSON.parse makes "__proto__" an own key, so Object.entries sees it and it is rejected below.
  for (const [field, fieldValue] of Object.entries(value)) {
    if (field === 'q') {
      search = searchOf(spec, 'q', String(toScalar('q', 'string', fieldValue)));
      continue;
    }
    const fieldSpec = Object.hasOwn(spec.filterable, field) ? spec.filterable[field] : prefixFilterOf(spec, field);
    if (!fieldSpec) throw bad(`Filtro desconocido: "${field}"`);
    filters.push({ field, spec: fieldSpec, value: toFilterValue(field, fieldSpec.type, fieldValue) });
  }
  return { filters, search };
}

function prefixFilterOf(spec: ListResourceSpec, field: string): ListFieldSpec | undefined {
  const prefix = Object.keys(spec.prefixFilters ?? {}).find((p) => field.startsWith(p));
  return prefix !== undefined && CLAVE.test(field.slice(prefix.length)) ? spec.prefixFilters![prefix] : undefined;
}

function toFilterValue(field: string, type: ListFieldSpec['type'], value: unknown): ListFilter['value'] {
  if (!Array.isArray(value)) return toScalar(field, type, value);
  if (value.length > MAX_IN_VALUES) throw bad(`El filtro "${field}" admite como máximo ${MAX_IN_VALUES} valores`);
  return value.map((item) => toScalar(field, type, item));
}

/** Objects, nulls and nested arrays never pass: they are how operator injection (`{"$gt":1}`) would arrive. */
function toScalar(field: string, type: ListFieldSpec['type'], value: unknown): ListScalar {
  switch (type) {
    case 'string':
      if (typeof value === 'string') return boundedText(`El filtro "${field}"`, value);
      if (typeof value === 'number' && Number.isFinite(value)) return String(value);
      break;
    case 'number':
      if (typeof value === 'number' && Number.isFinite(value)) return value;
      if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value)) return Number(value);
      break;
    case 'boolean':
      if (value === true || value === 'true' || value === 1) return true;
      if (value === false || value === 'false' || value === 0) return false;
      break;
    case 'date':
      if (typeof value === 'string' && isIsoDate(value)) return value;
      break;
  }
  throw bad(`El filtro "${field}" debe ser ${EXPECTED[type]}`);
}

function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  // Rejects dates that roll over, such as 2024-02-30.
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

function boundedText(label: string, value: string): string {
  if (value.length > MAX_SEARCH_LENGTH) throw bad(`${label} no puede exceder los ${MAX_SEARCH_LENGTH} caracteres`);
  return value;
}

function searchOf(spec: ListResourceSpec, name: string, raw: string | undefined): string | undefined {
  const term = normalizeSearch(raw === undefined ? raw : boundedText(`El parámetro "${name}"`, raw));
  if (!term) return undefined;
  if (!spec.searchColumns?.length) throw bad(`Este listado no admite búsqueda ("${name}")`);
  return term;
}
