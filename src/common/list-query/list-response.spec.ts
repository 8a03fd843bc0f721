import { ListResourceSpec, parseListQuery } from './list-query';
import { toListResponse } from './list-response';

const spec: ListResourceSpec = {
  resource: 'areas',
  sortable: { id: 'a.id' },
  filterable: {},
  defaultSort: { field: 'id', order: 'ASC' },
  defaultDialect: 'simple-rest',
};

function fakeResponse() {
  const headers: Record<string, string> = {};
  return { headers, setHeader: (name: string, value: string) => (headers[name] = value) };
}

describe('toListResponse: simple-rest', () => {
  it('answers the rows and a Content-Range of start-end/total', () => {
    const res = fakeResponse();
    const rows = Array.from({ length: 25 }, (_, i) => ({ id: i + 1 }));
    expect(toListResponse(parseListQuery({ range: '[0,24]' }, spec), rows, 319, res)).toBe(rows);
    expect(res.headers).toEqual({ 'Content-Range': 'areas 0-24/319' });
  });

  it('ends the range at the last row returned, not the one requested', () => {
    const res = fakeResponse();
    toListResponse(parseListQuery({ range: '[300,349]' }, spec), Array(19).fill({}), 319, res);
    expect(res.headers['Content-Range']).toBe('areas 300-318/319');
  });

  it('answers */total when there is no row', () => {
    const empty = fakeResponse();
    expect(toListResponse(parseListQuery({ range: '[0,9]' }, spec), [], 0, empty)).toEqual([]);
    expect(empty.headers['Content-Range']).toBe('areas */0');
    const pastTheEnd = fakeResponse();
    toListResponse(parseListQuery({ range: '[400,409]' }, spec), [], 319, pastTheEnd);
    expect(pastTheEnd.headers['Content-Range']).toBe('areas */319');
  });
});

describe('toListResponse: paged', () => {
  it('wraps the rows with the pagination block and sets no header', () => {
    const res = fakeResponse();
    const rows = [{ id: 11 }, { id: 12 }];
    expect(toListResponse(parseListQuery({ page: '2', size: '10' }, spec), rows, 21, res)).toEqual({
      data: rows,
      pagination: { page: 2, totalPages: 3, pageSize: 10, totalRecords: 21, totalCount: 21 },
    });
    expect(res.headers).toEqual({});
  });

  it('counts whole pages and answers 0 pages for an empty list', () => {
    const list = parseListQuery({ size: '10' }, spec);
    expect(toListResponse(list, [], 20, fakeResponse())).toMatchObject({ pagination: { totalPages: 2 } });
    expect(toListResponse(list, [], 0, fakeResponse())).toEqual({
      data: [],
      pagination: { page: 1, totalPages: 0, pageSize: 10, totalRecords: 0, totalCount: 0 },
    });
  });
});
