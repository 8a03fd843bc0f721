import { zipArchive } from '../../test/fixtures/spreadsheets';
import { detectDocumentType } from './tipo-de-archivo';

const parte = (name: string) => ({ name, data: Buffer.from('<x/>') });

describe('detectDocumentType', () => {
  it.each([
    [Buffer.from('%PDF-1.7\n'), 'pdf'],
    [Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]), 'jpg'],
    [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]), 'png'],
    [zipArchive([parte('[Content_Types].xml'), parte('xl/workbook.xml')]), 'xlsx'],
    [zipArchive([parte('[Content_Types].xml'), parte('word/document.xml')]), 'docx'],
  ])('recognises %#: %s', (bytes, tipo) => {
    expect(detectDocumentType(bytes)).toBe(tipo);
  });

  it.each([
    ['a Windows executable', Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1')],
    ['a GIF', Buffer.from('GIF89a')],
    ['a zip without [Content_Types].xml', zipArchive([parte('xl/workbook.xml')])],
    ['a zip with [Content_Types].xml and no main part', zipArchive([parte('[Content_Types].xml'), parte('ppt/presentation.xml')])],
    ['a zip signature with no central directory', Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(40)])],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s', (_caso, bytes) => {
    expect(detectDocumentType(bytes)).toBeNull();
  });
});
