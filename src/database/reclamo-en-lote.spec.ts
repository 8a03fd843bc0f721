import { sentenciaDeReclamoEnLote } from './reclamo-en-lote';

describe('sentenciaDeReclamoEnLote', () => {
  const cola = { tabla: '"cola"', id: '"id"', reclamable: '"libre" = 1', set: '"libre" = 0, "por" = :reclamo', orden: '"fecha", "id"', lote: 7 };

  it.each([
    [
      'postgres',
      'UPDATE "cola" SET "libre" = 0, "por" = :reclamo WHERE "id" IN (SELECT "id" FROM "cola" WHERE "libre" = 1 ORDER BY "fecha", "id" LIMIT 7 FOR UPDATE SKIP LOCKED) AND "libre" = 1',
    ],
    [
      'mssql',
      'WITH lote AS (SELECT TOP (7) * FROM "cola" WITH (UPDLOCK, READPAST, ROWLOCK) WHERE "libre" = 1 ORDER BY "fecha", "id") UPDATE lote SET "libre" = 0, "por" = :reclamo',
    ],
    ['better-sqlite3', 'UPDATE "cola" SET "libre" = 0, "por" = :reclamo WHERE "id" IN (SELECT "id" FROM "cola" WHERE "libre" = 1 ORDER BY "fecha", "id" LIMIT 7)'],
  ] as const)('claims a batch in one statement on %s', (dialecto, sql) => {
    expect(sentenciaDeReclamoEnLote(dialecto, cola)).toBe(sql);
  });
});
