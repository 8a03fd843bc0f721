import renderPdfDocument from '../../common/pdf/pdf-document';
import { actaInventarioPdf, PedidoActaInventario } from './acta-inventario-pdf';

/** Worker task: the acta of a campaign, built and rendered in the thread. */
export default function renderActaInventarioPdf(pedido: PedidoActaInventario & { pageFooter: string }): Promise<Buffer> {
  const diferencias = Object.fromEntries(Object.entries(pedido.filasJson).map(([clave, json]) => [clave, JSON.parse(json) as string[][]])) as Parameters<typeof actaInventarioPdf>[1];
  return renderPdfDocument({ document: actaInventarioPdf(pedido, diferencias), pageFooter: pedido.pageFooter });
}
