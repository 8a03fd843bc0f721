import { ConflictException } from '@nestjs/common';
import { auditOf, isNothingSent, withAudit, withOldValues } from './audit-target';

describe('withOldValues', () => {
  it('returns the answer with the old values for the row, which its JSON and its copies leave out', async () => {
    const answer = await withOldValues(async (noteOld) => {
      noteOld({ id: 3, nombre: 'antes' });
      return { id: 3, nombre: 'después' };
    });
    expect(auditOf(answer)).toEqual({ old: { id: 3, nombre: 'antes' } });
    expect(JSON.stringify(answer)).toBe('{"id":3,"nombre":"después"}');
    expect(auditOf({ ...answer })).toEqual({});
  });

  it('keeps the parts the answer already carried', async () => {
    const answer = await withOldValues(async (noteOld) => {
      noteOld({ estado: 'Pendiente' });
      return withAudit({ id: 1 }, { extra: { codigo: 'MNT-1' } });
    });
    expect(auditOf(answer)).toEqual({ old: { estado: 'Pendiente' }, extra: { codigo: 'MNT-1' } });
  });

  it('gives the error of a write that fails after reading the record its old values, and not one that fails before', async () => {
    const despues = withOldValues(async (noteOld) => {
      noteOld({ codigo: 'ACT-1' });
      throw new ConflictException('En uso');
    });
    await expect(despues).rejects.toThrow('En uso');
    expect(auditOf(await despues.catch((error: unknown) => error))).toEqual({ old: { codigo: 'ACT-1' } });

    const antes = withOldValues(async () => {
      throw new ConflictException('No existe');
    });
    expect(auditOf(await antes.catch((error: unknown) => error))).toEqual({});
  });

  it('turns a write that answers nothing into a value sent as nothing that carries the old values', async () => {
    const answer: unknown = await withOldValues(async (noteOld) => {
      noteOld({ nombre: 'Sistemas' });
    });
    expect(isNothingSent(answer)).toBe(true);
    expect(auditOf(answer)).toEqual({ old: { nombre: 'Sistemas' } });
    expect(isNothingSent({})).toBe(false);
  });
});
