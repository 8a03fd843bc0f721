import { BadRequestException } from '@nestjs/common';
import { ListResourceSpec, parseListQuery } from './list-query';

const spec: ListResourceSpec = {
  resource: 'activos',
  sortable: { id: 'a.id', nombre: 'a.nombre', precio: 'a.precio' },
  filterable: {
    id: { column: 'a.id', type: 'number' },
    estado: { column: 'a.estado', type: 'string' },
    nombre: { column: 'a.nombre', type: 'string', match: 'contains' },
    precio: { column: 'a.precio', type: 'number' },
    activo: { column: 'a.activo', type: 'boolean' },
    fechaCompra: { column: 'a.fechaCompra', type: 'date' },
  },
  searchColumns: ['a.nombreBusqueda'],
  defaultSort: { field: 'nombre', order: 'ASC' },
  defaultDialect: 'paged',
  defaultPageSize: 25,
  maxPageSize: 100,
};

/** The BadRequestException's message, or a failure when parsing succeeds. */
function rejection(query: Record<string, unknown>, resource = spec): string {
  try {
    parseListQuery(query, resource);
  } catch (error) {
    expect(error).toBeInstanceOf(BadRequestException);
    return (error as BadRequestException).message;
  }
  throw new Error(`accepted ${JSON.stringify(query)}`);
}

describe('parseListQuery: dialect', () => {
  it('uses simple-rest when sort, range or filter is present', () => {
    for (const query of [{ sort: '["id","ASC"]' }, { range: '[0,9]' }, { filter: '{}' }, { filter: '{}', page: '2' }]) {
      expect(parseListQuery(query, spec).dialect).toBe('simple-rest');
    }
  });

  it('uses paged when page, size or search is present', () => {
    for (const query of [{ page: '1' }, { size: '5' }, { search: 'x' }]) {
      expect(parseListQuery(query, { ...spec, defaultDialect: 'simple-rest' }).dialect).toBe('paged');
    }
  });

  it("falls back to the resource's default dialect", () => {
    expect(parseListQuery({}, spec).dialect).toBe('paged');
    expect(parseListQuery({ companiaId: '3' }, { ...spec, defaultDialect: 'simple-rest' }).dialect).toBe('simple-rest');
  });
});

describe('parseListQuery: simple-rest', () => {
  it('parses sort, range and filter', () => {
    const list = parseListQuery(
      {
        sort: '["precio","desc"]',
        range: '[20,29]',
        filter: '{"q":"  Cámara  FOTO ","estado":"Activo","id":[1,"2",3],"activo":"false","precio":"12.5"}',
      },
      spec,
    );
    expect(list).toEqual({
      dialect: 'simple-rest',
      resource: 'activos',
      offset: 20,
      limit: 10,
      page: 3,
      pageSize: 10,
      sort: { field: 'precio', column: 'a.precio', order: 'DESC', tiebreaker: 'a.id' },
      filters: [
        { field: 'estado', spec: spec.filterable.estado, value: 'Activo' },
        { field: 'id', spec: spec.filterable.id, value: [1, 2, 3] },
        { field: 'activo', spec: spec.filterable.activo, value: false },
        { field: 'precio', spec: spec.filterable.precio, value: 12.5 },
      ],
      search: 'camara foto',
      searchColumns: ['a.nombreBusqueda'],
    });
  });

  it('defaults to the default sort and the whole capped list', () => {
    const list = parseListQuery({ filter: '{}' }, spec);
    expect(list.sort).toEqual({ field: 'nombre', column: 'a.nombre', order: 'ASC', tiebreaker: 'a.id' });
    expect(list).toMatchObject({ offset: 0, limit: 100, filters: [], search: undefined });
  });

  it('adds no tiebreaker when sorting by id or when id is not sortable', () => {
    expect(parseListQuery({ sort: '["id","ASC"]' }, spec).sort.tiebreaker).toBeUndefined();
    const noId = { ...spec, sortable: { nombre: 'a.nombre' } };
    expect(parseListQuery({ sort: '["nombre","ASC"]' }, noId).sort.tiebreaker).toBeUndefined();
  });

  it('caps a range larger than maxPageSize silently', () => {
    expect(parseListQuery({ range: '[0,99999]' }, spec)).toMatchObject({ offset: 0, limit: 100 });
    expect(parseListQuery({ range: '[5,5]' }, spec)).toMatchObject({ offset: 5, limit: 1 });
  });

  it('treats an empty q as no search', () => {
    expect(parseListQuery({ filter: '{"q":"   "}' }, spec).search).toBeUndefined();
  });

  it('accepts the boolean and date forms it documents', () => {
    const values = (filter: object) => parseListQuery({ filter: JSON.stringify(filter) }, spec).filters.map((f) => f.value);
    expect(values({ activo: true })).toEqual([true]);
    expect(values({ activo: 'true' })).toEqual([true]);
    expect(values({ activo: 1 })).toEqual([true]);
    expect(values({ activo: 0 })).toEqual([false]);
    expect(values({ fechaCompra: '2024-02-29' })).toEqual(['2024-02-29']);
    expect(values({ estado: 7 })).toEqual(['7']);
    expect(values({ id: [] })).toEqual([[]]);
  });
});

