import { formatSoles, formatSolesAbbreviated } from './format';

describe('the dashboard amounts', () => {
    it('abbreviate from a thousand soles as Spanish names them, with at most one decimal', () => {
        expect(formatSolesAbbreviated(806_800)).toBe('S/\u00a0806.8 mil');
        expect(formatSolesAbbreviated(73_500)).toBe('S/\u00a073.5 mil');
        expect(formatSolesAbbreviated(1_000_000)).toBe('S/\u00a01 millón');
        expect(formatSolesAbbreviated(1_250_000)).toBe('S/\u00a01.3 millones');
        expect(formatSolesAbbreviated(-45_300)).toBe('-S/\u00a045.3 mil');
        expect(formatSolesAbbreviated(950)).toBe(formatSoles(950));
        expect(formatSoles(1_234_567.8)).toBe('S/\u00a01,234,568');
    });
});
