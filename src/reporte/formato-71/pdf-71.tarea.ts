import renderPdfDocument from '../../common/pdf/pdf-document';
import { CompaniaReporte } from '../reporte-pdf';
import { Advertencias71 } from './advertencias-71';
import { Fila71, filaDeJson, Totales71 } from './fila-71';
import { formato71Pdf } from './pdf-71';

export interface PedidoFormato71Pdf {
  compania: CompaniaReporte;
  anio: number;
  /**
   * The book's lines as one JSON array (jsonWithPauses): its pieces move to the thread. Building the table of 5,000
   * lines (95,000 cells) in the API process and cloning it to the thread held the event loop for about 80 ms.
   */
  filasJson: Buffer[];
  totales: Totales71;
  advertencias: Advertencias71;
  ahora: Date;
  pageFooter: string;
}

/** Worker task: the printed book 7.1, built and rendered in the thread. */
export default function renderFormato71Pdf({ compania, anio, filasJson, totales, advertencias, ahora, pageFooter }: PedidoFormato71Pdf): Promise<Buffer> {
  const filas = (JSON.parse(Buffer.concat(filasJson).toString()) as Fila71[]).map(filaDeJson);
  return renderPdfDocument({ document: formato71Pdf(compania, anio, filas, totales, advertencias, ahora), pageFooter });
}
