import { detectImageType } from './image';

describe('detectImageType', () => {
  it.each([
    [[0xff, 0xd8, 0xff, 0xe0, 0, 0], 'jpg'],
    [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0], 'png'],
    [[...Buffer.from('GIF89a'), 1], 'gif'],
    [[...Buffer.from('GIF87a')], 'gif'],
  ])('recognises %j as %s', (bytes, type) => {
    expect(detectImageType(Buffer.from(bytes))).toBe(type);
  });

  it.each([[Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')], [Buffer.from('%PDF-1.7')], [Buffer.alloc(0)], [Buffer.from([0xff, 0xd8])], [Buffer.from('GIF90a')]])(
    'refuses other content',
    (buffer) => {
      expect(detectImageType(buffer)).toBeNull();
    },
  );
});
