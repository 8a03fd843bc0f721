import { Body, Inject, Post, Req, Type } from '@nestjs/common';
import { ApiCreatedResponse, ApiOperation } from '@nestjs/swagger';
import { Audited, describeImport } from '../audit/audit-target';
import { Permiso } from '../common/permiso';
import { ExcelUpload, ExcelUploadBody, NamedUpload, UploadedExcel, uploadedImportConfig } from '../common/spreadsheet';
import { CompaniaActual } from '../common/tenancy';
import { HeavyWork } from '../common/worker';
import type { Solicitud } from '../common/request-context';
import { ImportResultDto } from './dto/importacion.dto';
import { analyzeExcel, ImportResult } from './excel-import';

/** What a resource's service does with an uploaded spreadsheet: its rows created, each row's outcome. */
export interface Importador {
  importFile(companiaId: number, file: NamedUpload, config: unknown, solicitud: Solicitud): Promise<ImportResult>;
}

/** What differs between the imports of two resources. */
export interface ImportRoutesOptions {
  /** The resource's service, which imports the rows (injected into the controller). */
  servicio: Type<Importador>;
  /** Swagger summary of POST analyze-excel. */
  analizar: string;
  /** Swagger summary of POST import-excel. */
  importar: string;
  /** The description of import-excel's `config` field: its JSON keys. */
  config: string;
  /** The audit row of an import: what was imported and how the created ones are called ('activos', 'creados'). */
  auditoria: Parameters<typeof describeImport>;
  /**
   * The controller's method the two routes are declared right before, where each controller always had them: Express
   * tries a controller's routes in that order, and the OpenAPI document (admin/src/api/esquema.d.ts) lists them so.
   */
  antesDe: string;
}

const START_ROW = 'Fila donde empiezan los datos (1 a 100, por defecto 2)';

// The service on the controller's instance, under a key no controller uses.
const IMPORTADOR = Symbol('importador');

const RUTAS = ['analyzeExcel', 'importExcel'] as const;

/**
 * The spreadsheet import of a resource (docs/especificacion-activos.md, importación): on its controller,
 * - POST {recurso}/analyze-excel, multipart `file` + `startRow` → the header texts of the row above startRow;
 * - POST {recurso}/import-excel, multipart `file` + `startRow` + `config` → ImportResult, audited, as heavy work.
 * Both take one Excel or CSV file of at most 10 MB and need the escritura permission. The handlers are the
 * controller's own methods `analyzeExcel` and `importExcel`, so their Swagger operationIds stay
 * `{Controller}_analyzeExcel` and `{Controller}_importExcel`.
 */
export function ImportRoutes(opciones: ImportRoutesOptions): ClassDecorator {
  class Rutas {
    declare readonly [IMPORTADOR]: Importador;

    @Post('analyze-excel')
    @Permiso('escritura')
    @ExcelUpload({ startRow: START_ROW })
    @ApiOperation({ summary: opciones.analizar })
    @ApiCreatedResponse({ type: String, isArray: true })
    analyzeExcel(@UploadedExcel() file: NamedUpload, @Body() body: ExcelUploadBody, @Req() solicitud: Solicitud): Promise<string[]> {
      return analyzeExcel(file, body.startRow, solicitud);
    }

    @Post('import-excel')
    @Permiso('escritura')
    @HeavyWork()
    @ExcelUpload({ startRow: START_ROW, config: opciones.config })
    @ApiOperation({ summary: opciones.importar })
    @ApiCreatedResponse({ type: ImportResultDto })
    @Audited({ describe: describeImport(...opciones.auditoria) })
    importExcel(@CompaniaActual() companiaId: number, @UploadedExcel() file: NamedUpload, @Body() body: ExcelUploadBody, @Req() solicitud: Solicitud): Promise<ImportResult> {
      return this[IMPORTADOR].importFile(companiaId, file, uploadedImportConfig(body), solicitud);
    }
  }

  return (controlador) => {
    const prototipo = controlador.prototype as object;
    const propios = Object.getOwnPropertyNames(prototipo);
    const lugar = propios.indexOf(opciones.antesDe);
    if (lugar < 0) throw new Error(`@ImportRoutes: ${controlador.name} no tiene el método ${opciones.antesDe}`);
    const repetida = RUTAS.find((nombre) => propios.includes(nombre));
    if (repetida) throw new Error(`@ImportRoutes: ${controlador.name} ya declara ${repetida}`);

    Inject(opciones.servicio)(prototipo, IMPORTADOR);
    for (const nombre of RUTAS) {
      Object.defineProperty(prototipo, nombre, Object.getOwnPropertyDescriptor(Rutas.prototype, nombre)!);
      // Route, interceptors, Swagger and audit live on the handler itself; its parameters' decorators and types are
      // kept by method name, on the class and its prototype.
      copiarMetadatos(Rutas.prototype, prototipo, nombre);
      copiarMetadatos(Rutas, controlador, nombre);
    }
    // The methods declared after the routes go back after them (a property defined again goes last).
    for (const nombre of propios.slice(lugar)) {
      const descriptor = Object.getOwnPropertyDescriptor(prototipo, nombre)!;
      delete (prototipo as Record<string, unknown>)[nombre];
      Object.defineProperty(prototipo, nombre, descriptor);
    }
  };
}

function copiarMetadatos(desde: object, hacia: object, nombre: string): void {
  for (const clave of Reflect.getOwnMetadataKeys(desde, nombre)) {
    Reflect.defineMetadata(clave, Reflect.getOwnMetadata(clave, desde, nombre), hacia, nombre);
  }
}
