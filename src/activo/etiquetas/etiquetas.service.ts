import { join } from 'node:path';
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { pdfInWorker } from '../../common/pdf';
import { CompaniaService } from '../../compania/compania.service';
import { ActivoService } from '../activo.service';
import { filtrosDe, FiltrosActivo } from '../exportacion/activo-filtros';
import { EtiquetaDeActivo } from './etiquetas-pdf';
import { demasiadas, formatoDe, idsDe, MAX_ETIQUETAS, simbologiaDe } from './etiquetas-parametros';
import { workerTask } from '../../common/worker/worker-task';
import type { Solicitud } from '../../common/request-context';

const ETIQUETAS_PDF = workerTask<typeof import('./etiquetas-pdf.tarea')>(join(__dirname, 'etiquetas-pdf.tarea'));

/** Ids a 404 names before it says how many more. */
const IDS_NOMBRADOS = 10;

/** The labels of the company's assets: a PDF to print on an A4 sheet of 24 or on a thermal printer's roll. */
@Injectable()
export class EtiquetasService {
  constructor(
    private readonly activos: ActivoService,
    private readonly companias: CompaniaService,
  ) {}

  /**
   * The labels PDF of the query's assets: `ids` in that order (filters aside), or else those of the export filters
   * by code. The QR codes lead to `appUrl` (direccionDeLaApp: APP_URL, or the address the request came to).
   */
  async pdf(companiaId: number, query: Record<string, unknown>, appUrl: string, solicitud: Solicitud): Promise<Buffer> {
    const formato = formatoDe(query.formato);
    const simbologia = simbologiaDe(query.simbologia);
    const ids = idsDe(query.ids);
    const [activos, compania] = await Promise.all([
      ids ? this.seleccion(companiaId, ids) : this.filtrados(companiaId, filtrosDe(query)),
      this.companias.findById(companiaId),
    ]);
    return pdfInWorker(ETIQUETAS_PDF, { compania: compania?.razonSocial ?? '', formato, simbologia, appUrl, activos }, solicitud);
  }

  /** The assets `ids`, every one of them the company's (another company's is a 404, as if it did not exist). */
  private async seleccion(companiaId: number, ids: number[]): Promise<EtiquetaDeActivo[]> {
    const porId = new Map((await this.activos.summary(companiaId, ids)).map((activo) => [activo.id, activo]));
    const faltan = ids.filter((id) => !porId.has(id));
    if (faltan.length) {
      const mas = faltan.length > IDS_NOMBRADOS ? ` y ${faltan.length - IDS_NOMBRADOS} más` : '';
      throw new NotFoundException(`Los activos indicados no existen en su compañía: ${faltan.slice(0, IDS_NOMBRADOS).join(', ')}${mas}`);
    }
    return ids.map((id) => porId.get(id)!);
  }

  private async filtrados(companiaId: number, filtros: FiltrosActivo): Promise<EtiquetaDeActivo[]> {
    const total = await this.activos.countFiltrados(companiaId, filtros);
    if (!total) throw new BadRequestException('No hay activos que imprimir: ninguno cumple los filtros');
    if (total > MAX_ETIQUETAS) throw new BadRequestException(demasiadas(`los filtros incluyen ${total.toLocaleString('es-PE')}: aplique más filtros`));
    const activos: EtiquetaDeActivo[] = [];
    for await (const { codigo, descripcion } of this.activos.leerColumnas(companiaId, ['codigo', 'descripcion'], filtros, 'codigo')) {
      activos.push({ codigo, descripcion });
    }
    return activos;
  }
}
