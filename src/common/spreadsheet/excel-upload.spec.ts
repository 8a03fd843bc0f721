import { Body, Controller, INestApplication, Post, ValidationPipe } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { Test } from '@nestjs/testing';
import request from 'supertest';
import { xlsxFile } from '../../../test/fixtures/spreadsheets';
import { KeyCaseNormalizerPipe } from '../key-case.pipe';
import { analyzeExcel } from '../../importacion/excel-import';
import { ExcelUpload, ExcelUploadBody, UploadedExcel } from './excel-upload';
import type { NamedUpload } from '../file-upload';

@Controller('prueba')
class PruebaController {
  @Post('analyze-excel')
  @ExcelUpload({ startRow: 'Fila donde empiezan los datos (1 a 100, por defecto 2)' })
  analyze(@UploadedExcel() file: NamedUpload, @Body() body: ExcelUploadBody): Promise<string[]> {
    return analyzeExcel(file, body.startRow, null);
  }
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('Excel uploads', () => {
  let app: INestApplication;
  let workbook: Buffer;

  beforeAll(async () => {
    const moduleRef = await Test.createTestingModule({ controllers: [PruebaController] }).compile();
    app = moduleRef.createNestApplication({ logger: false });
    // As in app.setup.ts.
    app.useGlobalPipes(new KeyCaseNormalizerPipe(), new ValidationPipe({ whitelist: true, transform: true, forbidUnknownValues: true }));
    await app.init();
    workbook = await xlsxFile([['Título'], ['Código', 'Descripción'], ['A-1', 'Silla']]);
  });

  afterAll(() => app.close());

  const post = () => request(app.getHttpServer()).post('/prueba/analyze-excel');

  it('takes the file from `file` and the text fields in either case', async () => {
    const res = await post().attach('file', workbook, { filename: 'activos.xlsx', contentType: XLSX_TYPE }).field('StartRow', '3');
    expect(res.status).toBe(201);
    expect(res.body).toEqual(['Código', 'Descripción']);
  });

  it('asks for a file when none is sent', async () => {
    const res = await post().field('startRow', '2');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Por favor selecciona un archivo');
  });

  it('stops a file over 10 MB with a Spanish 413', async () => {
    const res = await post().attach('file', Buffer.alloc(10 * 1024 * 1024 + 1), { filename: 'grande.xlsx', contentType: XLSX_TYPE });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('El archivo supera el tamaño máximo de 10 MB');
  });

  it.each([
    ['two files', (req: request.Test) => req.attach('file', workbook, 'a.xlsx').attach('file', workbook, 'b.xlsx')],
    ['a file in another field', (req: request.Test) => req.attach('archivo', workbook, 'a.xlsx')],
    ['too many fields', (req: request.Test) => [1, 2, 3, 4, 5].reduce((r, i) => r.field(`campo${i}`, 'x'), req.attach('file', workbook, 'a.xlsx'))],
  ])('answers %s with a Spanish 400', async (_name, send) => {
    const res = await send(post());
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('La carga no es válida: envíe un solo archivo Excel en el campo "file"');
  });

  it('judges the content, not the name or type the client claims', async () => {
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100)]);
    const res = await post().attach('file', png, { filename: 'activos.xlsx', contentType: XLSX_TYPE });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('El archivo debe ser un Excel (.xlsx o .xls)');
    const renamed = await post().attach('file', workbook, { filename: 'foto.png', contentType: 'image/png' });
    expect(renamed.status).toBe(201);
  });

  it('documents the multipart body in Swagger', () => {
    const document = SwaggerModule.createDocument(app, new DocumentBuilder().build());
    const body = document.paths['/prueba/analyze-excel'].post?.requestBody as { content: Record<string, { schema: { properties: object } }> };
    expect(Object.keys(body.content)).toEqual(['multipart/form-data']);
    expect(Object.keys(body.content['multipart/form-data'].schema.properties)).toEqual(['file', 'startRow']);
  });
});
