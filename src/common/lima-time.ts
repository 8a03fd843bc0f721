/** Peru keeps UTC−5 all year (no daylight saving): Lima's calendar is a fixed offset from UTC. */
export const LIMA_OFFSET_HOURS = -5;
const LIMA_OFFSET_MS = LIMA_OFFSET_HOURS * 3_600_000;

const limaIso = (date: Date) => new Date(date.getTime() + LIMA_OFFSET_MS).toISOString();

/** 'yyyy-MM-dd' in Lima. */
export const limaDate = (date = new Date()) => limaIso(date).slice(0, 10);

/** 'yyyyMMdd_HHmmss' in Lima. */
export const limaStamp = (date = new Date()) => limaIso(date).slice(0, 19).replace(/[-:]/g, '').replace('T', '_');
