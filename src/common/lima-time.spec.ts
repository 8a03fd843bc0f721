import { formatDia, formatLimaDate, formatLimaDateTime } from './lima-time';

describe('Lima dates in documents', () => {
  it('prints 4-digit years and the 24-hour Lima time', () => {
    // 03:05 UTC on 1 January is still 31 December in Lima.
    const momento = new Date(Date.UTC(2026, 0, 1, 3, 5));
    expect(formatLimaDate(momento)).toBe('31/12/2025');
    expect(formatLimaDateTime(momento)).toBe('31/12/2025 22:05');
  });

  it('prints a calendar day, stored at UTC midnight, as that day', () => {
    expect(formatDia(new Date('2025-10-01T00:00:00.000Z'))).toBe('01/10/2025');
  });
});