describe('parseListQuery: paged', () => {
  it('parses page, size and search', () => {
    expect(parseListQuery({ page: '3', size: '20', search: 'Peña' }, spec)).toEqual({
      dialect: 'paged',
      resource: 'activos',
      offset: 40,
      limit: 20,
      page: 3,
      pageSize: 20,
      sort: { field: 'nombre', column: 'a.nombre', order: 'ASC', tiebreaker: 'a.id' },
      filters: [],
      search: 'pena',
      searchColumns: ['a.nombreBusqueda'],
    });
  });

  it('defaults page to 1 and size to defaultPageSize, or 10', () => {
    expect(parseListQuery({ search: '' }, spec)).toMatchObject({ page: 1, pageSize: 25, offset: 0, limit: 25, search: undefined });
    const { defaultPageSize, ...withoutDefault } = spec;
    expect(defaultPageSize).toBe(25);
    expect(parseListQuery({ page: '2' }, withoutDefault)).toMatchObject({ pageSize: 10, offset: 10 });
  });

  it('caps size at maxPageSize, or 1000', () => {
    expect(parseListQuery({ size: '5000' }, spec).pageSize).toBe(100);
    const { maxPageSize, ...uncapped } = spec;
    expect(maxPageSize).toBe(100);
    expect(parseListQuery({ size: '5000' }, uncapped).pageSize).toBe(1000);
  });
});

