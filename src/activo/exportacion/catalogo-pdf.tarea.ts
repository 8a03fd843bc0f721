import renderPdfDocument from '../../common/pdf/pdf-document';
import type { DefinicionDeCampo } from '../../campo-personalizado/valores-de-campos';
import { FiltrosActivo } from './activo-filtros';
import { ActivoDelCatalogo, catalogoPdf } from './catalogo-pdf';

export interface PedidoCatalogoPdf {
  compania: { razonSocial: string; ruc: string };
  filtros: FiltrosActivo;
  /**
   * The assets as one JSON array (jsonWithPauses): its pieces move to the thread, where cloning
   * 10,000 objects (and building their 70,000 table cells) held the event loop for about 40 ms.
   */
  activosJson: Buffer[];
  /** The company's fields, in their order: the line under each asset. */
  campos: Array<Pick<DefinicionDeCampo, 'clave' | 'etiqueta' | 'tipo'>>;
  /** Image path → JPEG data URL of its thumbnail. */
  miniaturas: Array<[string, string]>;
  ahora: Date;
  pageFooter: string;
}

/** Worker task: the asset catalogue, built and rendered in the thread. */
export default function renderCatalogoPdf({ compania, filtros, activosJson, campos, miniaturas, ahora, pageFooter }: PedidoCatalogoPdf): Promise<Buffer> {
  const activos = JSON.parse(Buffer.concat(activosJson).toString()) as ActivoDelCatalogo[];
  return renderPdfDocument({ document: catalogoPdf(compania, filtros, activos, campos, new Map(miniaturas), ahora), pageFooter });
}
