import renderPdfDocument from '../../common/pdf/pdf-document';
import { etiquetasPdf, HojaDeEtiquetas } from './etiquetas-pdf';

/** Worker task: the labels, their QR codes or barcodes drawn and their texts measured in the thread. */
export default function renderEtiquetasPdf(hoja: HojaDeEtiquetas): Promise<Buffer> {
  return renderPdfDocument({ document: etiquetasPdf(hoja) });
}