describe('parseListQuery: rejects malformed input with a 400 naming the parameter', () => {
  it.each([
    [{ sort: '["id","ASC"' }, 'El parámetro "sort" no es JSON válido'],
    [{ range: 'x' }, 'El parámetro "range" no es JSON válido'],
    [{ filter: "{'a':1}" }, 'El parámetro "filter" no es JSON válido'],
    [{ sort: '"id"' }, '"sort" debe tener la forma'],
    [{ sort: '["id"]' }, '"sort" debe tener la forma'],
    [{ sort: '["id","ASC","x"]' }, '"sort" debe tener la forma'],
    [{ sort: '["id","UP"]' }, '"sort" debe tener la forma'],
    [{ sort: '[1,"ASC"]' }, '"sort" debe tener la forma'],
    [{ sort: '["clave","ASC"]' }, 'No se puede ordenar por "clave"'],
    [{ sort: '["constructor","ASC"]' }, 'No se puede ordenar por "constructor"'],
    [{ sort: '["__proto__","ASC"]' }, 'No se puede ordenar por "__proto__"'],
    [{ sort: '["a.id; DROP TABLE activo","ASC"]' }, 'No se puede ordenar por'],
    [{ range: '[5,2]' }, '"range" debe ser [inicio, fin]'],
    [{ range: '[-1,2]' }, '"range" debe ser [inicio, fin]'],
    [{ range: '[0,2.5]' }, '"range" debe ser [inicio, fin]'],
    [{ range: '["0","9"]' }, '"range" debe ser [inicio, fin]'],
    [{ range: '[0]' }, '"range" debe ser [inicio, fin]'],
    [{ range: '{"0":0,"1":9}' }, '"range" debe ser [inicio, fin]'],
    [{ filter: '[1]' }, 'El parámetro "filter" debe ser un objeto JSON'],
    [{ filter: 'null' }, 'El parámetro "filter" debe ser un objeto JSON'],
    [{ filter: '"estado"' }, 'El parámetro "filter" debe ser un objeto JSON'],
    [{ filter: '{"clave":"x"}' }, 'Filtro desconocido: "clave"'],
    [{ filter: '{"__proto__":{"estado":"x"}}' }, 'Filtro desconocido: "__proto__"'],
    [{ filter: '{"constructor":"x"}' }, 'Filtro desconocido: "constructor"'],
    [{ filter: '{"precio":{"$gt":1}}' }, 'El filtro "precio" debe ser un número'],
    [{ filter: '{"estado":{"$ne":"x"}}' }, 'El filtro "estado" debe ser texto'],
    [{ filter: '{"estado":null}' }, 'El filtro "estado" debe ser texto'],
    [{ filter: '{"id":[[1]]}' }, 'El filtro "id" debe ser un número'],
    [{ filter: '{"id":[1,{"$gt":0}]}' }, 'El filtro "id" debe ser un número'],
    [{ filter: '{"precio":"12abc"}' }, 'El filtro "precio" debe ser un número'],
    [{ filter: '{"precio":""}' }, 'El filtro "precio" debe ser un número'],
    [{ filter: '{"activo":"yes"}' }, 'El filtro "activo" debe ser true o false'],
    [{ filter: '{"activo":"1"}' }, 'El filtro "activo" debe ser true o false'],
    [{ filter: '{"activo":2}' }, 'El filtro "activo" debe ser true o false'],
    [{ filter: '{"fechaCompra":"2024-02-30"}' }, 'El filtro "fechaCompra" debe ser una fecha AAAA-MM-DD'],
    [{ filter: '{"fechaCompra":"ayer"}' }, 'El filtro "fechaCompra" debe ser una fecha AAAA-MM-DD'],
    [{ filter: '{"q":{"$regex":"x"}}' }, 'El filtro "q" debe ser texto'],
    [{ filter: `{"id":[${Array.from({ length: 1001 }, (_, i) => i).join(',')}]}` }, 'admite como máximo 1000 valores'],
    [{ page: '0' }, 'El parámetro "page" debe ser un entero positivo'],
    [{ page: '-1' }, 'El parámetro "page" debe ser un entero positivo'],
    [{ page: '1.5' }, 'El parámetro "page" debe ser un entero positivo'],
    [{ page: '' }, 'El parámetro "page" debe ser un entero positivo'],
    [{ size: 'abc' }, 'El parámetro "size" debe ser un entero positivo'],
    [{ size: '1e3' }, 'El parámetro "size" debe ser un entero positivo'],
    [{ page: '9999999999' }, 'El parámetro "page" debe ser un entero positivo'],
    [{ sort: ['["id","ASC"]', '["nombre","ASC"]'] }, 'El parámetro "sort" no puede repetirse'],
    [{ page: ['1', '2'] }, 'El parámetro "page" no puede repetirse'],
    [{ filter: { estado: 'x' } }, 'El parámetro "filter" no es válido'],
  ])('%j → %s', (query, message) => {
    expect(rejection(query)).toContain(message);
  });

  it('rejects a search on a resource without search columns, in both dialects', () => {
    const { searchColumns, ...noSearch } = spec;
    expect(searchColumns).toHaveLength(1);
    expect(rejection({ search: 'x' }, noSearch)).toBe('Este listado no admite búsqueda ("search")');
    expect(rejection({ filter: '{"q":"x"}' }, noSearch)).toBe('Este listado no admite búsqueda ("q")');
    expect(parseListQuery({ search: '  ' }, noSearch).search).toBeUndefined();
  });
});
